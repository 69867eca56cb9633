import { QUOTE_PRICE_MAX } from '../../../domain/bids/quote-input';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../../domain/bids/quote-template';
import type { FormFailure } from '../../api/error-info';
import type { QuoteBody } from './api/works';
import type { QuoteTemplate } from '../services';
import type { NewTemplate } from './quote-files';

export type PriceType = QuoteBody['rating_type'];
export const PRICE_TYPES: readonly PriceType[] = ['flat', 'hourly', 'required'];

/** What the template form holds while the pro types; kept whole across a refusal. */
export interface TemplateDraft {
  name: string;
  type: PriceType;
  price: string;
  note: string;
  /** URLs of the stored files the template keeps. */
  kept: string[];
  files: File[];
  /** Quotes sent with the template pay on contact. */
  contactCharge: boolean;
}

/** The price type a template stands for, read the way the quote form applies it. */
export function templatePriceType(template: Pick<QuoteTemplate, 'on_site' | 'hourly_rate_at'>): PriceType {
  if (template.on_site) return 'required';
  return template.hourly_rate_at !== null ? 'hourly' : 'flat';
}

export function draftOf(template: QuoteTemplate | null): TemplateDraft {
  if (!template) return { name: '', type: 'flat', price: '', note: '', kept: [], files: [], contactCharge: false };
  const type = templatePriceType(template);
  const amount = type === 'hourly' ? template.hourly_rate_at : type === 'flat' ? template.flat_rate_at : null;
  return {
    name: template.display_name,
    type,
    price: amount === null ? '' : String(amount),
    note: template.price_note,
    kept: [...template.attachments],
    files: [],
    contactCharge: template.is_contact_charge === 1,
  };
}

/** A whole TWD amount above 0 and within the server's bound, else null. */
export function readAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d{1,8}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 && n <= QUOTE_PRICE_MAX ? n : null;
}

export type DraftProblems = { name?: 'nameMissing' | 'nameTooLong'; price?: 'priceInvalid' };

/** What must change before the draft can go; the server checks again. */
export function draftProblems(draft: TemplateDraft): DraftProblems {
  const name = draft.name.trim();
  const problems: DraftProblems = {};
  if (name === '') problems.name = 'nameMissing';
  else if (name.length > TEMPLATE_NAME_MAX_LENGTH) problems.name = 'nameTooLong';
  if (draft.type !== 'required' && readAmount(draft.price) === null) problems.price = 'priceInvalid';
  return problems;
}

/** The draft as add and edit take it; call after draftProblems found nothing. */
export function draftInput(draft: TemplateDraft): NewTemplate {
  const amount = draft.type === 'required' ? null : readAmount(draft.price);
  return {
    display_name: draft.name.trim(),
    quote: {
      rating_type: draft.type,
      ...(draft.type === 'flat' && amount !== null ? { flat_rate_at: amount } : {}),
      ...(draft.type === 'hourly' && amount !== null ? { hourly_rate_at: amount } : {}),
      price_note: draft.note,
      // How quotes sent with it pay: at once (0) or when the consumer makes contact (1).
      is_contact_charge: draft.contactCharge ? 1 : 0,
    },
    keep: draft.kept,
    files: draft.files,
  };
}

/** The form's fields that can show an error beside them. */
export type DraftField = 'name' | 'price' | 'note' | 'files';

const SERVER_FIELDS: Record<string, DraftField> = {
  display_name: 'name',
  flat_rate_at: 'price',
  hourly_rate_at: 'price',
  price_note: 'note',
  attachments: 'files',
  keep_attachments: 'files',
};

/** The server's field errors by the form's fields; `rest` when some error has no field shown to sit beside. */
export function serverFieldErrors(failure: FormFailure, type: PriceType): { fields: Partial<Record<DraftField, string>>; rest: boolean } {
  const fields: Partial<Record<DraftField, string>> = {};
  let rest = failure.fields.length === 0;
  for (const { field, message } of failure.fields) {
    const mine = SERVER_FIELDS[field];
    // No price field is shown for an on-site template.
    if (!mine || (mine === 'price' && type === 'required')) rest = true;
    else fields[mine] ??= message;
  }
  return { fields, rest };
}
