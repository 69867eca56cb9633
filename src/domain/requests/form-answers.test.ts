import { describe, expect, it } from 'vitest';
import { answerEntries, answerText, decodeAnswer, encodeAnswer, type FormFieldRule, validateAnswers } from './form-answers';

const FIELDS: FormFieldRule[] = [
  { id: 11, label: '冷氣類型', type: 'single_choice', options: ['分離式', '窗型'], is_required: true },
  { id: 12, label: '需要安裝幾台？', type: 'number', options: [], is_required: true },
  { id: 13, label: '額外需求', type: 'multiple_choice', options: ['拆舊機', '加長銅管', '打牆'], is_required: false },
  { id: 14, label: '希望施工日期', type: 'date', options: [], is_required: false },
  { id: 15, label: '型號', type: 'text', options: [], is_required: false },
];
// 2025-06-10 10:00 in Taipei
const NOW = new Date('2025-06-10T02:00:00Z');

function fieldsOf(raw: unknown) {
  return validateAnswers(FIELDS, raw, NOW).errors.map((e) => e.field);
}

describe('validateAnswers', () => {
  it('accepts a full set of answers and normalises them', () => {
    const result = validateAnswers(
      FIELDS,
      { 11: '窗型', 12: '２', 13: ['打牆', '拆舊機', '打牆'], 14: '2025/6/10', 15: '  日立 RAC-40JP ' },
      NOW,
    );
    expect(result.errors).toEqual([]);
    expect(result.answers).toEqual([
      { quote_form_field_id: 11, value: '窗型' },
      { quote_form_field_id: 12, value: '2' },
      { quote_form_field_id: 13, value: ['打牆', '拆舊機'] },
      { quote_form_field_id: 14, value: '2025-06-10' },
      { quote_form_field_id: 15, value: '日立 RAC-40JP' },
    ]);
  });

  it('names each missing required answer with its label', () => {
    const { errors } = validateAnswers(FIELDS, { 13: '打牆' }, NOW);
    expect(errors).toEqual([
      { field: 'QuoteFormSubmissionField[11]', message: '請回答「冷氣類型」' },
      { field: 'QuoteFormSubmissionField[12]', message: '請回答「需要安裝幾台？」' },
    ]);
  });

  it('treats blank answers as missing', () => {
    expect(fieldsOf({ 11: ' ', 12: '' })).toEqual(['QuoteFormSubmissionField[11]', 'QuoteFormSubmissionField[12]']);
  });

  it.each([
    ['a choice that is not an option', { 11: '吊隱式' }, 'QuoteFormSubmissionField[11]'],
    ['two answers to a single choice', { 11: ['窗型', '分離式'] }, 'QuoteFormSubmissionField[11]'],
    ['a number with letters', { 12: '兩台' }, 'QuoteFormSubmissionField[12]'],
    ['a negative number', { 12: '-1' }, 'QuoteFormSubmissionField[12]'],
    ['a multiple choice outside the options', { 13: ['打牆', '換窗'] }, 'QuoteFormSubmissionField[13]'],
    ['a date that does not exist', { 14: '2025-02-30' }, 'QuoteFormSubmissionField[14]'],
    ['a date in the past', { 14: '2025-06-09' }, 'QuoteFormSubmissionField[14]'],
    ['a date years ahead', { 14: '2030-01-01' }, 'QuoteFormSubmissionField[14]'],
    ['a date in another format', { 14: 'June 1' }, 'QuoteFormSubmissionField[14]'],
    ['a text over 1000 characters', { 15: 'x'.repeat(1001) }, 'QuoteFormSubmissionField[15]'],
    ['a question of another category', { 99: 'x' }, 'QuoteFormSubmissionField[99]'],
    ['an answer that is an object of objects', { 15: { a: { b: 'c' } } }, 'QuoteFormSubmissionField[15]'],
  ])('refuses %s', (_name, answers, field) => {
    expect(fieldsOf({ 11: '窗型', 12: '1', ...answers })).toEqual([field]);
  });

  it('quotes the label in the message of a bad answer', () => {
    const { errors } = validateAnswers(FIELDS, { 11: '吊隱式', 12: '1' }, NOW);
    expect(errors[0]!.message).toBe('「冷氣類型」：「吊隱式」不是這一題的選項');
  });

  it('reads answers sent as a sparse array keyed by field id', () => {
    const sparse: unknown[] = [];
    sparse[11] = '分離式';
    sparse[12] = '3';
    sparse[13] = ['加長銅管'];
    const { answers, errors } = validateAnswers(FIELDS, sparse, NOW);
    expect(errors).toEqual([]);
    expect(answers.map((a) => a.quote_form_field_id)).toEqual([11, 12, 13]);
  });

  it('reads a multiple choice sent as an object of indexes', () => {
    const { answers } = validateAnswers(FIELDS, { 11: '窗型', 12: '1', 13: { 0: '打牆', 1: '加長銅管' } }, NOW);
    expect(answers[2]).toEqual({ quote_form_field_id: 13, value: ['打牆', '加長銅管'] });
  });

  it('refuses answers that are not a set of fields', () => {
    expect(fieldsOf('11=窗型')).toEqual(['QuoteFormSubmissionField']);
  });
});

describe('answerEntries', () => {
  it('reads nothing as no answers', () => {
    expect(answerEntries(undefined)?.size).toBe(0);
    expect(answerEntries('')?.size).toBe(0);
  });
});

describe('encodeAnswer and decodeAnswer', () => {
  it('round-trips a multiple choice through JSON', () => {
    expect(decodeAnswer('multiple_choice', encodeAnswer(['a', 'b']))).toEqual(['a', 'b']);
  });

  it('keeps other answers as text', () => {
    expect(encodeAnswer('2')).toBe('2');
    expect(decodeAnswer('number', '2')).toBe('2');
  });

  it('reads a stored multiple choice that is not JSON as one option', () => {
    expect(decodeAnswer('multiple_choice', '打牆')).toEqual(['打牆']);
  });

  it('writes a multiple choice as one line', () => {
    expect(answerText(['打牆', '拆舊機'])).toBe('打牆、拆舊機');
  });
});
