import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OpsCatalogueListText,
  opsCityEditSchema,
  opsCityListShape,
  opsCityViewShape,
  opsDistrictBodySchema,
  opsGenreBodySchema,
  opsGenreListShape,
  opsGenreReorderSchema,
} from '../../../domain/ops/catalogue-lists.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import { CatalogueListsService } from './catalogue-lists.service';
import { opsCallerOf, opsGuard } from './ops-session';

const TOGGLES = [
  ['deactivate', false],
  ['activate', true],
] as const;

/** The catalogue editor's genres, cities and districts under /ops/catalogue (permission edit_catalogue). */
export const catalogueListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = new CatalogueListsService(app.db);
  const preValidation = opsGuard(OpsPermission.EditCatalogue);
  const genre = { preValidation, config: { notFoundText: OpsCatalogueListText.GenreNotFound } };
  const city = { preValidation, config: { notFoundText: OpsCatalogueListText.CityNotFound } };
  const district = { preValidation, config: { notFoundText: OpsCatalogueListText.DistrictNotFound } };
  const genres = okResponse(opsGenreListShape);
  const cityView = okResponse(opsCityViewShape);

  app.get('/ops/catalogue/genres/index.json', { preValidation, schema: { response: genres } }, async () => ok(await lists.genres()));
  app.post('/ops/catalogue/genres/add.json', { preValidation, schema: { body: opsGenreBodySchema, response: genres } }, async (request) =>
    ok(await lists.addGenre(opsCallerOf(request), request.body)),
  );
  app.post('/ops/catalogue/genres/reorder.json', { preValidation, schema: { body: opsGenreReorderSchema, response: genres } }, async (request) =>
    ok(await lists.reorderGenres(opsCallerOf(request), request.body.genre_ids)),
  );
  app.post('/ops/catalogue/genres/edit/:id', { ...genre, schema: { params: idParams, body: opsGenreBodySchema, response: genres } }, async (request) =>
    ok(await lists.editGenre(opsCallerOf(request), request.params.id, request.body)),
  );
  app.post('/ops/catalogue/genres/delete/:id', { ...genre, schema: { params: idParams, response: genres } }, async (request) =>
    ok(await lists.deleteGenre(opsCallerOf(request), request.params.id)),
  );

  app.get('/ops/catalogue/cities/index.json', { preValidation, schema: { response: okResponse(opsCityListShape) } }, async () => ok({ cities: await lists.cities() }));
  app.get('/ops/catalogue/cities/view/:id', { ...city, schema: { params: idParams, response: cityView } }, async (request) => ok(await lists.city(request.params.id)));
  app.post('/ops/catalogue/cities/edit/:id', { ...city, schema: { params: idParams, body: opsCityEditSchema, response: cityView } }, async (request) =>
    ok(await lists.editCity(opsCallerOf(request), request.params.id, request.body)),
  );
  app.post('/ops/catalogue/districts/add/:id', { ...city, schema: { params: idParams, body: opsDistrictBodySchema, response: cityView } }, async (request) =>
    ok(await lists.addDistrict(opsCallerOf(request), request.params.id, request.body)),
  );
  app.post('/ops/catalogue/districts/edit/:id', { ...district, schema: { params: idParams, body: opsDistrictBodySchema, response: cityView } }, async (request) =>
    ok(await lists.editDistrict(opsCallerOf(request), request.params.id, request.body)),
  );

  for (const [action, active] of TOGGLES) {
    app.post(`/ops/catalogue/genres/${action}/:id`, { ...genre, schema: { params: idParams, response: genres } }, async (request) =>
      ok(await lists.setGenreActive(opsCallerOf(request), request.params.id, active)),
    );
    app.post(`/ops/catalogue/cities/${action}/:id`, { ...city, schema: { params: idParams, response: cityView } }, async (request) =>
      ok(await lists.setCityActive(opsCallerOf(request), request.params.id, active)),
    );
    app.post(`/ops/catalogue/districts/${action}/:id`, { ...district, schema: { params: idParams, response: cityView } }, async (request) =>
      ok(await lists.setDistrictActive(opsCallerOf(request), request.params.id, active)),
    );
  }
};
