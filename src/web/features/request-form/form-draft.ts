import type { QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import { type AnswerValue, answerFieldName } from '../../../domain/requests/form-answers';
import { WHEN_DAY_LABELS, type WhenDayLabel } from '../../../domain/requests/when';
import { DAY_SLOT_IDS, type DaySlotId } from '../../../domain/time';

/** Everything typed into the request form so far; kept in the browser until it is posted. */
export interface RequestDraft {
  /** Answers by question id. */
  answers: Record<string, AnswerValue>;
  city: string;
  district: string;
  dayLabel: WhenDayLabel | '';
  daySlots: DaySlotId[];
  description: string;
  /** The step the visitor was on (a StepKey), so a reload comes back to it. */
  step: string;
  /** Set when the visitor left to log in or sign up: post as soon as they are back signed in. */
  submitAfterSignIn: boolean;
  /** The service of a pro the visitor came from (`?invite={serviceId}`), asked for a quote too; '' for none. */
  invite: string;
  /** The street address, asked with the place for on-site work; '' for none. */
  address: string;
  /** Where a move goes to (city and district names), asked with the place for moves; '' for none. */
  destinationCity: string;
  destinationDistrict: string;
}

export function emptyDraft(): RequestDraft {
  return { answers: {}, city: '', district: '', dayLabel: '', daySlots: [], description: '', step: '', submitAfterSignIn: false, invite: '', address: '', destinationCity: '', destinationDistrict: '' };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDaySlot = (value: unknown): value is DaySlotId => (DAY_SLOT_IDS as readonly unknown[]).includes(value);

function readAnswer(value: unknown): AnswerValue | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return undefined;
}

/**
 * A stored draft read back: anything malformed (an older shape, a hand-edited value) is
 * dropped field by field rather than trusted, and answers to questions the category no
 * longer asks are left out.
 */
export function parseDraft(stored: string | null, questionIds: readonly number[]): RequestDraft {
  const draft = emptyDraft();
  if (!stored) return draft;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return draft;
  }
  if (!isRecord(raw)) return draft;
  if (isRecord(raw.answers)) {
    for (const id of questionIds) {
      const answer = readAnswer(raw.answers[String(id)]);
      if (answer !== undefined) draft.answers[String(id)] = answer;
    }
  }
  draft.city = text(raw.city);
  draft.district = text(raw.district);
  const label = text(raw.dayLabel);
  draft.dayLabel = (WHEN_DAY_LABELS as readonly string[]).includes(label) ? (label as WhenDayLabel) : '';
  draft.daySlots = Array.isArray(raw.daySlots) ? [...new Set(raw.daySlots.filter(isDaySlot))].sort((a, b) => a - b) : [];
  draft.description = text(raw.description);
  draft.step = text(raw.step);
  draft.submitAfterSignIn = raw.submitAfterSignIn === true;
  draft.invite = inviteParam(text(raw.invite));
  draft.address = text(raw.address);
  draft.destinationCity = text(raw.destinationCity);
  draft.destinationDistrict = text(raw.destinationDistrict);
  return draft;
}

/** A `?invite=` value as a service id, or '' when it is not one. */
export function inviteParam(value: string | null): string {
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : '';
}

/** True when nothing has been typed yet (nothing worth keeping). */
export function isBlankDraft(draft: RequestDraft): boolean {
  return (
    Object.values(draft.answers).every((a) => (Array.isArray(a) ? a.length === 0 : a.trim() === '')) &&
    !draft.city &&
    !draft.district &&
    !draft.address.trim() &&
    !draft.destinationCity &&
    !draft.dayLabel &&
    draft.daySlots.length === 0 &&
    !draft.description.trim()
  );
}

/** The storage key of a category's draft. */
export function draftKey(slug: string): string {
  return `request-form:${slug}`;
}

/**
 * The search_add fields as name/value pairs for a multipart body. Lists use explicit indexes
 * (`when[day_slots][0]`): a multipart body keeps one value per field name.
 */
export function submissionEntries(categoryId: number, questions: readonly QuoteFormFieldResponse[], draft: RequestDraft): [string, string][] {
  const entries: [string, string][] = [
    ['quote_category_id', String(categoryId)],
    ['city', draft.city],
    ['district', draft.district],
    ['description', draft.description.trim()],
  ];
  if (draft.dayLabel) entries.push(['when[day_label]', draft.dayLabel]);
  if (draft.invite) entries.push(['invite', draft.invite]);
  if (draft.address.trim()) entries.push(['address', draft.address.trim()]);
  if (draft.destinationCity) entries.push(['destination_city', draft.destinationCity], ['destination_district', draft.destinationDistrict]);
  entries.push(...draft.daySlots.map((slot, i): [string, string] => [`when[day_slots][${i}]`, String(slot)]));
  for (const question of questions) {
    const answer = draft.answers[String(question.id)];
    if (answer === undefined) continue;
    const name = answerFieldName(question.id);
    if (Array.isArray(answer)) entries.push(...answer.map((value, i): [string, string] => [`${name}[${i}]`, value]));
    else if (answer.trim() !== '') entries.push([name, answer.trim()]);
  }
  return entries;
}

/**
 * Words typed into a search that found nothing (`?describe=`), carried into the description:
 * kept as they are when the draft already says them, added after what the draft has otherwise.
 */
export function withDescribedText(description: string, words: string | null, max: number): string {
  const carried = (words ?? '').trim();
  if (!carried || description.includes(carried)) return description;
  return (description.trim() ? `${description.trim()}\n${carried}` : carried).slice(0, max);
}
