import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createPro, postRequest } from '../requests/test-factories';

/** Conversations for the message tests and the benchmark: a consumer, a pro and a sent quote. */

type Server = Pick<TestServer, 'db' | 'api'>;
export type Party = Awaited<ReturnType<typeof createConsumer>>;
export type ProParty = Awaited<ReturnType<typeof createPro>>;

export interface Conversation {
  pro: ProParty;
  consumer: Party;
  bidId: number;
  requestId: number;
}

/** A new pro serving the category in the city. */
export function newPro(server: Server, category: CategoryWithFields, cityId: number) {
  return createPro(server.db, { categoryIds: [category.id], areas: [{ cityId, districtId: null }] });
}

/** A consumer's request and the lead it gave the pro (status 1, no quote yet). */
export async function leadFor(server: Server, category: CategoryWithFields, pro: ProParty, consumer?: Party) {
  const owner = consumer ?? (await createConsumer(server.db));
  const res = await postRequest(server as TestServer, owner.token, category);
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

/** A lead the pro answered with a quote through the API (pay-on-contact when asked). */
export async function quotedConversation(
  server: Server,
  category: CategoryWithFields,
  cityId: number,
  options: { pro?: ProParty; consumer?: Party; contactCharge?: boolean } = {},
): Promise<Conversation> {
  const pro = options.pro ?? (await newPro(server, category, cityId));
  const { consumer, bidId, requestId } = await leadFor(server, category, pro, options.consumer);
  // A pay-on-contact quote needs a bound card (409 code 2): a sandbox card on file.
  if (options.contactCharge) await bindSandboxCard(server, pro.user.id);
  const res = await server.api(`/quote_bids/change_status/rating/${bidId}.json`, {
    method: 'POST',
    token: pro.token,
    json: { rating_type: 'flat', flat_rate_at: 4800, ...(options.contactCharge ? { is_contact_charge: 1 } : {}) },
  });
  if (res.status !== 200) throw new Error(`quoting failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { pro, consumer, bidId, requestId };
}

async function bindSandboxCard(server: Server, userId: number): Promise<void> {
  const bound = await server.db.selectFrom('payment_cards').select('id').where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst();
  if (bound) return;
  await server.db
    .insertInto('payment_cards')
    .values({ user_id: userId, provider: 'sandbox', brand: 'VISA', last4: '4242', card_token: `test-token-${userId}`, card_key: `test-key-${userId}` })
    .execute();
}

/** POST /messages/quote_conversation/{bid}.json with a JSON body. */
export function postMessage(server: Server, token: string | undefined, bidId: number | string, message: unknown) {
  return server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', ...(token ? { token } : {}), json: { message } });
}
