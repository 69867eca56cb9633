import type { QuoteTemplateResponse, quoteTemplatesAnswerShape } from '../../../../domain/bids/quote-template';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** The pro's saved quote templates (the quote form, the template manager and auto-quote pick from them). */
export type QuoteTemplate = QuoteTemplateResponse;

export async function getQuoteTemplates(api: ApiClient): Promise<QuoteTemplate[]> {
  const { quote_templates } = await api.request<Answer<typeof quoteTemplatesAnswerShape>>('/quote_templates/index.json', { quiet: true });
  return quote_templates;
}
