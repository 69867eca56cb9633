import type { CityResponse, QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import { STREET_MAX, STREET_MIN, streetProblem } from '../../../domain/geo/street-address';
import { answerFieldName, validateAnswers } from '../../../domain/requests/form-answers';
import { ADDRESS_MAX, ADDRESS_REQUIRED_MESSAGE } from '../../../domain/requests/address';
import { DESCRIPTION_MAX, REQUEST_PHOTOS_MAX } from '../../../domain/requests/quote-request.schema';
import type { RequestDraft } from './form-draft';

/**
 * The steps after the questions, in order: where (with the street address for on-site work and
 * where to for a move), when, the details in one's own words with photos, then the review.
 */
export const FIXED_STEPS = ['place', 'when', 'details', 'review'] as const;

/** A form's length: its questions and FIXED_STEPS. Every bundled category stays within this. */
export const FORM_STEPS_MIN = 6;
export const FORM_STEPS_MAX = 8;
export type FixedStep = (typeof FIXED_STEPS)[number];

/** One question per step, then the fixed steps. */
export type Step = { kind: 'question'; key: string; question: QuoteFormFieldResponse } | { kind: FixedStep; key: FixedStep };

/** A problem shown under a field: the domain's own zh-TW text, or one of ours by i18n key. */
export type StepError = { text: string } | { key: string; params?: Record<string, string | number> };

/** Errors by field name (`QuoteFormSubmissionField[12]`, `city`, `district`, `address`, `destination_city`, `destination_district`, `when`, `description`, `photos`). */
export type StepErrors = Record<string, StepError>;

const questionKey = (id: number) => `q${id}`;

/** The questions a visitor answers: active ones only, by display order (then id, so ties are stable). */
export function activeQuestions(fields: readonly QuoteFormFieldResponse[]): QuoteFormFieldResponse[] {
  return fields.filter((f) => f.is_active).sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

export function buildSteps(fields: readonly QuoteFormFieldResponse[]): Step[] {
  const questions: Step[] = activeQuestions(fields).map((question) => ({ kind: 'question', key: questionKey(question.id), question }));
  return [...questions, ...FIXED_STEPS.map((key) => ({ kind: key, key }) as Step)];
}

/** The index of a step by key; the first step when the key is unknown (a question since retired). */
export function stepIndex(steps: readonly Step[], key: string): number {
  const index = steps.findIndex((s) => s.key === key);
  return Math.max(index, 0);
}

function checkQuestion(question: QuoteFormFieldResponse, draft: RequestDraft, now: Date): StepErrors {
  const answer = draft.answers[String(question.id)];
  const { errors } = validateAnswers([question], answer === undefined ? {} : { [question.id]: answer }, now);
  return Object.fromEntries(errors.map((e) => [e.field, { text: e.message }]));
}

/** What the place step asks of a category: the street address (on-site work), where to (a move). */
export interface PlaceNeeds {
  address?: boolean;
  destination?: boolean;
}

function checkCityDistrict(cities: readonly CityResponse[], cityName: string, districtName: string, names: { city: string; district: string }, prefix: string): StepErrors {
  const errors: StepErrors = {};
  const city = cities.find((c) => c.name === cityName);
  if (!cityName) errors[names.city] = { key: `requestForm>${prefix}>cityRequired` };
  else if (cities.length > 0 && !city) errors[names.city] = { key: `requestForm>${prefix}>cityUnknown` };
  if (!districtName) errors[names.district] = { key: `requestForm>${prefix}>districtRequired` };
  else if (city && !city.districts.some((d) => d.name === districtName)) errors[names.district] = { key: `requestForm>${prefix}>districtUnknown`, params: { city: city.name } };
  return errors;
}

function checkPlace(draft: RequestDraft, cities: readonly CityResponse[], needs: PlaceNeeds): StepErrors {
  const errors = checkCityDistrict(cities, draft.city, draft.district, { city: 'city', district: 'district' }, 'place');
  const address = (draft.address ?? '').trim();
  if (needs.address && !address) errors.address = { text: ADDRESS_REQUIRED_MESSAGE };
  else if (address.length > ADDRESS_MAX) errors.address = { key: 'lifecycle>address>tooLong', params: { max: ADDRESS_MAX } };
  else if (address) {
    // Typed under the chosen city and district: a street and number, in letters, digits and address punctuation.
    const problem = streetProblem(address, needs.address === true);
    if (problem) errors.address = { key: `addressEntry>street>${problem}`, params: { min: STREET_MIN, max: STREET_MAX } };
  }
  if (needs.destination) {
    Object.assign(errors, checkCityDistrict(cities, draft.destinationCity, draft.destinationDistrict, { city: 'destination_city', district: 'destination_district' }, 'destination'));
  }
  return errors;
}

/** Whether `count` more photos still fit. */
export function photosFit(current: number, adding: number): boolean {
  return current + adding <= REQUEST_PHOTOS_MAX;
}

/**
 * What keeps the visitor on a step: required answers missing, answers not in the right form,
 * no place, no day chosen, a description too long, too many photos. Empty when the step is done.
 */
export function validateStep(step: Step, draft: RequestDraft, context: { cities: readonly CityResponse[]; photoCount: number; now: Date; place?: PlaceNeeds }): StepErrors {
  switch (step.kind) {
    case 'question':
      return checkQuestion(step.question, draft, context.now);
    case 'place':
      return checkPlace(draft, context.cities, context.place ?? {});
    case 'when':
      return draft.dayLabel ? {} : { when: { key: 'requestForm>when>dayRequired' } };
    case 'details': {
      const errors: StepErrors = {};
      if (draft.description.trim().length > DESCRIPTION_MAX) errors.description = { key: 'requestForm>details>tooLong', params: { max: DESCRIPTION_MAX } };
      if (!photosFit(context.photoCount, 0)) errors.photos = { key: 'requestForm>photos>tooMany', params: { max: REQUEST_PHOTOS_MAX } };
      return errors;
    }
    case 'review':
      return {};
  }
}

/** The first step (in order) that is not done yet, or -1 when every step is. */
export function firstIncompleteStep(steps: readonly Step[], draft: RequestDraft, context: Parameters<typeof validateStep>[2]): number {
  return steps.findIndex((step) => Object.keys(validateStep(step, draft, context)).length > 0);
}

/** The step that owns a field the server named (`QuoteFormSubmissionField[12]`, `when[day_slots][0]`...). */
export function stepOfField(steps: readonly Step[], field: string): number {
  const index = steps.findIndex((step) => {
    if (step.kind === 'question') return field === answerFieldName(step.question.id) || field.startsWith(`${answerFieldName(step.question.id)}[`);
    if (step.kind === 'place') return ['city', 'district', 'address', 'destination_city', 'destination_district'].includes(field);
    if (step.kind === 'when') return field === 'when' || field.startsWith('when[');
    if (step.kind === 'details') return field === 'description' || field === 'photos' || field.startsWith('photos[');
    return false;
  });
  return index;
}

/** The name a server error is shown under: answers and `when[...]` collapse to their step's field. */
export function displayField(field: string): string {
  const answer = /^(QuoteFormSubmissionField\[\d+\])/.exec(field);
  if (answer) return answer[1]!;
  return field.startsWith('when[') ? 'when' : field;
}
