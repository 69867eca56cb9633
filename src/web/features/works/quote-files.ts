import type { QuoteTemplateResponse } from '../../../domain/bids/quote-template';
import type { QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import type { ApiClient } from '../../api/client';
import type { QuoteBody } from './api/works';
import type { PickerTexts } from '../projects';

/** Files a quote or a template carries at most (the server's QUOTE_ATTACHMENTS_MAX). */
export const QUOTE_FILES_MAX = 5;

/** A template's file (a URL only) as the form shows it. */
export function templateFile(url: string, index: number): QuoteAttachmentResponse {
  const extension = /\.([a-z]+)$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = extension === 'pdf' ? 'pdf' : extension === 'gif' ? 'gif' : extension === 'png' ? 'png' : 'jpeg';
  return { url, name: `附件${index + 1}.${extension || 'jpg'}`, type, size: 0 };
}

function appendFields(form: FormData, fields: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, String(value));
  }
}

/**
 * The body of change_status/rating: JSON without new files, multipart with them. `keep` is
 * always sent, so files taken off the form come off the quote.
 */
export function quoteRequestBody(quote: QuoteBody, keep: readonly string[], files: readonly File[]): Record<string, unknown> | FormData {
  if (files.length === 0) return { ...quote, keep_attachments: keep.length > 0 ? [...keep] : '' };
  const form = new FormData();
  appendFields(form, { ...quote });
  if (keep.length === 0) form.append('keep_attachments', '');
  for (const url of keep) form.append('keep_attachments', url);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

export interface NewTemplate {
  display_name: string;
  quote: QuoteBody;
  keep: readonly string[];
  files: readonly File[];
}

export type SavedTemplate = QuoteTemplateResponse;

/** POST /quote_templates/add.json from the quote form: its price, note and files. */
export async function addTemplate(api: ApiClient, input: NewTemplate): Promise<SavedTemplate> {
  const form = new FormData();
  appendFields(form, {
    display_name: input.display_name,
    price_note: input.quote.price_note,
    flat_rate_at: input.quote.flat_rate_at,
    hourly_rate_at: input.quote.hourly_rate_at,
    on_site: input.quote.rating_type === 'required' ? 1 : 0,
    is_contact_charge: input.quote.is_contact_charge,
  });
  for (const url of input.keep) form.append('attachments', url);
  for (const file of input.files) form.append('attachments', file, file.name);
  const { quote_template } = await api.request<{ quote_template: SavedTemplate }>('/quote_templates/add.json', { method: 'POST', body: form, quiet: true });
  return quote_template;
}

/** The file picker's texts for a quote's or a template's files (the same files, the same limits). */
export function quoteFileTexts(t: (key: string, options?: Record<string, unknown>) => string): PickerTexts {
  return {
    label: t('works>quote>files>label'),
    hint: t('works>quote>files>hint', { max: QUOTE_FILES_MAX }),
    tooMany: t('works>quote>files>tooMany', { max: QUOTE_FILES_MAX }),
    tooLarge: (name) => t('works>quote>files>tooLarge', { name }),
    badType: (name) => t('works>quote>files>badType', { name }),
    remove: (name) => t('works>quote>files>remove', { name }),
    newMark: t('works>quote>files>new'),
  };
}
