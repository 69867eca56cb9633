import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import {
  type OpsCity,
  type OpsCityEdit,
  type OpsCityView,
  type OpsDistrictBody,
  type OpsGenre,
  type OpsGenreBody,
  type OpsGenreList,
  OpsCatalogueListText as Text,
} from '../../../domain/ops/catalogue-lists.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import * as repo from './catalogue-lists.repository';
import type { OpsCaller } from './ops-caller';

type Db = Kysely<Database>;

const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

function toGenre(row: repo.GenreRecord): OpsGenre {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    display_order: row.display_order,
    is_active: row.is_active,
    category_count: Number(row.category_count ?? 0),
    active_category_count: Number(row.active_category_count ?? 0),
    from_catalogue: row.seed_slug !== null,
  };
}

/** What an audit entry keeps of a genre. */
function genreFacts(g: { slug: string; name: string; description: string; display_order: number; is_active: boolean }) {
  return { slug: g.slug, name: g.name, description: g.description, display_order: g.display_order, is_active: g.is_active };
}

function toCity(row: repo.CityRecord): OpsCity {
  return { ...row, district_count: Number(row.district_count ?? 0), active_district_count: Number(row.active_district_count ?? 0) };
}

/** What an audit entry keeps of a district. */
function districtFacts(d: { city_id: number; name: string; zipcode: string; display_order: number; is_active: boolean }) {
  return { city_id: d.city_id, name: d.name, zipcode: d.zipcode, display_order: d.display_order, is_active: d.is_active };
}

/**
 * The console's editor of genres, cities and districts. Each change runs in one transaction with
 * its audit entry and marks the row as the operator's (edited_by_operator_at), so the catalogue
 * seed leaves it alone; the tables' triggers raise the catalogue's public data version in that
 * transaction, so every server copy drops its cached public lists at the commit. Nothing is
 * deleted that anything points at: a genre with categories, a city and a district are deactivated.
 */
export class CatalogueListsService {
  constructor(private readonly db: Db) {}

  async genres(db: Db = this.db): Promise<OpsGenreList> {
    return { genres: (await repo.listGenres(db)).map(toGenre) };
  }

  async addGenre(caller: OpsCaller, body: OpsGenreBody): Promise<OpsGenreList> {
    await this.db.transaction().execute(async (trx) => {
      if (await repo.slugTaken(trx, body.slug, null)) throw AppError.invalid([{ field: 'slug', message: Text.SlugTaken }]);
      const id = await repo.insertGenre(trx, body, caller.now);
      await recordAudit(trx, { by: caller, action: OpsAction.GenreAdd, targetType: 'genre', targetId: id, before: null, after: genreFacts(body) });
    });
    return this.genres();
  }

