import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import {
  type OpsCategory,
  type OpsCategoryEdit,
  type OpsCategoryFilter,
  type OpsCategoryRow,
  type OpsCategoryView,
  OpsCatalogueText,
  type OpsQuestion,
  type OpsQuestionBody,
} from '../../../domain/ops/catalogue.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import * as repo from './catalogue-admin.repository';
import type { OpsCaller } from './ops-caller';

type Db = Kysely<Database>;

const categoryNotFound = () => AppError.notFound(OpsCatalogueText.CategoryNotFound);
const questionNotFound = () => AppError.notFound(OpsCatalogueText.QuestionNotFound);

function toCategory(row: repo.CategoryRecord): OpsCategory {
  const { price_hint_type: type, price_hint_low: low, price_hint_high: high } = row;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    group_name: row.group_name,
    genre_id: row.genre_id,
    is_active: row.is_active,
    is_popular: row.is_popular,
    price_hint: type && low !== null && high !== null ? { type, low, high, unit: row.price_hint_unit ?? '' } : null,
  };
}

function toQuestion(row: repo.QuestionRecord): OpsQuestion {
  const { quote_category_id: _category, answer_count, ...rest } = row;
  return { ...rest, answer_count: Number(answer_count ?? 0) };
}

/** What an audit entry keeps of a question. */
function questionFacts(q: { id: number; label: string; type: string; options: string[]; is_required: boolean; placeholder: string | null; display_order: number; is_active: boolean }) {
  return { id: q.id, label: q.label, type: q.type, options: q.options, is_required: q.is_required, placeholder: q.placeholder, display_order: q.display_order, is_active: q.is_active };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The console's catalogue editor: categories and their question forms. Each change runs in one
 * transaction with its audit entry; the catalogue's triggers raise its public data version in
 * that transaction, so every server copy drops its cached category pages at the commit.
 */
export class CatalogueAdminService {
  constructor(private readonly db: Db) {}

  async page(filter: OpsCategoryFilter, page: number) {
    const [{ rows, count }, genres] = await Promise.all([repo.listCategoryPage(this.db, filter, page), repo.listGenreRefs(this.db)]);
    const categories: OpsCategoryRow[] = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      is_active: r.is_active,
      genre: { id: r.genre_id, slug: r.genre_slug, name: r.genre_name },
      question_count: Number(r.question_count ?? 0),
    }));
    return { categories, count, genres };
  }

  async view(id: number, db: Db = this.db): Promise<OpsCategoryView> {
    const category = await repo.findCategory(db, id);
    if (!category) throw categoryNotFound();
    const [questions, genres] = await Promise.all([repo.listQuestions(db, id), repo.listGenreRefs(db)]);
    return { quote_category: toCategory(category), questions: questions.map(toQuestion), genres };
  }

  async editCategory(caller: OpsCaller, id: number, body: OpsCategoryEdit): Promise<OpsCategoryView> {
    await this.db.transaction().execute(async (trx) => {
      const found = await repo.findCategory(trx, id, true);
      if (!found) throw categoryNotFound();
      if (!(await repo.genreExists(trx, body.genre_id))) throw AppError.invalid([{ field: 'genre_id', message: OpsCatalogueText.GenreUnknown }]);
      const hint = body.price_hint;
      await repo.updateCategory(trx, id, {
        name: body.name,
        description: body.description,
        group_name: body.group_name,
        genre_id: body.genre_id,
        is_active: body.is_active,
        is_popular: body.is_popular,
        price_hint_type: hint?.type ?? null,
        price_hint_low: hint?.low ?? null,
        price_hint_high: hint?.high ?? null,
        price_hint_unit: hint ? hint.unit : null,
      }, caller.now);
      const after = await repo.findCategory(trx, id);
      await recordAudit(trx, { by: caller, action: OpsAction.CategoryEdit, targetType: 'quote_category', targetId: id, before: toCategory(found), after: toCategory(after!) });
    });
    return this.view(id);
  }

  async addQuestion(caller: OpsCaller, categoryId: number, body: OpsQuestionBody): Promise<OpsCategoryView> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findCategory(trx, categoryId, true))) throw categoryNotFound();
      const order = await repo.nextDisplayOrder(trx, categoryId);
      const id = await repo.insertQuestion(trx, categoryId, body, order, caller.now);
      const after = await repo.findQuestion(trx, id);
      await recordAudit(trx, { by: caller, action: OpsAction.QuestionAdd, targetType: 'quote_form_field', targetId: id, before: null, after: questionFacts(after!) });
    });
    return this.view(categoryId);
  }

  /**
   * Edits a question. Once requests have answered it, its wording and choices are part of those
   * requests: a change of label, type, options or placeholder then retires it (old requests keep
   * showing it as they were posted) and puts a new question with the change in its place.
   */
  async editQuestion(caller: OpsCaller, id: number, body: OpsQuestionBody): Promise<OpsCategoryView> {
    const categoryId = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findQuestion(trx, id, true);
      if (!found) throw questionNotFound();
      await repo.findCategory(trx, found.quote_category_id, true);
      const reworded = found.label !== body.label || found.type !== body.type || !sameList(found.options, body.options) || found.placeholder !== body.placeholder;
      let targetId = id;
      if (reworded && (await repo.questionHasAnswers(trx, id))) {
        const retiredOrder = await repo.nextDisplayOrder(trx, found.quote_category_id);
        await repo.updateQuestion(trx, id, { is_active: false, display_order: retiredOrder }, caller.now);
        targetId = await repo.insertQuestion(trx, found.quote_category_id, body, found.display_order, caller.now);
        if (!found.is_active) await repo.updateQuestion(trx, targetId, { is_active: false }, caller.now);
      } else {
        await repo.updateQuestion(trx, id, body, caller.now);
      }
      const after = await repo.findQuestion(trx, targetId);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.QuestionEdit,
        targetType: 'quote_form_field',
        targetId: id,
        before: questionFacts(found),
        after: { ...questionFacts(after!), ...(targetId === id ? {} : { replaces: id }) },
      });
      return found.quote_category_id;
    });
    return this.view(categoryId);
  }

  /** Puts the category's active questions in the order given (every one of them, once); retired ones keep their place. */
  async reorder(caller: OpsCaller, categoryId: number, ids: number[]): Promise<OpsCategoryView> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findCategory(trx, categoryId, true))) throw categoryNotFound();
      const active = (await repo.listQuestions(trx, categoryId)).filter((q) => q.is_active);
      const known = new Set(active.map((q) => q.id));
      if (ids.length !== active.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
        throw AppError.invalid([{ field: 'question_ids', message: OpsCatalogueText.ReorderMismatch }]);
      }
      // The active questions keep the numbers they hold between them, so retired ones never collide.
      const slots = active.map((q) => q.display_order).sort((a, b) => a - b);
      await repo.setDisplayOrders(trx, ids.map((qid, i) => ({ id: qid, display_order: slots[i]! })), caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.QuestionReorder,
        targetType: 'quote_category',
        targetId: categoryId,
        before: { question_ids: active.map((q) => q.id) },
        after: { question_ids: ids },
      });
    });
    return this.view(categoryId);
  }

  /** Retires or restores a question; a retired one leaves the form of new requests, old requests keep its answer. */
  async setQuestionActive(caller: OpsCaller, id: number, active: boolean): Promise<OpsCategoryView> {
    const categoryId = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findQuestion(trx, id, true);
      if (!found) throw questionNotFound();
      if (found.is_active === active) return found.quote_category_id;
      await repo.updateQuestion(trx, id, { is_active: active }, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: active ? OpsAction.QuestionActivate : OpsAction.QuestionDeactivate,
        targetType: 'quote_form_field',
        targetId: id,
        before: { is_active: found.is_active },
        after: { is_active: active },
      });
      return found.quote_category_id;
    });
    return this.view(categoryId);
  }
}
