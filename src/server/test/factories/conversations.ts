import type { TestServer } from '../harness';
import type { CategoryWithFields } from './catalogue';
import { bindTestCard } from './money';
import { createProWithService } from './pros';
import { createRequestWithLead } from './requests';
import type { createConsumer } from './users';

/** Conversations for the message tests and the benchmark: a consumer, a pro and a sent quote. */

type Server = Pick<TestServer, 'db' | 'api'>;
export type Party = Awaited<ReturnType<typeof createConsumer>>;
export type ProParty = Awaited<ReturnType<typeof createProWithService>>;

export interface Conversation {
  pro: ProParty;
  consumer: Party;
  bidId: number;
  requestId: number;
}

/** A new pro serving the category in the whole city. */
export function createProInCity(server: Pick<TestServer, 'db'>, category: CategoryWithFields, cityId: number) {
  return createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId, districtId: null }] });
}

/** A lead the pro answered with a quote through the API (pay-on-contact when asked). */
export async function quotedConversation(
  server: Server,
  category: CategoryWithFields,
  cityId: number,
  options: { pro?: ProParty; consumer?: Party; contactCharge?: boolean } = {},
): Promise<Conversation> {
  const pro = options.pro ?? (await createProInCity(server, category, cityId));
  const { consumer, bidId, requestId } = await createRequestWithLead(server, category, pro, options.consumer);
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
  if (!bound) await bindTestCard(server.db, userId);
}

/** POST /messages/quote_conversation/{bid}.json with a JSON body. */
export function postMessage(server: Pick<TestServer, 'api'>, token: string | undefined, bidId: number | string, message: unknown) {
  return server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', ...(token ? { token } : {}), json: { message } });
}
