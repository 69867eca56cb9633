import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import { CatalogueAdminService } from './catalogue-admin.service';
import { catalogueListsRoutes } from './catalogue-lists.routes';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';



/** The catalogue editor under /ops/catalogue (permission edit_catalogue): categories and their question forms, genres and places. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueListsRoutes);
  const catalogue = new CatalogueAdminService(app.db);
  const preValidation = opsGuard(OpsPermission.EditCatalogue);
  const category = { preValidation, config: { notFoundText: OpsCatalogueText.CategoryNotFound } };
  const question = { preValidation, config: { notFoundText: OpsCatalogueText.QuestionNotFound } };
  const view = okResponse(opsCategoryViewShape);

  app.get('/ops/catalogue/categories/index/*', { preValidation, schema: { params: opsPageParams, querystring: opsCategoryFilterSchema, response: okResponse(opsCategoryPageShape) } }, async (request) => {
    const page = opsPageOf(request.params['*']);
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
