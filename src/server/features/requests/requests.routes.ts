import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import {
  editRequestSchema,
  REQUEST_STATUS_ACTIONS,
  reportRequestSchema,
  searchAddSchema,
} from '../../../domain/requests/quote-request.schema';
import {
  bidByHashResponseSchema,
  createdRequestAnswerShape,
  newHashResponseSchema,
  quoteRequestAnswerShape,
  quoteReportResponseSchema,
  requestPageResponseSchema,
} from '../../../domain/requests/requests.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import type { RequestCreationService } from './request-creation.service';
import { readPhotoUploads } from './request-photos';
import type { RequestsService } from './requests.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

/** What posting needs of the job center: asking the pro the consumer came from (composition passes the real service). */
export interface RequestInviter {
  invite(consumerId: number, requestId: number, quoteServiceId: number): Promise<unknown>;
}

const NOT_FOUND = '找不到這個需求。';
const config = { notFoundText: NOT_FOUND };

// A path id that is not a number names nothing: 404, like an id that is not yours.
function idOf(file: string): number {
  const id = pathId.safeParse(file);
  if (!id.success) throw AppError.notFound(NOT_FOUND);
  return id.data;
}

const sessionFirst = {
  // A missing session is a 403 before any complaint about the body; no body is an empty one.
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
    request.body ??= {};
  },
};

/** A hash (guest link) or a named path part, with or without `.json`. */
const fileParams = z.object({ file: z.string() });
const oneRequest = okResponse(quoteRequestAnswerShape);
const createdRequest = okResponse(createdRequestAnswerShape);
const requestPage = okResponse(requestPageResponseSchema.shape);

/** Requests (spec section 7 "Requests and reports"): posting, the consumer's projects, guest links. */
export const requestsRoutes: FastifyPluginAsyncZod<{ jobCenter: RequestInviter; creation: RequestCreationService; requests: RequestsService }> = async (
  app,
  { jobCenter, creation, requests },
) => {
  // Multipart with photos: the body is read in the handler.
  const searchAddOptions = { ...sessionFirst, schema: { response: createdRequest }, config: { uploads: UPLOAD_ROUTES.requestPhotos } };
  app.post('/quote_requests/search_add.json', searchAddOptions, async (request) => {
    const { userId, partnerChannel } = await request.requireSession();
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const body = parseInput(searchAddSchema, raw);
    const photos = readPhotoUploads(raw.photos);
    const created = await creation.create(userId, body, photos, request.ip, partnerChannel);
    if (body.invite === undefined) return ok({ quote_request: created });
    // The pro the consumer came from is asked too; a pro that cannot be (hidden, blocked) is
    // left out without failing the request, which is already posted.
    try {
      await jobCenter.invite(userId, created.id, body.invite);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.info({ requestId: created.id, invite: body.invite, code: error.code }, 'invited pro left out');
    }
    return ok({ quote_request: { ...(await requests.detail(userId, created.id)), hash: created.hash, hash_expires: created.hash_expires } });
  });

  const listPage = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(rest);
    const page = named.page === undefined ? 1 : Number(named.page);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
    return ok(await requests.list(userId, page, named.archived === '1'));
  };
  app.get('/quote_requests/index.json', { schema: { response: requestPage } }, (request) => listPage(request, ''));
  app.get('/quote_requests/index/*', { schema: { params: z.object({ '*': z.string() }), response: requestPage } }, (request) =>
    listPage(request, request.params['*']),
  );

  // `/quote_request/quote_bid_id:{bidId}.json`: the request that holds one of its quotes, for
  // the quote-only screen (projects/quote/{quoteId}).
  app.get('/quote_request/:file', { schema: { params: fileParams, response: oneRequest } }, async (request) => {
    const { userId } = await request.requireSession();
    const { file } = request.params;
    if (file.startsWith('quote_bid_id:')) {
      return ok({ quote_request: await requests.detailByBid(userId, idOf(file.slice('quote_bid_id:'.length))) });
    }
    return ok({ quote_request: await requests.detail(userId, idOf(file)) });
  });

  app.post('/quote_requests/edit.json', { ...sessionFirst, schema: { body: editRequestSchema, response: oneRequest } }, async (request) => {
    const { userId } = await request.requireSession();
    const { body } = request;
    return ok({ quote_request: await requests.edit(userId, { ...body, id: body.id! }) });
  });

  app.post(
    '/quote_requests/change_status/:action/:file',
    { ...sessionFirst, schema: { params: z.object({ action: z.string(), file: pathId }), response: oneRequest }, config },
    async (request) => {
      const { userId } = await request.requireSession();
      const action = REQUEST_STATUS_ACTIONS.find((a) => a === request.params.action);
      if (!action) throw AppError.notFound('找不到這個動作。');
      return ok({ quote_request: await requests.changeStatus(userId, action, request.params.file) });
    },
  );

  app.post('/quote_requests/copy/:file', { ...sessionFirst, schema: { params: fileIdParams, response: createdRequest }, config }, async (request) => {
    const { userId, partnerChannel } = await request.requireSession();
    return ok({ quote_request: await creation.copy(userId, request.params.file, request.ip, partnerChannel) });
  });

  const reportOptions = { ...sessionFirst, schema: { body: reportRequestSchema, response: okResponse({ quote_report: quoteReportResponseSchema }) } };
  app.post('/quote_reports/add.json', reportOptions, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_report: await requests.report(userId, request.body) });
  });

  // The owner's new guest link for a request: the old link stops working at once.
  const newHashOptions = { ...sessionFirst, schema: { params: fileIdParams, response: okResponse(newHashResponseSchema.shape) }, config };
  app.post('/quote_requests/new_hash/:file', newHashOptions, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await requests.newHash(userId, request.params.file));
  });

  app.get('/quote_requests/hash/:file', { schema: { params: fileParams, response: oneRequest } }, async (request) => {
    return ok({ quote_request: await requests.byHash(request.params.file.replace(/\.json$/, '')) });
  });

  app.get('/quote_bids/hash/:file', { schema: { params: fileParams, response: okResponse(bidByHashResponseSchema.shape) } }, async (request) => {
    return ok(await requests.bidByHash(request.params.file.replace(/\.json$/, '')));
  });
};
