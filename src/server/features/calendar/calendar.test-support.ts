import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { DAY_MS, taipeiDateKey } from '../../../domain/time';
import type { Database } from '../../db/schema';
import type { TestServer } from '../../test/harness';
import { sendQuote } from '../requests/test-quotes';

/** Rows and calls shared by the calendar and booking tests. */

type Db = Kysely<Database>;

/** The Taipei date `days` from today, `YYYY-MM-DD`. */
export function taipeiDateIn(days: number): string {
  return taipeiDateKey(new Date(Date.now() + days * DAY_MS));
}

/** A UTC time string for a Taipei date and clock, e.g. ('2026-12-01', '09:00') is '2026-12-01 01:00:00'. */
export function utcOfTaipei(date: string, clock: string): string {
  const instant = new Date(`${date}T${clock}:00+08:00`);
  return instant.toISOString().replace('T', ' ').slice(0, 19);
}

/** A request of the consumer in the category and a bid of the pro's service on it, at the status. */
export async function bidBetween(
  db: Db,
  parties: { consumerId: number; proId: number; serviceId: number; categoryId: number; cityId: number; districtId: number },
  status: QuoteStatusId = QuoteStatus.InProgress,
) {
  const request = await db
    .insertInto('quote_requests')
    .values({
      user_id: parties.consumerId,
      quote_category_id: parties.categoryId,
      city_id: parties.cityId,
      district_id: parties.districtId,
      hash_digest: `cal-${randomBytes(8).toString('hex')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bid = await db
    .insertInto('quote_bids')
    .values({ quote_request_id: request.id, quote_service_id: parties.serviceId, user_id: parties.proId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== QuoteStatus.Send) {
    await sendQuote(db, bid.id, { type: 'flat', amount: 2400 });
    await db.updateTable('quote_bids').set({ quote_status_id: status }).where('id', '=', bid.id).execute();
  }
  return { requestId: request.id, bidId: bid.id };
}

/** The pro opens every day slot of every weekday through the API. */
export async function openAllWeek(server: Pick<TestServer, 'api'>, token: string, serviceId: number) {
  const everySlot = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, [1, 2, 3, 4, 5]]));
  const res = await server.api(`/business_hours/edit/${serviceId}.json`, { method: 'POST', token, json: { day_slots: everySlot } });
  if (res.status !== 200) throw new Error(`setting hours failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** POST /service_reserves/add.json as JSON. */
export function book(server: Pick<TestServer, 'api'>, token: string | undefined, body: Record<string, unknown>) {
  return server.api('/service_reserves/add.json', { method: 'POST', ...(token ? { token } : {}), json: body });
}
