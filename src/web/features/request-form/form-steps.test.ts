import { describe, expect, it } from 'vitest';
import type { CityResponse, QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import { emptyDraft, type RequestDraft } from './form-draft';
import { activeQuestions, buildSteps, displayField, firstIncompleteStep, type Step, stepIndex, stepOfField, validateStep } from './form-steps';

const field = (id: number, type: QuoteFormFieldResponse['type'], extra: Partial<QuoteFormFieldResponse> = {}): QuoteFormFieldResponse => ({
  id,
  label: `問題${id}`,
  type,
  options: type.endsWith('choice') ? ['甲', '乙', '丙'] : [],
  is_required: true,
  placeholder: null,
  display_order: id,
  is_active: true,
  ...extra,
});

const FIELDS = [
  field(3, 'number', { display_order: 2 }),
  field(1, 'single_choice', { display_order: 1 }),
  field(9, 'text', { display_order: 1, is_active: false }),
  field(4, 'multiple_choice', { display_order: 3, is_required: false }),
  field(5, 'date', { display_order: 4 }),
  field(6, 'text', { display_order: 5, is_required: false }),
];
const CITIES: CityResponse[] = [
  { id: 1, slug: 'taipei', name: '臺北市', districts: [{ id: 1, name: '大安區', zipcode: '106' }] },
  { id: 2, slug: 'taichung', name: '臺中市', districts: [{ id: 2, name: '西屯區', zipcode: '407' }] },
];
const NOW = new Date('2026-11-23T04:00:00Z');
const context = { cities: CITIES, photoCount: 0, now: NOW };
const steps = buildSteps(FIELDS);
const step = (key: string) => steps[stepIndex(steps, key)]!;
const draft = (changes: Partial<RequestDraft>): RequestDraft => ({ ...emptyDraft(), ...changes });
const errorsOf = (s: Step, d: RequestDraft, extra: Partial<Parameters<typeof validateStep>[2]> = {}) => validateStep(s, d, { ...context, ...extra });

describe('request form steps', () => {
  it('asks the active questions one per step by display order, then place, when, details with photos, and review', () => {
    expect(activeQuestions(FIELDS).map((f) => f.id)).toEqual([1, 3, 4, 5, 6]);
    expect(steps.map((s) => s.key)).toEqual(['q1', 'q3', 'q4', 'q5', 'q6', 'place', 'when', 'details', 'review']);
  });

  it('finds a step by key and falls back to the first for a retired question', () => {
    expect(stepIndex(steps, 'when')).toBe(6);
    expect(stepIndex(steps, 'q9')).toBe(0);
  });

  it('refuses to move on without a required answer and names the question', () => {
    expect(errorsOf(step('q1'), draft({}))).toEqual({ 'QuoteFormSubmissionField[1]': { text: '請回答「問題1」' } });
    expect(errorsOf(step('q1'), draft({ answers: { 1: '乙' } }))).toEqual({});
  });

  it('lets an optional question be skipped but still checks what was given', () => {
    expect(errorsOf(step('q4'), draft({}))).toEqual({});
    expect(errorsOf(step('q4'), draft({ answers: { 4: [] } }))).toEqual({});
    expect(errorsOf(step('q4'), draft({ answers: { 4: ['甲', '丙'] } }))).toEqual({});
    expect(errorsOf(step('q4'), draft({ answers: { 4: ['丁'] } }))['QuoteFormSubmissionField[4]']).toEqual({ text: expect.stringContaining('問題4') });
  });

  it.each([
    ['q3', '兩台', false],
    ['q3', '２', true],
    ['q3', '1.5', true],
    ['q5', '2026-11-22', false],
    ['q5', '2026-11-23', true],
    ['q5', '2026-02-30', false],
    ['q6', 'x'.repeat(1001), false],
    ['q6', '', true],
  ])('checks the answer of %s (%s) by its type', (key, value, fine) => {
    const id = key.slice(1);
    const errors = errorsOf(step(key), draft({ answers: { [id]: value } }));
    expect(Object.keys(errors)).toEqual(fine ? [] : [`QuoteFormSubmissionField[${id}]`]);
  });

  it('needs a city from the list and a district of that city', () => {
    expect(errorsOf(step('place'), draft({}))).toEqual({ city: { key: 'requestForm>place>cityRequired' }, district: { key: 'requestForm>place>districtRequired' } });
    expect(errorsOf(step('place'), draft({ city: '火星市', district: '大安區' }))).toEqual({ city: { key: 'requestForm>place>cityUnknown' } });
    expect(errorsOf(step('place'), draft({ city: '臺中市', district: '大安區' }))).toEqual({
      district: { key: 'requestForm>place>districtUnknown', params: { city: '臺中市' } },
    });
    expect(errorsOf(step('place'), draft({ city: '臺北市', district: '大安區' }))).toEqual({});
  });

  it('requires the street address for on-site work, naming the field', () => {
    const place = draft({ city: '臺北市', district: '大安區' });
    expect(errorsOf(step('place'), place)).toEqual({});
    expect(errorsOf(step('place'), { ...place, address: '   ' }, { place: { address: true } })).toEqual({ address: { text: '請填寫服務地址（路名、巷弄、門牌號碼）' } });
    expect(errorsOf(step('place'), { ...place, address: '信義路四段 1 號' }, { place: { address: true } })).toEqual({});
  });

  it('checks the street typed under the city and district: length and characters', () => {
    const place = draft({ city: '臺北市', district: '大安區' });
    const limits = { min: 2, max: 200 };
    expect(errorsOf(step('place'), { ...place, address: '路' }, { place: { address: true } })).toEqual({ address: { key: 'addressEntry>street>tooShort', params: limits } });
    expect(errorsOf(step('place'), { ...place, address: '信義路<script>' }, { place: { address: true } })).toEqual({ address: { key: 'addressEntry>street>characters', params: limits } });
    expect(errorsOf(step('place'), { ...place, address: '信義路四段 1 號 5 樓之 2 (後棟)' }, { place: { address: true } })).toEqual({});
  });

  it('asks a move where to as well, a city and a district of it', () => {
    const place = draft({ city: '臺北市', district: '大安區', address: '信義路四段 1 號' });
    const needs = { place: { address: true, destination: true } };
    expect(errorsOf(step('place'), place, needs)).toEqual({
      destination_city: { key: 'requestForm>destination>cityRequired' },
      destination_district: { key: 'requestForm>destination>districtRequired' },
    });
    expect(errorsOf(step('place'), { ...place, destinationCity: '臺中市', destinationDistrict: '大安區' }, needs)).toEqual({
      destination_district: { key: 'requestForm>destination>districtUnknown', params: { city: '臺中市' } },
    });
    expect(errorsOf(step('place'), { ...place, destinationCity: '臺中市', destinationDistrict: '西屯區' }, needs)).toEqual({});
  });

  it('needs a day choice (flexible counts); the slots are optional', () => {
    expect(errorsOf(step('when'), draft({ daySlots: [2] }))).toEqual({ when: { key: 'requestForm>when>dayRequired' } });
    expect(errorsOf(step('when'), draft({ dayLabel: 'flexible' }))).toEqual({});
    expect(errorsOf(step('when'), draft({ dayLabel: 'tomorrow', daySlots: [1, 5] }))).toEqual({});
  });

  it('limits the description and the number of photos', () => {
    expect(errorsOf(step('details'), draft({ description: '  ' }))).toEqual({});
    expect(errorsOf(step('details'), draft({ description: 'x'.repeat(2000) }))).toEqual({});
    expect(Object.keys(errorsOf(step('details'), draft({ description: 'x'.repeat(2001) })))).toEqual(['description']);
    expect(errorsOf(step('details'), draft({}), { photoCount: 5 })).toEqual({});
    expect(Object.keys(errorsOf(step('details'), draft({}), { photoCount: 6 }))).toEqual(['photos']);
  });

  it('finds the first step still to do', () => {
    const done = draft({ answers: { 1: '甲', 3: '2', 5: '2026-12-01' }, city: '臺北市', district: '大安區', dayLabel: 'thisWeek' });
    expect(firstIncompleteStep(steps, done, context)).toBe(-1);
    expect(firstIncompleteStep(steps, { ...done, dayLabel: '' }, context)).toBe(6);
    expect(firstIncompleteStep(steps, { ...done, answers: { 1: '甲', 5: '2026-12-01' } }, context)).toBe(1);
  });

  it.each([
    ['QuoteFormSubmissionField[5]', 3, 'QuoteFormSubmissionField[5]'],
    ['QuoteFormSubmissionField[4][0]', 2, 'QuoteFormSubmissionField[4]'],
    ['city', 5, 'city'],
    ['district', 5, 'district'],
    ['when[day_slots][0]', 6, 'when'],
    ['when[day_label]', 6, 'when'],
    ['description', 7, 'description'],
    ['photos', 7, 'photos'],
    ['address', 5, 'address'],
    ['destination_city', 5, 'destination_city'],
    ['destination_district', 5, 'destination_district'],
    ['quote_category_id', -1, 'quote_category_id'],
    ['QuoteFormSubmissionField[99]', -1, 'QuoteFormSubmissionField[99]'],
  ])('sends a server error on %s to step %i, shown under %s', (name, index, shown) => {
    expect(stepOfField(steps, name)).toBe(index);
    expect(displayField(name)).toBe(shown);
  });
});
