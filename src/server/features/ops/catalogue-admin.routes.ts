import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_CATEGORY_PAGE_SIZE,
  OpsCatalogueText,
  opsCategoryEditSchema,
  opsCategoryFilterSchema,
  opsCategoryPageShape,
  opsCategoryViewShape,
  opsQuestionBodySchema,
  opsQuestionReorderSchema,
} from '../../../domain/ops/catalogue.contract';
import { AppError } from '../../../domain/errors/app-error';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { CatalogueAdminService } from './catalogue-admin.service';
import { opsCallerOf, opsGuard } from './ops-session';

const restParams = z.object({ '*': z.string() });

/** The page of `page:{n}.json` (1 without it). */
function pageOf(rest: string): number {
  const { named, positional } = parseNamedParams(rest);
  const raw = named.page ?? '1';
  const page = Number(raw);
  if (positional.length > 0 || !/^\d+$/.test(raw) || page < 1 || page > 100_000) {
    throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
  }
  return page;
}

/** The catalogue editor under /ops/catalogue (permission edit_catalogue): categories and their question forms. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = new CatalogueAdminService(app.db);
  const preValidation = opsGuard(OpsPermission.EditCatalogue);
  const category = { preValidation, config: { notFoundText: OpsCatalogueText.CategoryNotFound } };
  const question = { preValidation, config: { notFoundText: OpsCatalogueText.QuestionNotFound } };
  const view = okResponse(opsCategoryViewShape);

  app.get('/ops/catalogue/categories/index/*', { preValidation, schema: { params: restParams, querystring: opsCategoryFilterSchema, response: okResponse(opsCategoryPageShape) } }, async (request) => {
    const page = pageOf(request.params['*']);
    const { categories, count, genres } = await catalogue.page(request.query, page);
    return ok({ quote_categories: categories, page, total_pages: Math.max(1, Math.ceil(count / OPS_CATEGORY_PAGE_SIZE)), count, genres });
  });

  app.get('/ops/catalogue/categories/view/:id', { ...category, schema: { params: idParams, response: view } }, async (request) => ok(await catalogue.view(request.params.id)));

  app.post('/ops/catalogue/categories/edit/:id', { ...category, schema: { params: idParams, body: opsCategoryEditSchema, response: view } }, async (request) =>
    ok(await catalogue.editCategory(opsCallerOf(request), request.params.id, request.body)),
  );

  app.post('/ops/catalogue/questions/add/:id', { ...category, schema: { params: idParams, body: opsQuestionBodySchema, response: view } }, async (request) =>
    ok(await catalogue.addQuestion(opsCallerOf(request), request.params.id, request.body)),
  );

  app.post('/ops/catalogue/questions/reorder/:id', { ...category, schema: { params: idParams, body: opsQuestionReorderSchema, response: view } }, async (request) =>
    ok(await catalogue.reorder(opsCallerOf(request), request.params.id, request.body.question_ids)),
  );

  app.post('/ops/catalogue/questions/edit/:id', { ...question, schema: { params: idParams, body: opsQuestionBodySchema, response: view } }, async (request) =>
    ok(await catalogue.editQuestion(opsCallerOf(request), request.params.id, request.body)),
  );

  for (const [action, active] of [['deactivate', false], ['activate', true]] as const) {
    app.post(`/ops/catalogue/questions/${action}/:id`, { ...question, schema: { params: idParams, response: view } }, async (request) =>
      ok(await catalogue.setQuestionActive(opsCallerOf(request), request.params.id, active)),
    );
  }
};
