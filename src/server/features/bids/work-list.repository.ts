import { type Kysely, sql } from 'kysely';
import { WorkFilter } from '../../../domain/bids/quote-status';
import { FAVORITE_TAG, statusesFor, WORK_LIST_PAGE_SIZE, type WorkListQuery } from '../../../domain/bids/work-list';
import { HIDDEN_CONTENT_TEXT } from '../../../domain/ops/moderation';
import type { Database } from '../../db/schema';
import { CONSUMER_NAME_COLUMNS, joinCategory, joinConsumer, joinPlace, joinRequest, REQUEST_PLACE_COLUMNS } from '../requests';
import { providerBidQuery } from './provider-bids.repository';

type Db = Kysely<Database>;

/** The pro's bids with their request, narrowed by a work-list query; not yet paged. */
function workListBase(db: Db, userId: number, query: WorkListQuery) {
  let q = providerBidQuery(db)
    .$call(joinRequest)
    .$call(joinCategory)
    .where('b.user_id', '=', userId)
    .where('b.quote_status_id', 'in', [...statusesFor(query)]);
  // The archive is its own list; the others leave archived bids out.
  if (query.filter === WorkFilter.Archived) q = q.where('b.is_provider_archived', '=', true);
  else q = q.where('b.is_provider_archived', '=', false);
  if (query.filter === WorkFilter.Unread) q = q.where('b.is_provider_readed', '=', false);
  if (query.filter === WorkFilter.Favorite || query.request === 'favorite') q = q.where('b.provider_tag', '=', FAVORITE_TAG);
  switch (query.request) {
    case 'read':
      q = q.where('b.is_provider_readed', '=', true);
      break;
    case 'notread':
      q = q.where('b.is_provider_readed', '=', false);
      break;
    case 'quoted':
      q = q.where('b.quote_sent_on', 'is not', null);
      break;
    case 'notquoted':
      q = q.where('b.quote_sent_on', 'is', null);
      break;
    // Pay-on-contact leads: free to answer, charged when the consumer calls or replies.
    case 'phoneonly':
      q = q.where('b.is_contact_charge', '=', true);
      break;
    // Leads offered at a reduced fee are recorded with this source.
    case 'discount':
      q = q.where('b.recommend_source', '=', 'discount');
      break;
    default:
      break;
  }
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where((eb) => eb.or([eb('r.description', 'ilike', like), eb('c.name', 'ilike', like)]));
  }
  return q;
}

/** One page of the pro's work list, newest first, and how many bids the list holds. */
export async function listWorks(db: Db, userId: number, query: WorkListQuery) {
  const base = workListBase(db, userId, query);
  const [rows, total] = await Promise.all([
    base
      .$call(joinPlace)
      .$call(joinConsumer)
      .select([
        sql<string>`case when r.hidden_at is null then r.description else ${HIDDEN_CONTENT_TEXT} end`.as('request_description'),
        'r.created as request_created',
        'r.is_closed as request_is_closed',
        'r.is_archived as request_is_archived',
        'c.id as category_id',
        'c.slug as category_slug',
        ...REQUEST_PLACE_COLUMNS,
        ...CONSUMER_NAME_COLUMNS,
      ])
      .orderBy('b.created', 'desc')
      .orderBy('b.id', 'desc')
      .limit(WORK_LIST_PAGE_SIZE)
      .offset((query.page - 1) * WORK_LIST_PAGE_SIZE)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
export type WorkRow = Awaited<ReturnType<typeof listWorks>>['rows'][number];
