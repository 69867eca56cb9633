import type { Kysely } from 'kysely';
import type { BoundingBox } from '../../../domain/geo/geometry';
import type { DrawnArea } from '../../../domain/geo/service-area';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The service's drawn area row, if any. */
export function findDrawnArea(db: Db, serviceId: number) {
  return db.selectFrom('quote_service_drawn_areas').selectAll().where('quote_service_id', '=', serviceId).executeTakeFirst();
}

/** The service's base address, else its district's centre. */
export async function findBase(db: Db, serviceId: number): Promise<{ latitude: number; longitude: number } | null> {
  const row = await db
    .selectFrom('quote_services as s')
    .leftJoin('districts as d', 'd.id', 's.district_id')
    .select(['s.latitude', 's.longitude', 'd.latitude as district_lat', 'd.longitude as district_lng'])
    .where('s.id', '=', serviceId)
    .executeTakeFirst();
  if (row?.latitude != null && row.longitude != null) return { latitude: row.latitude, longitude: row.longitude };
  if (row?.district_lat != null && row.district_lng != null) return { latitude: row.district_lat, longitude: row.district_lng };
  return null;
}

/** Replaces the drawn area; a circle's centre becomes the service's base address too. */
export async function saveDrawnArea(trx: Db, serviceId: number, area: DrawnArea, box: BoundingBox, now: Date): Promise<void> {
  const values = {
    shape: area.shape,
    centre_lat: area.shape === 'radius' ? area.centre.lat : null,
    centre_lng: area.shape === 'radius' ? area.centre.lng : null,
    radius_km: area.shape === 'radius' ? area.radiusKm : null,
    ring: area.shape === 'polygon' ? JSON.stringify(area.ring.map((p) => [p.lat, p.lng])) : null,
    min_lat: box.minLat,
    max_lat: box.maxLat,
    min_lng: box.minLng,
    max_lng: box.maxLng,
    modified: now,
  };
  await trx
    .insertInto('quote_service_drawn_areas')
    .values({ quote_service_id: serviceId, ...values })
    .onConflict((oc) => oc.column('quote_service_id').doUpdateSet(values))
    .execute();
  if (area.shape === 'radius') {
    await trx.updateTable('quote_services').set({ latitude: area.centre.lat, longitude: area.centre.lng, location_source: 'map', modified: now }).where('id', '=', serviceId).execute();
  }
}

export async function deleteDrawnArea(trx: Db, serviceId: number): Promise<void> {
  await trx.deleteFrom('quote_service_drawn_areas').where('quote_service_id', '=', serviceId).execute();
}
