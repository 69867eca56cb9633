import type { Kysely } from 'kysely';
import { Activity, NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import type { Database } from '../../db/schema';
import { countLeads, insertLeadNotifications } from '../matching';
import { insertActivities } from '../requests';

type Db = Kysely<Database>;

/** A new lead of a pro on a request, brought by the job center or an invite: the bid, its activity, the lead count and (for an invite) the pro's notification. */
export async function insertLead(trx: Db, lead: { requestId: number; serviceId: number; userId: number; source: string; now: Date; notify: boolean }): Promise<number> {
  const bid = await trx
    .insertInto('quote_bids')
    .values({
      quote_request_id: lead.requestId,
      quote_service_id: lead.serviceId,
      user_id: lead.userId,
      quote_status_id: QuoteStatus.Send,
      recommend_source: lead.source,
      is_interested: lead.source === 'job_center' ? true : null,
      // A pro the consumer picked answers first: accept (2) or decline with a reason (3).
      narrow_status_id: lead.source === 'invite' ? NarrowStatus.Pending : null,
      created: lead.now,
      modified: lead.now,
    })
    .returning(['id', 'user_id'])
    .executeTakeFirstOrThrow();
  await insertActivities(trx, [{ quote_request_id: lead.requestId, quote_bid_id: bid.id, user_id: null, type: Activity.Create, created: lead.now }]);
  await countLeads(trx, [lead.serviceId], lead.now);
  if (lead.notify) await insertLeadNotifications(trx, lead.requestId, [bid], lead.now);
  return bid.id;
}
