import type { Kysely } from 'kysely';
import type { FormFieldType } from '../../../domain/catalogue/catalogue.types';
import { AppError } from '../../../domain/errors/app-error';
import { parseJobPreference } from '../../../domain/requests/rank-matches';
import { SERVICE_LIMITS } from '../../../domain/services/quote-service.schema';
import type { JobPreferenceValue } from '../../../domain/services/quote-service.types';
import type { Database } from '../../db/schema';
import { toArea, toFaq, toServiceCategory } from './services.mappers';
import * as repo from './services.repository';
import { ownService } from './services.service';

type Db = Kysely<Database>;

const FAQ_NOT_FOUND = '找不到這則問答。';
const SETTING_NOT_FOUND = '找不到這個服務類別設定。';
const CHOICE_TYPES: readonly FormFieldType[] = ['single_choice', 'multiple_choice'];

/** The parts of a service's profile: FAQ, categories with their job preferences, areas. */
export class ServicePartsService {
  constructor(private readonly db: Db) {}

  private async faqs(serviceId: number) {
    return (await repo.faqsOf(this.db, serviceId)).map(toFaq);
  }

  private async ownFaq(userId: number, faqId: number) {
    const faq = await repo.findOwnedFaq(this.db, userId, faqId);
    if (!faq) throw AppError.notFound(FAQ_NOT_FOUND);
    return faq;
  }

