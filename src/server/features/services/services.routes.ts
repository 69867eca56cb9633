import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import {
  areasSchema,
  categoryAddSchema,
  faqReorderSchema,
  faqSchema,
  onboardSchema,
  reviewLinksSchema,
  serviceAddSchema,
  serviceCategoryEditSchema,
  serviceEditSchema,
} from '../../../domain/services/quote-service.schema';
import { ok } from '../../lib/envelope';
import { emptySuccessSchema } from '../../../domain/http/envelope';
import {
  areasAnswerShape,
  faqsAnswerShape,
  onboardAnswerShape,
  quoteServicePageShape,
  reviewLinksAnswerShape,
  serviceAnswerShape,
  serviceCategoryAnswerShape,
  serviceCategoryViewShape,
  serviceCountAnswerShape,
} from '../../../domain/services/quote-service.types';
import { demandAnswerShape } from '../../../domain/services/demand.types';
import { baseAddressAnswerShape, baseAddressSchema } from '../../../domain/services/base-address.schema';
import { drawnAreaAnswerShape, drawnAreaSchema } from '../../../domain/services/drawn-area.schema';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { sessionFirst } from '../../lib/session-first';
import type { DemandService } from './demand.service';
import type { BaseAddressService } from './base-address.service';
import type { DrawnAreaService } from './drawn-area.service';
import type { ServicePartsService } from './service-parts.service';
import { ownService, SERVICE_NOT_FOUND, type ServiceAction, type ServicesService } from './services.service';

const fileParams = { schema: { params: fileIdParams } };
const actionParams = { schema: { params: z.object({ action: z.string(), file: pathId }) } };
const restParams = z.object({ '*': z.string() });
/** `opts` with the answer a route sends. */
const answering = <T extends { schema: object }, R extends object>(options: T, response: R) => ({ ...options, schema: { ...options.schema, response } });
/** `options` with the body a route takes. */
const taking = <T extends { schema: object }, B extends z.ZodType>(options: T, body: B) => ({ ...options, schema: { ...options.schema, body } });
/**
 * Checks the session, then `check` (the caller owns the path id's service or setting) before the
 * params and body schemas: a stranger gets 404 before any complaint about the body. A path id
 * that is not one is left to the params schema (its own 404).
 */
const ownerFirst = (check: (userId: number, id: number) => Promise<unknown>) => ({
  preValidation: async (request: FastifyRequest) => {
    const { userId } = await request.requireSession();
    const params = fileIdParams.safeParse(request.params);
    if (params.success) await check(userId, params.data.file);
  },
});
const linksAnswer = okResponse(reviewLinksAnswerShape);
const faqsAnswer = okResponse(faqsAnswerShape);
const serviceAnswer = okResponse(serviceAnswerShape);
const settingAnswer = okResponse(serviceCategoryAnswerShape);
const pageAnswer = okResponse(quoteServicePageShape);
const ACTIONS: readonly ServiceAction[] = ['archive', 'unarchive', 'profile_ready'];

