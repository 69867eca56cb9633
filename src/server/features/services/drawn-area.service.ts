import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../adapters/clock';
import { AppError } from '../../../domain/errors/app-error';
import { type DrawnArea, drawnAreaBox } from '../../../domain/geo/service-area';
import { openRing } from '../../../domain/geo/geometry';
import { type DrawnAreaBody, type DrawnAreaResponse, toLatLng } from '../../../domain/services/drawn-area.schema';
import type { Database } from '../../db/schema';
import * as repo from './drawn-area.repository';
import { ownService } from './services.service';

type Db = Kysely<Database>;
type DrawnAreaRow = NonNullable<Awaited<ReturnType<typeof repo.findDrawnArea>>>;

function toDrawnArea(row: DrawnAreaRow): DrawnAreaResponse {
  return { shape: row.shape, latitude: row.centre_lat, longitude: row.centre_lng, radius_km: row.radius_km, polygon: row.ring };
}

/** A service's area drawn on the map (docs/services.md, "Areas"), beside its district list. */
export class DrawnAreaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async view(userId: number, serviceId: number) {
    await ownService(this.db, userId, serviceId);
    const [row, base] = await Promise.all([repo.findDrawnArea(this.db, serviceId), repo.findBase(this.db, serviceId)]);
    return { drawn_area: row ? toDrawnArea(row) : null, base };
  }

  /** Replaces (or with shape none clears) the drawn area; a circle without a point given uses the base. */
  async save(userId: number, serviceId: number, body: DrawnAreaBody) {
    await ownService(this.db, userId, serviceId);
    const area = body.shape === 'none' ? null : await this.toArea(serviceId, body);
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      if (area) await repo.saveDrawnArea(trx, serviceId, area, drawnAreaBox(area), this.clock.now());
      else await repo.deleteDrawnArea(trx, serviceId);
    });
    return this.view(userId, serviceId);
  }

  private async toArea(serviceId: number, body: DrawnAreaBody): Promise<DrawnArea> {
    if (body.shape === 'polygon') return { shape: 'polygon', ring: openRing((body.polygon ?? []).map(toLatLng)) };
    const given = body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : null;
    const base = given ?? (await repo.findBase(this.db, serviceId));
    if (!base) throw AppError.invalid([{ field: 'latitude', message: '請在地圖上選擇據點位置' }]);
    return { shape: 'radius', centre: { lat: base.latitude, lng: base.longitude }, radiusKm: body.radius_km! };
  }
}