  async addFaq(userId: number, serviceId: number, input: { question: string; answer: string }) {
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      const existing = await repo.faqsOf(trx, serviceId);
      if (existing.length >= SERVICE_LIMITS.faqsMax) {
        throw AppError.invalid([{ field: 'question', message: `常見問答最多 ${SERVICE_LIMITS.faqsMax} 則` }]);
      }
      const last = existing.at(-1)?.display_order ?? -1;
      await trx.insertInto('quote_service_faqs').values({ quote_service_id: serviceId, ...input, display_order: last + 1 }).execute();
    });
    return this.faqs(serviceId);
  }

  async editFaq(userId: number, faqId: number, input: { question: string; answer: string }) {
    const faq = await this.ownFaq(userId, faqId);
    await this.db.updateTable('quote_service_faqs').set(input).where('id', '=', faq.id).execute();
    return this.faqs(faq.quote_service_id);
  }

  async deleteFaq(userId: number, faqId: number) {
    const faq = await this.ownFaq(userId, faqId);
    await this.db.deleteFrom('quote_service_faqs').where('id', '=', faq.id).execute();
    return this.faqs(faq.quote_service_id);
  }

  /** Puts the service's FAQ in the order given; the ids must be exactly its entries. */
  async reorderFaqs(userId: number, serviceId: number, ids: number[]) {
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      const existing = (await repo.faqsOf(trx, serviceId)).map((f) => f.id).sort((a, b) => a - b);
      const given = [...ids].sort((a, b) => a - b);
      if (existing.length !== given.length || existing.some((id, i) => id !== given[i])) {
        throw AppError.invalid([{ field: 'ids', message: '新順序需包含這個服務的每一則問答，且各一次' }]);
      }
      for (const [order, id] of ids.entries()) {
        await trx.updateTable('quote_service_faqs').set({ display_order: order }).where('id', '=', id).execute();
      }
    });
    return this.faqs(serviceId);
  }

  async ownSetting(userId: number, settingId: number) {
    const setting = await repo.findOwnedSetting(this.db, userId, settingId);
    if (!setting) throw AppError.notFound(SETTING_NOT_FOUND);
    return setting;
  }

  /** Offers one more category; a category is offered once, at most 10 a service. */
  async addCategory(userId: number, serviceId: number, categoryId: number) {
    await ownService(this.db, userId, serviceId);
    const category = await this.db.selectFrom('quote_categories').select('id').where('id', '=', categoryId).where('is_active', '=', true).executeTakeFirst();
    if (!category) throw AppError.invalid([{ field: 'quote_category_id', message: '沒有這個服務類別' }]);
    const id = await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      const existing = await repo.categoriesOf(trx, [serviceId]);
      if (existing.some((c) => c.quote_category_id === categoryId)) {
        throw AppError.invalid([{ field: 'quote_category_id', message: '這個服務已經有這個類別' }]);
      }
      if (existing.length >= SERVICE_LIMITS.categoriesMax) {
        throw AppError.invalid([{ field: 'quote_category_id', message: `一個服務最多 ${SERVICE_LIMITS.categoriesMax} 個類別` }]);
      }
      const row = await trx.insertInto('quote_service_categories').values({ quote_service_id: serviceId, quote_category_id: categoryId }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
    return toServiceCategory(await repo.categorySetting(this.db, id));
  }

  /** Stops offering a category; a service keeps at least one. */
  async removeCategory(userId: number, settingId: number) {
    const setting = await this.ownSetting(userId, settingId);
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, setting.quote_service_id, true);
      const existing = await repo.categoriesOf(trx, [setting.quote_service_id]);
      if (existing.length <= 1) throw AppError.invalid([{ field: 'quote_category_id', message: '服務至少需要一個類別，請先新增其他類別' }]);
      await trx.deleteFrom('quote_service_categories').where('id', '=', settingId).execute();
    });
  }

  /** The setting and its category's active questions. */
  async viewCategory(userId: number, settingId: number) {
    const setting = await this.ownSetting(userId, settingId);
    const questions = await repo.questionsOf(this.db, setting.quote_category_id);
    return { quote_service_category: toServiceCategory(await repo.categorySetting(this.db, settingId)), questions };
  }

  /**
   * Auto-quote, direct reservation and the job preference. Auto-quote turns on only once its
   * template and consent are set (the auto-quote settings); a job preference names choice
   * questions of this category and their options.
   */
  async editCategory(
    userId: number,
    settingId: number,
    input: { is_auto_quote_on?: boolean | undefined; is_direct_reserve_on?: boolean | undefined; quote_job_preference?: JobPreferenceValue | undefined },
  ) {
    const setting = await this.ownSetting(userId, settingId);
    if (input.is_auto_quote_on && !setting.is_auto_quote_on && (setting.auto_quote_template_id === null || setting.auto_quote_consented_at === null)) {
      throw AppError.invalid([{ field: 'is_auto_quote_on', message: '開啟自動報價前，請先在自動報價設定中選擇報價範本並同意扣點' }]);
    }
    const preference = input.quote_job_preference && (await this.checkPreference(setting.quote_category_id, input.quote_job_preference));
    const changes = {
      ...(input.is_auto_quote_on !== undefined ? { is_auto_quote_on: input.is_auto_quote_on } : {}),
      ...(input.is_direct_reserve_on !== undefined ? { is_direct_reserve_on: input.is_direct_reserve_on } : {}),
      ...(preference ? { quote_job_preference: JSON.stringify(preference) } : {}),
    };
    // A body with none of the fields changes nothing (an empty SET is not valid SQL).
    if (Object.keys(changes).length > 0) await this.db.updateTable('quote_service_categories').set(changes).where('id', '=', settingId).execute();
    return toServiceCategory(await repo.categorySetting(this.db, settingId));
  }

  private async checkPreference(categoryId: number, preference: JobPreferenceValue): Promise<JobPreferenceValue> {
    const questions = await repo.questionsOf(this.db, categoryId);
    const problems: { field: string; message: string }[] = [];
    for (const [fieldId, values] of Object.entries(preference.answers)) {
      const field = `quote_job_preference[answers][${fieldId}]`;
      const question = questions.find((q) => String(q.id) === fieldId);
      if (!question || !CHOICE_TYPES.includes(question.type)) {
        problems.push({ field, message: '只能為這個類別的選擇題設定偏好' });
        continue;
      }
      const unknown = values.find((v) => !question.options.includes(v));
      if (unknown !== undefined) problems.push({ field, message: `「${unknown}」不是這題的選項` });
    }
    if (problems.length > 0) throw AppError.invalid(problems);
    // Only questions with answers chosen are kept: an empty list means "any answer".
    return parseJobPreference(preference);
  }

  /**
   * Replaces the service's areas; a whole city covers its districts, so they are not kept beside it.
   * A city or district the console deactivated may stay where the service already has it, never be added.
   */
  async saveAreas(userId: number, serviceId: number, areas: { city_id: number; district_id: number | null }[]) {
    await ownService(this.db, userId, serviceId);
    const cityIds = [...new Set(areas.map((a) => a.city_id))];
    const districtIds = [...new Set(areas.flatMap((a) => (a.district_id === null ? [] : [a.district_id])))];
    const [cities, districts, held] = await Promise.all([
      cityIds.length ? this.db.selectFrom('cities').select(['id', 'is_active']).where('id', 'in', cityIds).execute() : [],
      districtIds.length ? this.db.selectFrom('districts').select(['id', 'city_id', 'is_active']).where('id', 'in', districtIds).execute() : [],
      this.db.selectFrom('quote_service_areas').select(['city_id', 'district_id']).where('quote_service_id', '=', serviceId).execute(),
    ]);
    const heldCity = (id: number) => held.some((h) => h.city_id === id);
    const heldDistrict = (id: number) => held.some((h) => h.district_id === id);
    const problems: { field: string; message: string }[] = [];
    areas.forEach((a, i) => {
      const city = cities.find((c) => c.id === a.city_id);
      const district = a.district_id === null ? undefined : districts.find((d) => d.id === a.district_id && d.city_id === a.city_id);
      if (!city || (!city.is_active && !heldCity(city.id))) problems.push({ field: `areas[${i}][city_id]`, message: '沒有這個縣市' });
      else if (a.district_id !== null && !district) problems.push({ field: `areas[${i}][district_id]`, message: '這個鄉鎮市區不在所選的縣市' });
      else if (district && !district.is_active && !heldDistrict(district.id)) problems.push({ field: `areas[${i}][district_id]`, message: '這個鄉鎮市區已停止提供' });
    });
    if (problems.length > 0) throw AppError.invalid(problems);
    const wholeCities = new Set(areas.filter((a) => a.district_id === null).map((a) => a.city_id));
    const kept = new Map<string, { city_id: number; district_id: number | null }>();
    for (const a of areas) {
      if (a.district_id !== null && wholeCities.has(a.city_id)) continue;
      kept.set(`${a.city_id}:${a.district_id ?? 0}`, a);
    }
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      await trx.deleteFrom('quote_service_areas').where('quote_service_id', '=', serviceId).execute();
      if (kept.size === 0) return;
      await trx
        .insertInto('quote_service_areas')
        .values([...kept.values()].map((a) => ({ quote_service_id: serviceId, city_id: a.city_id, district_id: a.district_id })))
        .execute();
    });
    return (await repo.areasOf(this.db, serviceId)).map(toArea);
  }
}
