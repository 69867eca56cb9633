import type { FormFieldType } from '../catalogue/catalogue.types';
import type { FieldError } from '../errors/app-error';
import { DAY_MS, taipeiDateKey } from '../time';

/** One question of a category's form, as the answer rules need it. */
export interface FormFieldRule {
  id: number;
  label: string;
  type: FormFieldType;
  options: string[];
  is_required: boolean;
}

/** A multiple-choice answer is the list of options picked; every other answer is one text. */
export type AnswerValue = string | string[];

export interface Answer {
  quote_form_field_id: number;
  value: AnswerValue;
}

export const TEXT_ANSWER_MAX = 1000;
const NUMBER_MAX = 1_000_000_000;
// How far ahead a wished-for date may be: two years is plenty for any job.
const DATE_MAX_DAYS_AHEAD = 731;

/** The form name of an answer: QuoteFormSubmissionField[12]. */
export function answerFieldName(fieldId: number | string): string {
  return `QuoteFormSubmissionField[${fieldId}]`;
}

/**
 * The answers keyed by field id. Form bodies arrive as an object, or - when qs sees small
 * numeric keys - as a sparse array whose indexes are the field ids; both read the same.
 */
export function answerEntries(raw: unknown): Map<string, unknown> | null {
  if (raw === undefined || raw === null || raw === '') return new Map();
  if (typeof raw !== 'object') return null;
  return new Map(Object.entries(raw as Record<string, unknown>));
}

// Taiwanese keyboards often type full-width digits (１２); read them as ASCII.
function halfWidthDigits(text: string): string {
  return text.replace(/[０-９．]/g, (c) => (c === '．' ? '.' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
}

function texts(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [value];
  if (!list.every((v) => typeof v === 'string' || typeof v === 'number')) return null;
  return list.map((v) => String(v).trim()).filter((v) => v !== '');
}

type Check = { value: AnswerValue } | { error: string };

function checkDate(text: string, now: Date): Check {
  const normalized = halfWidthDigits(text).replaceAll('/', '-');
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(normalized);
  if (!match) return { error: '請選擇日期（例如 2025-06-01）' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { error: '這一天不存在，請重新選擇日期' };
  }
  const key = `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const today = taipeiDateKey(now);
  if (key < today) return { error: '日期不能早於今天' };
  if (date.getTime() - Date.parse(`${today}T00:00:00Z`) > DATE_MAX_DAYS_AHEAD * DAY_MS) return { error: '日期請在兩年以內' };
  return { value: key };
}

function checkNumber(text: string): Check {
  const normalized = halfWidthDigits(text).replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized) || Number(normalized) > NUMBER_MAX) return { error: '請填寫數字（最多兩位小數）' };
  return { value: String(Number(normalized)) };
}

function checkOne(field: FormFieldRule, given: string[], now: Date): Check {
  const first = given[0]!;
  switch (field.type) {
    case 'multiple_choice': {
      const unknown = given.find((v) => !field.options.includes(v));
      return unknown ? { error: `「${unknown}」不是這一題的選項` } : { value: [...new Set(given)] };
    }
    case 'single_choice':
      if (given.length > 1) return { error: '這一題只能選一個答案' };
      return field.options.includes(first) ? { value: first } : { error: `「${first}」不是這一題的選項` };
    case 'number':
      return given.length > 1 ? { error: '請只填一個數字' } : checkNumber(first);
    case 'date':
      return given.length > 1 ? { error: '請只選一個日期' } : checkDate(first, now);
    case 'text': {
      const text = given.join('\n');
      return text.length > TEXT_ANSWER_MAX ? { error: `請在 ${TEXT_ANSWER_MAX} 字以內` } : { value: text };
    }
  }
}

/**
 * Checks the answers against the category's active questions: required ones answered,
 * choices among the options, numbers and dates well formed. Errors name the field as the form
 * does (QuoteFormSubmissionField[12]) and quote its label.
 */
export function validateAnswers(fields: readonly FormFieldRule[], raw: unknown, now: Date): { answers: Answer[]; errors: FieldError[] } {
  const entries = answerEntries(raw);
  if (!entries) return { answers: [], errors: [{ field: 'QuoteFormSubmissionField', message: '問題的答案格式不正確' }] };
  const errors: FieldError[] = [];
  const answers: Answer[] = [];
  const byId = new Map(fields.map((f) => [String(f.id), f]));
  for (const key of entries.keys()) {
    if (!byId.has(key)) errors.push({ field: answerFieldName(key), message: '這個服務類別沒有這一題' });
  }
  for (const field of fields) {
    const given = texts(entries.get(String(field.id)));
    const name = answerFieldName(field.id);
    if (given === null) {
      errors.push({ field: name, message: `「${field.label}」的答案格式不正確` });
      continue;
    }
    if (given.length === 0) {
      if (field.is_required) errors.push({ field: name, message: `請回答「${field.label}」` });
      continue;
    }
    const checked = checkOne(field, given, now);
    if ('error' in checked) errors.push({ field: name, message: `「${field.label}」：${checked.error}` });
    else answers.push({ quote_form_field_id: field.id, value: checked.value });
  }
  return { answers, errors };
}

/** How an answer is kept in quote_form_submission_fields.value. */
export function encodeAnswer(value: AnswerValue): string {
  return Array.isArray(value) ? JSON.stringify(value) : value;
}

/** An answer read back from quote_form_submission_fields.value. */
export function decodeAnswer(type: FormFieldType, stored: string): AnswerValue {
  if (type !== 'multiple_choice') return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.map(String) : [stored];
  } catch {
    return [stored];
  }
}

/** An answer as one line of text: options joined with 、. */
export function answerText(value: AnswerValue): string {
  return Array.isArray(value) ? value.join('、') : value;
}
