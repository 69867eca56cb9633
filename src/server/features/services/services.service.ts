import { grantCampaignSignupCredit } from '../free-credits';
import { grantWelcomeCredit } from '../wallet';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { hasProName } from '../../../domain/free-credits/profile-completion';
import { MISSING_MESSAGES, missingForProfile } from '../../../domain/services/profile-readiness';
import type { ServiceEditInput } from '../../../domain/services/quote-service.schema';
import { SERVICES_PAGE_SIZE, type QuoteServiceDetail, type QuoteServicePage } from '../../../domain/services/quote-service.types';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import { toServiceDetail, toServiceItem } from './services.mappers';
import * as repo from './services.repository';

type Db = Kysely<Database>;

/** A pro keeps at most this many services (deleted ones do not count). */
export const SERVICES_MAX = 20;
export const SERVICE_NOT_FOUND = '找不到這個服務。';

export type ServiceAction = 'archive' | 'unarchive' | 'profile_ready';

/** The caller's own service; anyone else's is "not found". */
export async function ownService(db: Db, userId: number, id: number, lock = false): Promise<repo.ServiceRow> {
  const row = await repo.findOwned(db, userId, id, lock);
  if (!row) throw AppError.notFound(SERVICE_NOT_FOUND);
  return row;
}

/** The pro's services and profile: list, edit, archive, profile_ready, delete, onboarding. */
export class ServicesService {
  /** welcomeCredit: the grant a user gets with his first service (once; 0 gives none). */
  constructor(
    private readonly db: Db,
    private readonly welcomeCredit = 0,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(userId: number, page: number): Promise<QuoteServicePage> {
    const [count, rows] = await Promise.all([
      repo.countOwned(this.db, userId),
      repo.listOwned(this.db, userId, SERVICES_PAGE_SIZE, (page - 1) * SERVICES_PAGE_SIZE),
    ]);
    const ids = rows.map((r) => r.id);
    const [categories, areas, owner] = await Promise.all([repo.categoriesOf(this.db, ids), repo.areaCounts(this.db, ids), repo.ownerName(this.db, userId)]);
    const hasName = owner !== undefined && hasProName(owner);
    return {
      quote_services: rows.map((row) => toServiceItem(row, categories, areas.get(row.id) ?? 0, hasName)),
      page,
      total_pages: Math.max(1, Math.ceil(count / SERVICES_PAGE_SIZE)),
      count,
    };
  }

  async view(userId: number, id: number): Promise<QuoteServiceDetail> {
    return this.detail(await ownService(this.db, userId, id));
  }

  async detail(row: repo.ServiceRow, db: Db = this.db): Promise<QuoteServiceDetail> {
    const [categories, areas, faqs, links, owner] = await Promise.all([
      repo.categoriesOf(db, [row.id]),
      repo.areasOf(db, row.id),
      repo.faqsOf(db, row.id),
      repo.reviewLinksOf(db, row.id),
      repo.ownerName(db, row.user_id),
    ]);
    return toServiceDetail(row, { hasName: owner !== undefined && hasProName(owner), categories, areas, faqs, links });
  }

  /** A new service with one category and one whole city; private until its profile is ready. */
  async add(userId: number, input: { display_name: string; quote_category_id: number; city_id: number }): Promise<QuoteServiceDetail> {
    const category = await this.db
      .selectFrom('quote_categories')
      .select(['id', 'slug'])
      .where('id', '=', input.quote_category_id)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!category) throw AppError.invalid([{ field: 'quote_category_id', message: '沒有這個服務類別' }]);
    const city = await this.db.selectFrom('cities').select('id').where('id', '=', input.city_id).where('is_active', '=', true).executeTakeFirst();
    if (!city) throw AppError.invalid([{ field: 'city_id', message: '沒有這個縣市' }]);
    const row = await this.db.transaction().execute(async (trx) => {
      // The owner's row is the lock that keeps two adds at once from passing the cap together.
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if ((await repo.countOwned(trx, userId)) >= SERVICES_MAX) {
        throw AppError.invalid([{ field: 'display_name', message: `服務最多 ${SERVICES_MAX} 個，請先刪除不用的服務` }]);
      }
      // No service ever (deleted ones count): this one makes the user a pro.
      const becomesPro = !(await trx.selectFrom('quote_services').select('id').where('user_id', '=', userId).executeTakeFirst());
      const service = await trx
        .insertInto('quote_services')
        .values({ user_id: userId, slug: `${category.slug}-${randomBytes(4).toString('hex')}`, title: input.display_name, is_public: false })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('quote_service_categories').values({ quote_service_id: service.id, quote_category_id: category.id }).execute();
      await trx.insertInto('quote_service_areas').values({ quote_service_id: service.id, city_id: city.id, district_id: null }).execute();
      // A consumer who adds a service becomes a pro: the welcome credit, once a user.
      await grantWelcomeCredit(trx, userId, this.welcomeCredit);
      // Becoming a pro inside an open campaign's period earns its sign-up credit, once.
      if (becomesPro) await grantCampaignSignupCredit(trx, userId, this.clock.now());
      return service;
    });
    return this.detail(row);
  }

