import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { linkDigest, looksLikeLinkHash } from '../requests';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/** Which reviews a list shows: all, those after a hire, or those through invite links. */
export type FeedbackKind = 'all' | 'verified' | 'external';

/** A public, unarchived service by its id. */
export function findPublicService(db: Db, serviceId: number) {
  return db.selectFrom('quote_services').select('id').where('id', '=', serviceId).where(publicServiceAs('')).executeTakeFirst();
}

/** A page of a service's reviews, verified first, newest first within each, and how many there are. */
export async function listFeedbacks(db: Db, serviceId: number, kind: FeedbackKind, page: number, size: number) {
  let base = db.selectFrom('reviews as r').where('r.quote_service_id', '=', serviceId);
  if (kind !== 'all') base = base.where('r.is_external', '=', kind === 'external');
  const [rows, total] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.rating',
        'r.is_satisfied',
        'r.feedback',
        'r.tags',
        'r.is_external',
        'r.reviewer_name',
        'r.created',
        'u.last_name',
        'u.first_name',
        'u.username',
        (eb) =>
          eb
            .selectFrom('feedback_attachments as fa')
            .select(sql<string[]>`coalesce(array_agg(fa.path order by fa.display_order, fa.id), '{}')`.as('paths'))
            .whereRef('fa.review_id', '=', 'r.id')
            .as('attachments'),
      ])
      .orderBy('r.is_external')
      .orderBy('r.created', 'desc')
      .orderBy('r.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
export type FeedbackRow = Awaited<ReturnType<typeof listFeedbacks>>['rows'][number];

/** An open invite link of a service (not used, not expired, the service not archived). */
export async function liveInvite(db: Db, serviceId: number, hash: string, now: Date) {
  if (!looksLikeLinkHash(hash)) return undefined;
  return db
    .selectFrom('review_invites as i')
    .innerJoin('quote_services as s', 's.id', 'i.quote_service_id')
    .select(['i.id', 'i.quote_service_id', 'i.invitee_name', 's.title', 's.user_id', 's.is_public', 's.is_archived'])
    .where('i.hash_digest', '=', linkDigest(hash))
    .where('i.quote_service_id', '=', serviceId)
    .where('i.review_id', 'is', null)
    .where('i.expires_at', '>', now)
    .where('s.is_archived', '=', false)
    .executeTakeFirst();
}

/** The caller's own unarchived service. */
export function findOwnService(db: Db, userId: number, serviceId: number) {
  return db.selectFrom('quote_services').select(['id', 'title']).where('id', '=', serviceId).where('user_id', '=', userId).where('is_archived', '=', false).executeTakeFirst();
}

/** Invite links a service made since a moment. */
export async function countInvitesSince(db: Db, serviceId: number, since: Date): Promise<number> {
  const { count } = await db
    .selectFrom('review_invites')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('quote_service_id', '=', serviceId)
    .where('created', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
