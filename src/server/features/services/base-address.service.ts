import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import type { BaseAddressBody, BaseAddressResponse } from '../../../domain/services/base-address.schema';
import { type Clock, systemClock } from '../../adapters/clock';
import { type Geocoder, locateAddress } from '../../adapters/geocoding/geocoder';
import type { Database } from '../../db/schema';
import { ownService } from './services.service';

type Db = Kysely<Database>;

/**
 * The service's base address (docs/services.md, "Base address"): a district of the bundled list
 * and a street, geocoded to the service's point (else the district's centre), which a drawn
 * circle is centred on when the map gives none.
 */
export class BaseAddressService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly geocoder: Geocoder | undefined,
    private readonly clock: Clock = systemClock,
  ) {}

  async view(userId: number, serviceId: number): Promise<{ base_address: BaseAddressResponse | null }> {
    const row = await ownService(this.db, userId, serviceId);
    const base = await this.db
      .selectFrom('quote_services')
      .select(['city_id', 'district_id', 'base_address', 'latitude', 'longitude', 'location_source'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (base.city_id === null || base.district_id === null) return { base_address: null };
    return {
      base_address: {
        city_id: base.city_id,
        district_id: base.district_id,
        street: base.base_address ?? '',
        latitude: base.latitude,
        longitude: base.longitude,
        location_source: base.location_source,
      },
    };
  }

  async save(userId: number, serviceId: number, body: BaseAddressBody): Promise<{ base_address: BaseAddressResponse | null }> {
    await ownService(this.db, userId, serviceId);
    const place = await this.db
      .selectFrom('districts as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select(['c.id as city_id', 'c.name as city', 'd.id as district_id', 'd.name as district', 'd.latitude', 'd.longitude'])
      .where('c.id', '=', body.city_id)
      .where('c.is_active', '=', true)
      .where('d.id', '=', body.district_id)
      .where('d.is_active', '=', true)
      .executeTakeFirst();
    if (!place) {
      const city = await this.db.selectFrom('cities').select('id').where('id', '=', body.city_id).where('is_active', '=', true).executeTakeFirst();
      throw AppError.invalid([city ? { field: 'district_id', message: '這個鄉鎮市區不在所選的縣市，請從清單選擇' } : { field: 'city_id', message: '找不到這個縣市，請從清單選擇' }]);
    }
    const street = body.street.trim();
    const located = await locateAddress(
      this.geocoder,
      street ? { city: place.city, district: place.district, street } : null,
      place.latitude !== null && place.longitude !== null ? { lat: place.latitude, lng: place.longitude } : null,
      (error) => this.log.warn({ err: error }, 'geocoding a service base address failed; using the district centre'),
    );
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      await trx
        .updateTable('quote_services')
        .set({
          city_id: place.city_id,
          district_id: place.district_id,
          base_address: street || null,
          latitude: located?.point.lat ?? null,
          longitude: located?.point.lng ?? null,
          location_source: located?.source ?? null,
          modified: this.clock.now(),
        })
        .where('id', '=', serviceId)
        .execute();
    });
    return this.view(userId, serviceId);
  }
}
