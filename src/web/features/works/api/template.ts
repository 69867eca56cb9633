import type { quoteTemplateAnswerShape } from '../../../../domain/bids/quote-template';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';
import type { QuoteTemplate } from '../../services';
import type { NewTemplate } from '../quote-files';

/** A template as the API sends it, with the service and category it fits. */
export type StoredTemplate = QuoteTemplate;

/** A template's new fields; the service and category go back as they were, since an edit replaces every field. */
export interface TemplateEdit extends NewTemplate {
  id: number;
  quote_service_id: number | null;
  quote_category_id: number | null;
}

/** JSON without new files; multipart with them, where `attachments` carries the kept URLs and the new files. */
function editBody(edit: TemplateEdit): Record<string, unknown> | FormData {
  const fields = {
    display_name: edit.display_name,
    price_note: edit.quote.price_note,
    flat_rate_at: edit.quote.flat_rate_at ?? null,
    hourly_rate_at: edit.quote.hourly_rate_at ?? null,
    on_site: edit.quote.rating_type === 'required' ? 1 : 0,
    is_contact_charge: edit.quote.is_contact_charge,
    quote_service_id: edit.quote_service_id,
    quote_category_id: edit.quote_category_id,
  };
  if (edit.files.length === 0) return { ...fields, attachments: [...edit.keep] };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, String(value));
  }
  for (const url of edit.keep) form.append('attachments', url);
  for (const file of edit.files) form.append('attachments', file, file.name);
  return form;
}

/** POST /quote_templates/edit/{id}.json: the template with its new fields and files. */
export async function editTemplate(api: ApiClient, edit: TemplateEdit): Promise<QuoteTemplate> {
  const { quote_template } = await api.request<Answer<typeof quoteTemplateAnswerShape>>(`/quote_templates/edit/${edit.id}.json`, {
    method: 'POST',
    body: editBody(edit),
    quiet: true,
  });
  return quote_template;
}

/** POST /quote_templates/delete/{id}.json. */
export async function deleteTemplate(api: ApiClient, id: number): Promise<void> {
  await api.request<unknown>(`/quote_templates/delete/${id}.json`, { method: 'POST', quiet: true });
}