  async editGenre(caller: OpsCaller, id: number, body: OpsGenreBody): Promise<OpsGenreList> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findGenre(trx, id, true);
      if (!found) throw AppError.notFound(Text.GenreNotFound);
      // A bundled genre's slug is in links and in the code (which genres ask for an address).
      if (found.seed_slug !== null && body.slug !== found.slug) throw AppError.invalid([{ field: 'slug', message: Text.SlugFixed }]);
      if (await repo.slugTaken(trx, body.slug, id)) throw AppError.invalid([{ field: 'slug', message: Text.SlugTaken }]);
      await repo.updateGenre(trx, id, body, caller.now);
      await recordAudit(trx, { by: caller, action: OpsAction.GenreEdit, targetType: 'genre', targetId: id, before: genreFacts(found), after: genreFacts(body) });
    });
    return this.genres();
  }

  /** Puts every genre in the order given (each once). */
  async reorderGenres(caller: OpsCaller, ids: number[]): Promise<OpsGenreList> {
    await this.db.transaction().execute(async (trx) => {
      const all = await trx.selectFrom('genres').select('id').orderBy('display_order').orderBy('id').forUpdate().execute();
      const known = new Set(all.map((g) => g.id));
      if (ids.length !== all.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
        throw AppError.invalid([{ field: 'genre_ids', message: Text.GenreReorderMismatch }]);
      }
      for (const [i, gid] of ids.entries()) await repo.updateGenre(trx, gid, { display_order: i + 1 }, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.GenreReorder,
        targetType: 'genre',
        targetId: ids[0]!,
        before: { genre_ids: all.map((g) => g.id) },
        after: { genre_ids: ids },
      });
    });
    return this.genres();
  }

  /** Hides a genre (and so its categories) from the public lists, or shows it again; nothing that points at it changes. */
  async setGenreActive(caller: OpsCaller, id: number, active: boolean): Promise<OpsGenreList> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findGenre(trx, id, true);
      if (!found) throw AppError.notFound(Text.GenreNotFound);
      if (found.is_active === active) return;
      await repo.updateGenre(trx, id, { is_active: active }, caller.now);
      const action = active ? OpsAction.GenreActivate : OpsAction.GenreDeactivate;
      await recordAudit(trx, { by: caller, action, targetType: 'genre', targetId: id, before: { is_active: found.is_active }, after: { is_active: active } });
    });
    return this.genres();
  }

  /** Deletes a genre added in the console that no category uses; any other is deactivated instead (409). */
  async deleteGenre(caller: OpsCaller, id: number): Promise<OpsGenreList> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findGenre(trx, id, true);
      if (!found) throw AppError.notFound(Text.GenreNotFound);
      if ((await repo.categoriesInGenre(trx, id)) > 0) throw refused(Text.GenreInUse);
      if (found.seed_slug !== null) throw refused(Text.GenreFromCatalogue);
      await repo.deleteGenre(trx, id);
      await recordAudit(trx, { by: caller, action: OpsAction.GenreDelete, targetType: 'genre', targetId: id, before: genreFacts(found), after: null });
    });
    return this.genres();
  }

  async cities(): Promise<OpsCity[]> {
    return (await repo.listCities(this.db)).map(toCity);
  }

  async city(id: number): Promise<OpsCityView> {
    const city = (await repo.listCities(this.db)).find((c) => c.id === id);
    if (!city) throw AppError.notFound(Text.CityNotFound);
    return { city: toCity(city), districts: await repo.listDistricts(this.db, id) };
  }

  async editCity(caller: OpsCaller, id: number, body: OpsCityEdit): Promise<OpsCityView> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findCity(trx, id, true);
      if (!found) throw AppError.notFound(Text.CityNotFound);
      if (await repo.cityNameTaken(trx, body.name, id)) throw AppError.invalid([{ field: 'name', message: Text.CityNameTaken }]);
      await repo.updateCity(trx, id, body, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.CityEdit,
        targetType: 'city',
        targetId: id,
        before: { name: found.name, display_order: found.display_order },
        after: body,
      });
    });
    return this.city(id);
  }

  /** Takes a city out of the lists new requests and services choose from, or puts it back; what uses it keeps it. */
  async setCityActive(caller: OpsCaller, id: number, active: boolean): Promise<OpsCityView> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findCity(trx, id, true);
      if (!found) throw AppError.notFound(Text.CityNotFound);
      if (found.is_active === active) return;
      await repo.updateCity(trx, id, { is_active: active }, caller.now);
      const action = active ? OpsAction.CityActivate : OpsAction.CityDeactivate;
      await recordAudit(trx, { by: caller, action, targetType: 'city', targetId: id, before: { is_active: found.is_active }, after: { is_active: active } });
    });
    return this.city(id);
  }

  async addDistrict(caller: OpsCaller, cityId: number, body: OpsDistrictBody): Promise<OpsCityView> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findCity(trx, cityId, true))) throw AppError.notFound(Text.CityNotFound);
      if (await repo.districtNameTaken(trx, cityId, body.name, null)) throw AppError.invalid([{ field: 'name', message: Text.DistrictNameTaken }]);
      const id = await repo.insertDistrict(trx, cityId, body, caller.now);
      const after = districtFacts({ city_id: cityId, ...body, is_active: true });
      await recordAudit(trx, { by: caller, action: OpsAction.DistrictAdd, targetType: 'district', targetId: id, before: null, after });
    });
    return this.city(cityId);
  }

  async editDistrict(caller: OpsCaller, id: number, body: OpsDistrictBody): Promise<OpsCityView> {
    const cityId = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findDistrict(trx, id, true);
      if (!found) throw AppError.notFound(Text.DistrictNotFound);
      if (await repo.districtNameTaken(trx, found.city_id, body.name, id)) throw AppError.invalid([{ field: 'name', message: Text.DistrictNameTaken }]);
      await repo.updateDistrict(trx, id, body, caller.now);
      const after = districtFacts({ ...found, ...body });
      await recordAudit(trx, { by: caller, action: OpsAction.DistrictEdit, targetType: 'district', targetId: id, before: districtFacts(found), after });
      return found.city_id;
    });
    return this.city(cityId);
  }

  /** Takes a district out of the lists new requests and services choose from, or puts it back; what uses it keeps it. */
  async setDistrictActive(caller: OpsCaller, id: number, active: boolean): Promise<OpsCityView> {
    const cityId = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findDistrict(trx, id, true);
      if (!found) throw AppError.notFound(Text.DistrictNotFound);
      if (found.is_active !== active) {
        await repo.updateDistrict(trx, id, { is_active: active }, caller.now);
        const action = active ? OpsAction.DistrictActivate : OpsAction.DistrictDeactivate;
        await recordAudit(trx, { by: caller, action, targetType: 'district', targetId: id, before: { is_active: found.is_active }, after: { is_active: active } });
      }
      return found.city_id;
    });
    return this.city(cityId);
  }
}