/** The pro's own services and profile (docs/services.md). Someone else's service is a 404. */
export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService; parts: ServicePartsService; drawnAreas: DrawnAreaService; baseAddresses: BaseAddressService; demand: DemandService }> = async (
  app,
  { services, parts, drawnAreas, baseAddresses, demand },
) => {
  // A path id that is not one is the service's (or the FAQ's, the category setting's) 404.
  const opts = { ...sessionFirst, ...fileParams, config: { notFoundText: SERVICE_NOT_FOUND } };
  /** `opts` for a route whose body is only looked at once the caller is known to own the service. */
  const owned = { ...opts, ...ownerFirst((userId, id) => ownService(app.db, userId, id)) };

  const list = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const page = parseNamedParams(rest).named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(page)) throw AppError.invalid([{ field: 'page', message: '頁數需為正整數' }]);
    return ok(await services.list(userId, Number(page)));
  };
  app.get('/quote_services/index.json', { ...sessionFirst, schema: { response: pageAnswer } }, (request) => list(request, ''));
  app.get('/quote_services/index/*', { ...sessionFirst, schema: { params: restParams, response: pageAnswer } }, (request) => list(request, request.params['*']));

  // GET edit is the editing view (GET view is the public profile, in discovery).
  app.get('/quote_services/edit/:file', answering(opts, serviceAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service: await services.view(userId, request.params.file) });
  });

  app.get('/quote_services/demand.json', { ...sessionFirst, schema: { response: okResponse(demandAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await demand.forPro(userId));
  });

  app.post('/quote_services/add.json', { ...sessionFirst, schema: { body: serviceAddSchema, response: serviceAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service: await services.add(userId, request.body) });
  });

  app.post('/quote_services/edit/:file', answering(taking(owned, serviceEditSchema), serviceAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service: await services.edit(userId, request.params.file, request.body) });
  });

  app.post('/quote_services/change_status/:action/:file', answering({ ...sessionFirst, ...actionParams, config: { notFoundText: SERVICE_NOT_FOUND } }, serviceAnswer), async (request) => {
    const { userId } = await request.requireSession();
    const action = ACTIONS.find((a) => a === request.params.action);
    if (!action) throw AppError.notFound();
    return ok({ quote_service: await services.changeStatus(userId, request.params.file, action) });
  });

  app.post('/quote_services/delete/:file', answering(opts, okResponse(serviceCountAnswerShape)), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await services.remove(userId, request.params.file));
  });

  app.get('/quote_services/external_review_links/:file', answering(opts, linksAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ external_review_links: await services.reviewLinks(userId, request.params.file) });
  });

  app.post('/quote_services/external_review_links/:file', answering(taking(owned, reviewLinksSchema), linksAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ external_review_links: await services.saveReviewLinks(userId, request.params.file, request.body.external_review_links) });
  });

  app.post('/quote_services/onboard/:file', answering(taking(owned, onboardSchema), okResponse(onboardAnswerShape)), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await services.onboard(userId, request.params.file, request.body.onboard_state));
  });

  // FAQ
  const faqOpts = { ...opts, config: { notFoundText: '找不到這則問答。' } };
  app.post('/quote_service_faqs/add/:file', answering(taking(owned, faqSchema), faqsAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_faqs: await parts.addFaq(userId, request.params.file, request.body) });
  });
  app.post('/quote_service_faqs/edit/:file', answering(taking(faqOpts, faqSchema), faqsAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_faqs: await parts.editFaq(userId, request.params.file, request.body) });
  });
  app.post('/quote_service_faqs/delete/:file', answering(faqOpts, faqsAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_faqs: await parts.deleteFaq(userId, request.params.file) });
  });
  app.post('/quote_service_faqs/reorder/:file', answering(taking(owned, faqReorderSchema), faqsAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_faqs: await parts.reorderFaqs(userId, request.params.file, request.body.ids) });
  });

  // Categories
  const settingOpts = { ...opts, config: { notFoundText: '找不到這個服務類別設定。' } };
  app.post('/quote_service_categories/add/:file', answering(taking(owned, categoryAddSchema), settingAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_category: await parts.addCategory(userId, request.params.file, request.body.quote_category_id) });
  });
  app.post('/quote_service_categories/delete/:file', answering(settingOpts, { 200: emptySuccessSchema }), async (request) => {
    const { userId } = await request.requireSession();
    await parts.removeCategory(userId, request.params.file);
    return ok();
  });
  app.get('/quote_service_categories/view/:file', answering(settingOpts, okResponse(serviceCategoryViewShape)), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await parts.viewCategory(userId, request.params.file));
  });
  const ownedSetting = { ...settingOpts, ...ownerFirst((userId, id) => parts.ownSetting(userId, id)) };
  app.post('/quote_service_categories/edit/:file', answering(taking(ownedSetting, serviceCategoryEditSchema), settingAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_service_category: await parts.editCategory(userId, request.params.file, request.body) });
  });

  // Areas
  app.post('/quote_service_areas/edit/:file', answering(taking(owned, areasSchema), okResponse(areasAnswerShape)), async (request) => {
    const { userId } = await request.requireSession();
    return ok({ areas: await parts.saveAreas(userId, request.params.file, request.body.areas) });
  });
  const drawnAnswer = okResponse(drawnAreaAnswerShape);
  app.get('/quote_service_areas/drawn/:file', answering(opts, drawnAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await drawnAreas.view(userId, request.params.file));
  });
  app.post('/quote_service_areas/drawn/:file', answering(taking(owned, drawnAreaSchema), drawnAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await drawnAreas.save(userId, request.params.file, request.body));
  });

  // The base address: a district and a street, geocoded to the service's point.
  const baseAnswer = okResponse(baseAddressAnswerShape);
  app.get('/quote_services/base_address/:file', answering(opts, baseAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await baseAddresses.view(userId, request.params.file));
  });
  app.post('/quote_services/base_address/:file', answering(taking(owned, baseAddressSchema), baseAnswer), async (request) => {
    const { userId } = await request.requireSession();
    return ok(await baseAddresses.save(userId, request.params.file, request.body));
  });
};
