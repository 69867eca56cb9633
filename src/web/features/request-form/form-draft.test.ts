import { describe, expect, it } from 'vitest';
import type { QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import { draftKey, emptyDraft, inviteParam, isBlankDraft, parseDraft, submissionEntries, withDescribedText } from './form-draft';

const question = (id: number, type: QuoteFormFieldResponse['type']): QuoteFormFieldResponse => ({
  id,
  label: `問題${id}`,
  type,
  options: ['甲', '乙'],
  is_required: false,
  placeholder: null,
  display_order: id,
  is_active: true,
});

describe('request form draft', () => {
  it('reads back what was stored', () => {
    const stored = JSON.stringify({
      answers: { 1: '甲', 2: ['甲', '乙'] },
      city: '臺北市',
      district: '大安區',
      dayLabel: 'nextWeek',
      daySlots: [3, 2, 3],
      description: '有養貓',
      step: 'review',
      submitAfterSignIn: true,
      destinationCity: '臺中市',
      destinationDistrict: '西屯區',
    });
    expect(parseDraft(stored, [1, 2])).toEqual({
      answers: { 1: '甲', 2: ['甲', '乙'] },
      city: '臺北市',
      district: '大安區',
      dayLabel: 'nextWeek',
      daySlots: [2, 3],
      description: '有養貓',
      step: 'review',
      submitAfterSignIn: true,
      invite: '',
      address: '',
      destinationCity: '臺中市',
      destinationDistrict: '西屯區',
    });
  });

  it('drops what is malformed and answers to questions no longer asked', () => {
    const stored = JSON.stringify({ answers: { 1: 5, 2: ['甲', 3], 3: '丙', 7: '舊' }, city: 7, dayLabel: 'someday', daySlots: [0, 6, '2', 4], submitAfterSignIn: 'yes' });
    expect(parseDraft(stored, [1, 2, 3])).toEqual({ ...emptyDraft(), answers: { 3: '丙' }, daySlots: [4] });
  });

  it.each([null, '', '{', '[]', '"text"', 'null'])('starts empty from %o', (stored) => {
    expect(parseDraft(stored, [1])).toEqual(emptyDraft());
  });

  it('tells a blank draft from one with something typed', () => {
    expect(isBlankDraft(emptyDraft())).toBe(true);
    expect(isBlankDraft({ ...emptyDraft(), answers: { 1: ' ', 2: [] }, step: 'when' })).toBe(true);
    expect(isBlankDraft({ ...emptyDraft(), answers: { 1: '甲' } })).toBe(false);
    expect(isBlankDraft({ ...emptyDraft(), daySlots: [2] })).toBe(false);
  });

  it('carries words typed into a search into the description, once', () => {
    expect(withDescribedText('', '  幫我修理漏水的水龍頭 ', 2000)).toBe('幫我修理漏水的水龍頭');
    expect(withDescribedText('幫我修理漏水的水龍頭', '幫我修理漏水的水龍頭', 2000)).toBe('幫我修理漏水的水龍頭');
    expect(withDescribedText('家裡有養貓', '修水龍頭', 2000)).toBe('家裡有養貓\n修水龍頭');
    expect(withDescribedText('家裡有養貓', null, 2000)).toBe('家裡有養貓');
    expect(withDescribedText('', 'x'.repeat(30), 10)).toBe('x'.repeat(10));
  });

  it('sends where a move goes to with the place', () => {
    const entries = submissionEntries(9, [], { ...emptyDraft(), city: '臺北市', district: '大安區', destinationCity: '桃園市', destinationDistrict: '中壢區' });
    expect(entries).toContainEqual(['destination_city', '桃園市']);
    expect(entries).toContainEqual(['destination_district', '中壢區']);
    expect(submissionEntries(9, [], emptyDraft()).map(([name]) => name)).not.toContain('destination_city');
  });

  it('keys drafts by category', () => {
    expect(draftKey('aircon-installation')).toBe('request-form:aircon-installation');
  });

  it('builds the search_add fields with indexed lists and leaves out empty answers', () => {
    const draft = {
      ...emptyDraft(),
      answers: { 1: '甲', 2: ['甲', '乙'], 3: '  ', 4: ' 12 ' },
      city: '臺北市',
      district: '大安區',
      dayLabel: 'thisWeek' as const,
      daySlots: [2 as const, 3 as const],
      description: ' 有養貓 ',
    };
    const entries = submissionEntries(42, [question(1, 'single_choice'), question(2, 'multiple_choice'), question(3, 'text'), question(4, 'number')], draft);
    expect(entries).toEqual([
      ['quote_category_id', '42'],
      ['city', '臺北市'],
      ['district', '大安區'],
      ['description', '有養貓'],
      ['when[day_label]', 'thisWeek'],
      ['when[day_slots][0]', '2'],
      ['when[day_slots][1]', '3'],
      ['QuoteFormSubmissionField[1]', '甲'],
      ['QuoteFormSubmissionField[2][0]', '甲'],
      ['QuoteFormSubmissionField[2][1]', '乙'],
      ['QuoteFormSubmissionField[4]', '12'],
    ]);
  });

  it('sends no day label when none was chosen', () => {
    expect(submissionEntries(1, [], emptyDraft()).map(([name]) => name)).toEqual(['quote_category_id', 'city', 'district', 'description']);
  });
});

describe('the invited pro', () => {
  it('takes only a service id from ?invite=', () => {
    expect(inviteParam('42')).toBe('42');
    expect(inviteParam('0')).toBe('');
    expect(inviteParam('4a')).toBe('');
    expect(inviteParam(null)).toBe('');
  });

  it('is kept in the draft and sent as invite', () => {
    const draft = parseDraft(JSON.stringify({ ...emptyDraft(), city: '臺北市', invite: '42' }), []);
    expect(draft.invite).toBe('42');
    expect(parseDraft(JSON.stringify({ invite: 'x' }), []).invite).toBe('');
    expect(submissionEntries(7, [], draft)).toContainEqual(['invite', '42']);
    expect(submissionEntries(7, [], { ...draft, invite: '' }).some(([name]) => name === 'invite')).toBe(false);
  });
});
