import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import {
  clearThrottlesShape,
  endSessionShape,
  endSessionsShape,
  OPS_USER_PAGE_SIZE,
  OPS_USER_TABS,
  OpsUserText,
  resendVerificationShape,
  userActionBodySchema,
  userSearchPageShape,
  userSearchQuerySchema,
  userTabQuerySchema,
  userTabShape,
  opsUserViewShape,
} from '../../../domain/ops/users.contract';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import { authDeps } from '../auth';
import { opsCallerOf, opsGuard } from './ops-session';
import { OpsUsersService } from './users.service';

const totalPages = (count: number) => Math.max(1, Math.ceil(count / OPS_USER_PAGE_SIZE));
const userNotFound = { notFoundText: OpsUserText.UserNotFound };

/**
 * The console's user pages under /ops/users: search, one user's profile and lists (read_users),
 * and the support actions (manage_users). Every call is audited.
 */
export const opsUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = new OpsUsersService(authDeps(app));
  const read = { preValidation: opsGuard(OpsPermission.ReadUsers) };
  const manage = { preValidation: opsGuard(OpsPermission.ManageUsers) };

  app.get('/ops/users/search.json', { ...read, schema: { querystring: userSearchQuerySchema, response: okResponse(userSearchPageShape) } }, async (request) => {
    const { q, page } = request.query;
    const found = await users.search(opsCallerOf(request), q, page);
    return ok({ kind: found.kind, users: found.rows, page, total_pages: totalPages(found.count), count: found.count });
  });

  app.get('/ops/users/view/:id', { ...read, config: userNotFound, schema: { params: idParams, response: okResponse(opsUserViewShape) } }, async (request) => {
    return ok(await users.view(opsCallerOf(request), request.params.id));
  });

  for (const tab of OPS_USER_TABS) {
    const schema = { params: idParams, querystring: userTabQuerySchema, response: okResponse(userTabShape(tab)) };
    app.get(`/ops/users/${tab}/:id`, { ...read, config: userNotFound, schema }, async (request) => {
      const { page } = request.query;
      const { rows, count } = await users.tab(opsCallerOf(request), tab, request.params.id, page);
      return ok({ rows, page, total_pages: totalPages(count), count });
    });
  }

  const sessionNotFound = { notFoundText: OpsUserText.SessionNotFound };
  app.post(
    '/ops/users/end_session/:id',
    { ...manage, config: sessionNotFound, schema: { params: idParams, body: userActionBodySchema, response: okResponse(endSessionShape) } },
    async (request) => ok(await users.endSession(opsCallerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/ops/users/end_sessions/:id',
    { ...manage, config: userNotFound, schema: { params: idParams, body: userActionBodySchema, response: okResponse(endSessionsShape) } },
    async (request) => ok(await users.endSessions(opsCallerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/ops/users/clear_throttles/:id',
    { ...manage, config: userNotFound, schema: { params: idParams, body: userActionBodySchema, response: okResponse(clearThrottlesShape) } },
    async (request) => ok(await users.clearThrottles(opsCallerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/ops/users/resend_verification/:id',
    { ...manage, config: userNotFound, schema: { params: idParams, body: userActionBodySchema, response: okResponse(resendVerificationShape) } },
    async (request) => ok(await users.resendVerification(opsCallerOf(request), request.params.id, request.body)),
  );
};
