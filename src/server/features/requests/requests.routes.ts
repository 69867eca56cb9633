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
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import type { JobCenterService } from '../bids/job-center.service';
import type { RequestCreationService } from './request-creation.service';
import { readPhotoUploads } from './request-photos';
import type { RequestsService } from './requests.service';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const ID = /^[1-9]\d{0,9}$/;

// A path id that is not a number names nothing: 404, like an id that is not yours.
function pathId(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!ID.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound('找不到這個需求。');
  return Number(id);
}

const sessionFirst = {
  // A missing session is a 403 before any complaint about the body.
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};

const fileParams = z.object({ file: z.string() });

/** Requests (spec section 7 "Requests and reports"): posting, the consumer's projects, guest links. */
export const requestsRoutes: FastifyPluginAsyncZod<{ jobCenter: JobCenterService; creation: RequestCreationService; requests: RequestsService }> = async (
  app,
  { jobCenter, creation, requests },
) => {
  app.post('/quote_requests/search_add.json', { ...sessionFirst, config: { uploads: UPLOAD_ROUTES.requestPhotos } }, async (request) => {
    const { userId } = await request.requireSession();
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const body = parseInput(searchAddSchema, raw);
    const photos = readPhotoUploads(raw.photos);
    const created = await creation.create(userId, body, photos, request.ip);
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
  app.get('/quote_requests/index.json', (request) => listPage(request, ''));
  app.get('/quote_requests/index/*', (request) => listPage(request, (request.params as { '*': string })['*']));

  // `/quote_request/quote_bid_id:{bidId}.json`: the request that holds one of its quotes, for
  // the quote-only screen (projects/quote/{quoteId}).
  app.get('/quote_request/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const { file } = request.params;
    if (file.startsWith('quote_bid_id:')) {
      return ok({ quote_request: await requests.detailByBid(userId, pathId(file.slice('quote_bid_id:'.length))) });
    }
    return ok({ quote_request: await requests.detail(userId, pathId(file)) });
  });

  app.post('/quote_requests/edit.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    const body = parseInput(editRequestSchema, request.body);
    return ok({ quote_request: await requests.edit(userId, { ...body, id: body.id! }) });
  });

  app.post(
    '/quote_requests/change_status/:action/:file',
    { ...sessionFirst, schema: { params: z.object({ action: z.string(), file: z.string() }) } },
    async (request) => {
      const { userId } = await request.requireSession();
      const action = REQUEST_STATUS_ACTIONS.find((a) => a === request.params.action);
      if (!action) throw AppError.notFound('找不到這個動作。');
      return ok({ quote_request: await requests.changeStatus(userId, action, pathId(request.params.file)) });
    },
  );

  app.post('/quote_requests/copy/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_request: await creation.copy(userId, pathId(request.params.file), request.ip) });
  });

  app.post('/quote_reports/add.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ quote_report: await requests.report(userId, parseInput(reportRequestSchema, request.body)) });
  });

  // The owner's new guest link for a request: the old link stops working at once.
  app.post('/quote_requests/new_hash/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await requests.newHash(userId, pathId(request.params.file)));
  });

  app.get('/quote_requests/hash/:file', { schema: { params: fileParams } }, async (request) => {
    return ok({ quote_request: await requests.byHash(request.params.file.replace(/\.json$/, '')) });
  });

  app.get('/quote_bids/hash/:file', { schema: { params: fileParams } }, async (request) => {
    return ok(await requests.bidByHash(request.params.file.replace(/\.json$/, '')));
  });
};
