import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CityResponse, QuoteCategoryDetailResponse } from '../../../domain/catalogue/catalogue.types';
import type { FieldError } from '../../api/client';
import { loadDraft, saveDraft } from './draft-storage';
import { categoryNeedsAddress, categoryNeedsDestination } from '../../../domain/requests/address';
import { DESCRIPTION_MAX } from '../../../domain/requests/quote-request.schema';
import { emptyDraft, inviteParam, isBlankDraft, type RequestDraft, withDescribedText } from './form-draft';
import { loadPhotos, savePhotos } from './photo-storage';
import { buildSteps, displayField, firstIncompleteStep, type PlaceNeeds, type StepErrors, stepIndex, stepOfField, validateStep } from './form-steps';

export interface RequestDraftState {
  draft: RequestDraft;
  photos: File[];
  steps: ReturnType<typeof buildSteps>;
  index: number;
  errors: StepErrors;
  /** False until the stored draft has been read (after the first render, so hydration matches). */
  restored: boolean;
  /** True when the stored draft held answers from an earlier visit. */
  resumed: boolean;
  /** Words carried from a search that found nothing (`?describe=`), now in the description; '' for none. */
  carried: string;
  /** What the place step asks of this category. */
  placeNeeds: PlaceNeeds;
  /** Bumped on every step change the visitor makes, so the screen can move focus. */
  moves: number;
  update: (changes: Partial<RequestDraft>) => void;
  setAnswer: (questionId: number, value: string | string[]) => void;
  setPhotos: (photos: File[]) => void;
  setFieldError: (field: string, error: StepErrors[string] | undefined) => void;
  next: () => void;
  back: () => void;
  goTo: (index: number) => void;
  /** Checks every step; on a problem shows it on its step and answers false. */
  checkAll: () => boolean;
  /** The server refused fields: show them by their fields and open the first one's step. */
  showServerErrors: (fields: readonly FieldError[]) => string[];
}

/** The request form's answers, step and inline errors, kept in the tab's storage as they change. */
export function useRequestDraft(category: QuoteCategoryDetailResponse, cities: readonly CityResponse[]): RequestDraftState {
  const { slug } = category;
  const steps = useMemo(() => buildSteps(category.QuoteFormField), [category.QuoteFormField]);
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
  const [photos, setPhotoList] = useState<File[]>([]);
  const [errors, setErrors] = useState<StepErrors>({});
  const [restored, setRestored] = useState(false);
  const [resumed, setResumed] = useState(false);
  const [carried, setCarried] = useState('');
  const genreSlug = category.genre.slug;
  const placeNeeds = useMemo<PlaceNeeds>(() => ({ address: categoryNeedsAddress(genreSlug), destination: categoryNeedsDestination(genreSlug, slug) }), [genreSlug, slug]);
  const [moves, setMoves] = useState(0);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  useEffect(() => {
    const stored = loadDraft(
      slug,
      steps.flatMap((s) => (s.kind === 'question' ? [s.question.id] : [])),
    );
    // A visitor sent from a pro's profile asks that pro too; the link wins over an older draft.
    const params = new URLSearchParams(window.location.search);
    const invite = inviteParam(params.get('invite'));
    // What was typed into a search that found nothing becomes the description (kept on reload).
    const described = (params.get('describe') ?? '').trim();
    const description = withDescribedText(stored.description, described, DESCRIPTION_MAX);
    setDraft({ ...stored, description, ...(invite ? { invite } : {}) });
    setCarried(described);
    let current = true;
    void loadPhotos(slug).then((list) => {
      if (current && list.length > 0) setPhotoList(list);
    });
    setErrors({});
    setResumed(!isBlankDraft(stored));
    setRestored(true);
    return () => {
      current = false;
    };
  }, [slug, steps]);

  useEffect(() => {
    if (restored) saveDraft(slug, draft);
  }, [restored, slug, draft]);

  const index = stepIndex(steps, draft.step);
  const context = useCallback((photoCount: number) => ({ cities, photoCount, now: new Date(), place: placeNeeds }), [cities, placeNeeds]);

  const update = useCallback((changes: Partial<RequestDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    // A corrected field loses its complaint; the step is checked again on "next".
    setErrors((current) => {
      const renamed: Record<string, string> = { dayLabel: 'when', daySlots: 'when', destinationCity: 'destination_city', destinationDistrict: 'destination_district' };
      const names = Object.keys(changes).map((k) => renamed[k] ?? k);
      if (!names.some((n) => n in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name)));
    });
  }, []);

  const setAnswer = useCallback((questionId: number, value: string | string[]) => {
    setDraft((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
    setErrors(({ [`QuoteFormSubmissionField[${questionId}]`]: _gone, ...rest }) => rest);
  }, []);

  const setPhotos = useCallback(
    (list: File[]) => {
      setPhotoList(list);
      savePhotos(slug, list);
      setErrors(({ photos: _gone, ...rest }) => rest);
    },
    [slug],
  );

  const setFieldError = useCallback((field: string, error: StepErrors[string] | undefined) => {
    setErrors(({ [field]: _old, ...rest }) => (error ? { ...rest, [field]: error } : rest));
  }, []);

  const goTo = useCallback(
    (target: number) => {
      const step = steps[Math.max(0, Math.min(target, steps.length - 1))]!;
      setDraft((current) => ({ ...current, step: step.key }));
      setMoves((n) => n + 1);
    },
    [steps],
  );

  const next = useCallback(() => {
    const found = validateStep(steps[index]!, draftRef.current, context(photos.length));
    setErrors(found);
    if (Object.keys(found).length === 0) goTo(index + 1);
  }, [steps, index, context, photos.length, goTo]);

  const back = useCallback(() => {
    setErrors({});
    goTo(index - 1);
  }, [index, goTo]);

  const checkAll = useCallback(() => {
    const first = firstIncompleteStep(steps, draftRef.current, context(photos.length));
    if (first < 0) return true;
    setErrors(validateStep(steps[first]!, draftRef.current, context(photos.length)));
    goTo(first);
    return false;
  }, [steps, context, photos.length, goTo]);

  const showServerErrors = useCallback(
    (fields: readonly FieldError[]) => {
      const placed = fields.map((f) => ({ ...f, step: stepOfField(steps, f.field) })).filter((f) => f.step >= 0);
      const first = placed.reduce((min, f) => Math.min(min, f.step), Number.POSITIVE_INFINITY);
      const onFirst = placed.filter((f) => f.step === first);
      setErrors(Object.fromEntries(onFirst.map((f) => [displayField(f.field), { text: f.message }])));
      if (onFirst.length > 0) goTo(first);
      // What no step owns (an unknown category) is shown as a message by the caller.
      return fields.filter((f) => stepOfField(steps, f.field) < 0).map((f) => f.message);
    },
    [steps, goTo],
  );

  return { draft, photos, steps, index, errors, restored, resumed, carried, placeNeeds, moves, update, setAnswer, setPhotos, setFieldError, next, back, goTo, checkAll, showServerErrors };
}
