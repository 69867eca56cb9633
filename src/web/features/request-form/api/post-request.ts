import type { Answer } from '../../../../domain/http/envelope';
import type { CreatedQuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import type { createdRequestAnswerShape } from '../../../../domain/requests/requests.contract';
import type { ApiClient } from '../../../api/client';

/** POST /quote_requests/search_add.json as multipart (the photos go as they are). */
export async function postRequest(api: ApiClient, entries: readonly [string, string][], photos: readonly File[]): Promise<CreatedQuoteRequestResponse> {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  for (const photo of photos) body.append('photos', photo, photo.name);
  const { quote_request } = await api.request<Answer<typeof createdRequestAnswerShape>>('/quote_requests/search_add.json', {
    method: 'POST',
    body,
    quiet: true,
  });
  return quote_request;
}
