import { type Kysely, sql } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { ActivityType } from '../../../domain/bids/quote-status';
import type { BookingContactResponse, BookingResponse, HiredJobResponse } from '../../../domain/requests/quote-request.types';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import { displayPhone } from '../../../domain/users/phone';
import type { RowOf } from '../../db/queries/row-of';
import type { Database } from '../../db/schema';
import { BID_PARTIES_COLUMNS, bidRequestQuery, CONSUMER_NAME_COLUMNS, joinConsumer, joinPlace, joinPro, PRO_NAME_COLUMNS, REQUEST_PLACE_COLUMNS } from './request-summary.query';

type Db = Kysely<Database>;

const HIRED = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

function bookingQuery(db: Db) {
  return bidRequestQuery(db)
    .$call(joinPlace)
    .$call(joinConsumer)
    .$call(joinPro)
    .select([
      ...BID_PARTIES_COLUMNS,
      'b.hired_on',
      'r.address',
      ...REQUEST_PLACE_COLUMNS,
      's.contact_phone',
      's.contact_email',
      ...PRO_NAME_COLUMNS,
      'pro.phone as pro_phone',
      'pro.email as pro_email',
      ...CONSUMER_NAME_COLUMNS,
      'cu.phone as consumer_phone',
      'cu.email as consumer_email',
      sql<boolean>`exists (select 1 from reviews rv where rv.quote_bid_id = b.id)`.as('is_reviewed'),
    ])
    .where('b.quote_status_id', 'in', HIRED)
    .where('b.hired_on', 'is not', null);
}
type BookingRow = RowOf<typeof bookingQuery>;

/** Whether a quote is one bookingQuery finds (hired, with its hire date). */
export function isHired(bid: { quote_status_id: number; hired_on: Date | null }): boolean {
  return (HIRED as readonly number[]).includes(bid.quote_status_id) && bid.hired_on !== null;
}

function toBooking(row: BookingRow, contact: BookingContactResponse): BookingResponse {
  return {
    quote_bid_id: row.id,
    quote_request_id: row.quote_request_id,
    hired_on: toUtcString(row.hired_on!),
    address: row.address,
    place: `${row.city_name}${row.district_name}`,
    category_name: row.category_name,
    contact,
  };
}

/** The consumer's booking on his request: the hired pro, how to reach him, when and where. */
export async function consumerBooking(db: Db, requestId: number): Promise<BookingResponse | null> {
  const row = await bookingQuery(db).where('b.quote_request_id', '=', requestId).orderBy('b.hired_on', 'desc').orderBy('b.id', 'desc').executeTakeFirst();
  if (!row) return null;
  return toBooking(row, {
    full_name: fullName({ username: row.pro_username, first_name: row.pro_first_name, last_name: row.pro_last_name }),
    phone: displayPhone(row.contact_phone || row.pro_phone),
    email: row.contact_email || row.pro_email,
  });
}

/**
 * The pro's booking on his bid, once the consumer hired him (a self_hire is the pro's own word
 * and shows nothing of the consumer): the consumer's real name, phone and address.
 */
export async function proBooking(db: Db, bidId: number): Promise<BookingResponse | null> {
  const row = await bookingQuery(db).where('b.id', '=', bidId).where('b.hired_by_requester', '=', true).executeTakeFirst();
  if (!row) return null;
  return toBooking(row, {
    full_name: fullName({ username: row.consumer_username, first_name: row.consumer_first_name, last_name: row.consumer_last_name }),
    phone: displayPhone(row.consumer_phone),
    email: row.consumer_email,
  });
}

/** Upper bound of the hired jobs an appointments list shows. */
export const HIRED_JOBS_MAX = 100;

/**
 * The user's hired jobs, as the consumer who hired and as the pro hired, latest first. A pro
 * sees the consumer's name, phone and address only when the consumer hired him.
 */
export async function listHiredJobs(db: Db, userId: number): Promise<HiredJobResponse[]> {
  const rows = await bookingQuery(db)
    .where((eb) => eb.or([eb('r.user_id', '=', userId), eb('b.user_id', '=', userId)]))
    .orderBy('b.hired_on', 'desc')
    .orderBy('b.id', 'desc')
    .limit(HIRED_JOBS_MAX)
    .execute();
  return rows.map((row) => {
    const completed = row.quote_status_id !== QuoteStatus.Hired ? 1 : 0;
    const reviewed = row.is_reviewed ? 1 : 0;
    if (row.consumer_id === userId) {
      return {
        ...toBooking(row, {
          full_name: fullName({ username: row.pro_username, first_name: row.pro_first_name, last_name: row.pro_last_name }),
          phone: displayPhone(row.contact_phone || row.pro_phone),
          email: row.contact_email || row.pro_email,
        }),
        role: 'consumer' as const,
        is_completed: completed,
        is_reviewed: reviewed,
      };
    }
    const consumer = { username: row.consumer_username, first_name: row.consumer_first_name, last_name: row.consumer_last_name };
    const hired = row.hired_by_requester;
    const booking = toBooking(row, {
      full_name: consumerNameForPro(consumer, { hiredByConsumer: hired }),
      phone: hired ? displayPhone(row.consumer_phone) : null,
      email: hired ? row.consumer_email : null,
    });
    return { ...booking, address: hired ? booking.address : null, role: 'pro' as const, is_completed: completed, is_reviewed: reviewed };
  });
}

/**
 * The request's timeline as its owner reads it: the request's creation once (matching also
 * logs one per notified pro, for that pro's own timeline), and not the owner's own views.
 */
export function ownerTimeline<T extends { type: ActivityType; quote_bid_id: number | null; user_id: number | null }>(rows: readonly T[], ownerId: number): T[] {
  let created = false;
  return rows.filter((row) => {
    if (row.type === 'view' && row.user_id === ownerId) return false;
    if (row.type !== 'create') return true;
    if (created) return false;
    created = true;
    return true;
  });
}