  /** Changes the fields given; a service keeps at least one way of serving. */
  async edit(userId: number, id: number, input: ServiceEditInput): Promise<QuoteServiceDetail> {
    const row = await this.db.transaction().execute(async (trx) => {
      const current = await ownService(trx, userId, id, true);
      const travel = {
        is_service_professional_travels_to_me: input.is_service_professional_travels_to_me ?? current.is_service_professional_travels_to_me,
        is_customer_travel_to_me: input.is_customer_travel_to_me ?? current.is_customer_travel_to_me,
        is_over_phone_or_internet: input.is_over_phone_or_internet ?? current.is_over_phone_or_internet,
      };
      if (!Object.values(travel).some(Boolean)) {
        throw AppError.invalid([{ field: 'is_service_professional_travels_to_me', message: '請至少選擇一種服務方式' }]);
      }
      const { display_name, ...rest } = input;
      return trx
        .updateTable('quote_services')
        .set({ ...rest, ...(display_name !== undefined ? { title: display_name } : {}), modified: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return this.detail(row);
  }

  /** archive hides the service from consumers and matching; unarchive opens it again; profile_ready publishes a complete profile. */
  async changeStatus(userId: number, id: number, action: ServiceAction): Promise<QuoteServiceDetail> {
    const current = await ownService(this.db, userId, id);
    if (action === 'profile_ready') {
      const before = await this.detail(current);
      const missing = missingForProfile({
        ...current,
        display_name: current.title,
        categoryCount: before.QuoteServiceCategory.length,
        areaCount: before.QuoteServiceArea.length,
      });
      if (missing.length > 0) throw AppError.invalid(missing.map((field) => ({ field, message: MISSING_MESSAGES[field] ?? '尚未填寫' })));
    }
    const now = this.clock.now();
    const change =
      action === 'profile_ready'
        ? { is_public: true, profile_ready_at: now, modified: now }
        : { is_archived: action === 'archive', modified: now };
    const row = await this.db.updateTable('quote_services').set(change).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
    return this.detail(row);
  }

  /**
   * Soft delete: the service leaves the pro's list, the public pages and matching; its quotes
   * and reviews stay for the consumers who hold them. Answers the services the pro still has open.
   */
  async remove(userId: number, id: number): Promise<{ quote_service_count: number }> {
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, id, true);
      const now = this.clock.now();
      await trx.updateTable('quote_services').set({ deleted_at: now, is_archived: true, is_public: false, modified: now }).where('id', '=', id).execute();
      await trx.updateTable('quote_service_categories').set({ is_auto_quote_on: false }).where('quote_service_id', '=', id).execute();
    });
    const open = await this.db
      .selectFrom('quote_services')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('is_archived', '=', false)
      .executeTakeFirstOrThrow();
    return { quote_service_count: Number(open.n) };
  }

  async reviewLinks(userId: number, id: number) {
    await ownService(this.db, userId, id);
    return repo.reviewLinksOf(this.db, id);
  }

  /** Replaces the service's links to reviews on other sites, in the order given. */
  async saveReviewLinks(userId: number, id: number, links: { site_name: string; url: string }[]) {
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, id, true);
      await trx.deleteFrom('quote_service_review_links').where('quote_service_id', '=', id).execute();
      if (links.length === 0) return;
      await trx
        .insertInto('quote_service_review_links')
        .values(links.map((l, i) => ({ quote_service_id: id, site_name: l.site_name, url: l.url, display_order: i })))
        .execute();
    });
    return repo.reviewLinksOf(this.db, id);
  }

  /** Records the onboarding step reached with one of the pro's services; it never goes back. */
  async onboard(userId: number, serviceId: number, state: number): Promise<{ onboard_state: number }> {
    await ownService(this.db, userId, serviceId);
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ onboard_state: eb.fn('greatest', [eb.ref('onboard_state'), eb.val(state)]), modified: new Date() }))
      .where('id', '=', userId)
      .returning('onboard_state')
      .executeTakeFirstOrThrow();
    return { onboard_state: row.onboard_state };
  }
}
