import type { QuoteTemplateResponse } from '../../../../domain/bids/quote-template';
import type { ApiClient } from '../../../api/client';

/** The pro's saved quote templates (the quote form, the template manager and auto-quote pick from them). */
export type QuoteTemplate = QuoteTemplateResponse;

export async function getQuoteTemplates(api: ApiClient): Promise<QuoteTemplate[]> {
  const { quote_templates } = await api.request<{ quote_templates: QuoteTemplate[] }>('/quote_templates/index.json', { quiet: true });
  return quote_templates;
}
