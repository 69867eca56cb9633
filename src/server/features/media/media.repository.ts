import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

const PHOTO_COLUMNS = ['id', 'quote_service_id', 'path', 'thumb_path', 'caption', 'display_order', 'width', 'height', 'created'] as const;

/** The service's photos in their order. */
export function photosOf(db: Db, serviceId: number) {
  return db.selectFrom('quote_service_photos').select(PHOTO_COLUMNS).where('quote_service_id', '=', serviceId).orderBy('display_order').orderBy('id').execute();
}
export type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

export async function countPhotos(db: Db, serviceId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_service_photos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('quote_service_id', '=', serviceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A photo, if the caller owns its (not deleted) service. */
export function findOwnedPhoto(db: Db, userId: number, photoId: number, lock = false) {
  let query = db
    .selectFrom('quote_service_photos as p')
    .innerJoin('quote_services as s', 's.id', 'p.quote_service_id')
    .select(['p.id', 'p.quote_service_id', 'p.path', 'p.thumb_path'])
    .where('p.id', '=', photoId)
    .where('s.user_id', '=', userId)
    .where('s.deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertPhotos(
  db: Db,
  serviceId: number,
  photos: { path: string; thumb_path: string; caption: string; width: number; height: number }[],
): Promise<void> {
  if (photos.length === 0) return;
  const row = await db
    .selectFrom('quote_service_photos')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('quote_service_id', '=', serviceId)
    .executeTakeFirst();
  const start = row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  await db
    .insertInto('quote_service_photos')
    .values(photos.map((p, i) => ({ quote_service_id: serviceId, ...p, display_order: start + i })))
    .execute();
}

export async function updateCaption(db: Db, photoId: number, caption: string): Promise<void> {
  await db.updateTable('quote_service_photos').set({ caption }).where('id', '=', photoId).execute();
}

export async function deletePhoto(db: Db, photoId: number): Promise<void> {
  await db.deleteFrom('quote_service_photos').where('id', '=', photoId).execute();
}

/** Sets display_order to each id's place in the list, in one statement. */
export async function reorderPhotos(db: Db, serviceId: number, ids: number[]): Promise<void> {
  const values = sql.join(ids.map((id, i) => sql`(${id}::integer, ${i}::integer)`));
  await sql`update quote_service_photos p set display_order = v.display_order
    from (values ${values}) as v (id, display_order)
    where p.id = v.id and p.quote_service_id = ${serviceId} and p.display_order is distinct from v.display_order`.execute(db);
}

export async function setLogo(db: Db, serviceId: number, logo: { logo_path: string | null; logo_thumb_path: string | null }): Promise<void> {
  await db.updateTable('quote_services').set(logo).where('id', '=', serviceId).execute();
}

/** A photo anyone may see: its service is public, not archived and not deleted. */
export function findPublicPhoto(db: Db, photoId: number) {
  return db
    .selectFrom('quote_service_photos as p')
    .innerJoin('quote_services as s', 's.id', 'p.quote_service_id')
    .select(['p.id'])
    .where('p.id', '=', photoId)
    .where(publicServiceAs('s'))
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function photoExists(db: Db, photoId: number): Promise<boolean> {
  return (await db.selectFrom('quote_service_photos').select('id').where('id', '=', photoId).executeTakeFirst()) !== undefined;
}

/** Records a like once; a second like of the same photo changes nothing. */
export async function like(db: Db, userId: number, photoId: number): Promise<void> {
  await db
    .insertInto('quote_service_photo_likes')
    .values({ user_id: userId, quote_service_photo_id: photoId })
    .onConflict((oc) => oc.columns(['user_id', 'quote_service_photo_id']).doNothing())
    .execute();
}

export async function unlike(db: Db, userId: number, photoId: number): Promise<void> {
  await db.deleteFrom('quote_service_photo_likes').where('user_id', '=', userId).where('quote_service_photo_id', '=', photoId).execute();
}

export async function likeCount(db: Db, photoId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_service_photo_likes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('quote_service_photo_id', '=', photoId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function likedQuery(db: Db, userId: number) {
  return db
    .selectFrom('quote_service_photo_likes as l')
    .innerJoin('quote_service_photos as p', 'p.id', 'l.quote_service_photo_id')
    .innerJoin('quote_services as s', 's.id', 'p.quote_service_id')
    .where('l.user_id', '=', userId)
    .where(publicServiceAs('s'))
    .where('s.deleted_at', 'is', null);
}

/** The caller's liked photos that are still public, newest like first. */
export function likedPhotos(db: Db, userId: number, limit: number, offset: number) {
  return likedQuery(db, userId)
    .select(['p.id', 'p.path', 'p.thumb_path', 'p.caption', 'l.created as liked', 's.id as service_id', 's.title as service_title'])
    .orderBy('l.created', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type LikedPhotoRow = Awaited<ReturnType<typeof likedPhotos>>[number];

export async function countLikedPhotos(db: Db, userId: number): Promise<number> {
  const row = await likedQuery(db, userId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
