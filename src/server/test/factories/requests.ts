import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { ApiResponse, TestServer } from '../harness';
import { type CategoryWithFields, validAnswers } from './catalogue';
import type { ProRef } from './pros';
import { createConsumer } from './users';

/** Requests sent through the API, as the request form sends them. */

type Server = Pick<TestServer, 'db' | 'api'>;

/** Form-urlencoded body from entries, keeping repeated names. */
export function formBody(entries: readonly [string, string][]): string {
  return new URLSearchParams(entries.map(([k, v]) => [k, v])).toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The street address and the move's destination the factory sends by default. */
export const TEST_ADDRESS = '大安區信義路四段 1 號 5 樓';
export const TEST_DESTINATION = { destination_city: '新北市', destination_district: '板橋區' } as const;

/** POST /quote_requests/search_add.json as a form: valid answers unless overridden. */
export function postRequest(
  server: Pick<TestServer, 'api'>,
  token: string | undefined,
  category: CategoryWithFields,
  options: { city?: string; district?: string; description?: string; answers?: [string, string][]; extra?: [string, string][] } = {},
): Promise<ApiResponse> {
  const given = new Set((options.extra ?? []).map(([name]) => name));
  // On-site work needs a street address and a move where it goes to: sent unless the test sends its own.
  const place: [string, string][] = [
    ...(given.has('address') ? [] : [['address', TEST_ADDRESS] as [string, string]]),
    ...(given.has('destination_city') || given.has('destination_district') ? [] : (Object.entries(TEST_DESTINATION) as [string, string][])),
  ];
  const entries: [string, string][] = [
    ['quote_category_id', String(category.id)],
    ['city', options.city ?? '臺北市'],
    ['district', options.district ?? '大安區'],
    ...place,
    ['description', options.description ?? '希望週末可以施工，家裡有養貓。'],
    ['when[day_label]', 'thisWeek'],
    ['when[day_slots][]', '2'],
    ['when[day_slots][]', '3'],
    ...(options.answers ?? validAnswers(category)),
    ...(options.extra ?? []),
  ];
  return server.api('/quote_requests/search_add.json', {
    method: 'POST',
    ...(token ? { token } : {}),
    body: formBody(entries),
    headers: FORM_HEADERS,
  });
}

/** A consumer's request sent through the API and the lead it gave the pro (status 1, no quote yet). */
export async function createRequestWithLead(
  server: Server,
  category: CategoryWithFields,
  pro: ProRef,
  consumer?: Awaited<ReturnType<typeof createConsumer>>,
) {
  const owner = consumer ?? (await createConsumer(server.db));
  const res = await postRequest(server, owner.token, category);
  if (res.status !== 200) throw new Error(`posting the request failed: ${res.status} ${JSON.stringify(res.body)}`);
  const request = res.body.quote_request as CreatedQuoteRequestResponse;
  const bid = await server.db
    .selectFrom('quote_bids')
    .select('id')
    .where('quote_request_id', '=', request.id)
    .where('user_id', '=', pro.user.id)
    .executeTakeFirstOrThrow();
  return { consumer: owner, bidId: bid.id, requestId: request.id };
}
