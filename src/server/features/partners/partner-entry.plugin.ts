import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors/app-error';
import { PARTNER_COOKIE_MAX_AGE_SECONDS, PARTNER_TOKEN_COOKIE } from '../../../domain/partners/partner-shell';
import type { PartnerConfig } from '../../config';
import { startSession } from '../auth';
import { partnerById } from './partner-channels';
import { PARTNER_CODE_FORMAT, PARTNER_LINK_REFUSED, PARTNER_PAGE_CSP, PARTNER_TOKEN_REFUSED, partnerLinkHtml, partnerRefusedHtml } from './partner-pages';
import { PartnerLinkRejected, type PartnerSignIn } from './partner-sign-in.service';
import { PartnerTokenRejected } from './partner-token';

/** The cookie that carries a pending account link between the entry and the code form. */
const LINK_COOKIE = 'partner_link';
const LINK_COOKIE_PATH = '/partner/';

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PARTNER_PAGE_CSP).send(body);
}

function partnerOr404(app: FastifyInstance, id: string): PartnerConfig {
  const partner = partnerById(app, id);
  if (!partner) throw AppError.notFound('找不到這個頁面。');
  return partner;
}

/** Signs the person in with the partner flag on the session and the partner cookie, then off to the partner's landing. */
async function signInAndGo(request: FastifyRequest, reply: FastifyReply, partner: PartnerConfig, userId: number) {
  await startSession(request, reply, { userId, partnerChannel: partner.id });
  const secure = request.server.config.env === 'production';
  reply.setCookie(PARTNER_TOKEN_COOKIE, partner.id, { path: '/', sameSite: 'lax', secure, maxAge: PARTNER_COOKIE_MAX_AGE_SECONDS });
  return reply.redirect(partner.landing, 302);
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * GET /partner/{id}/enter?token={jwt}: a partner app's way into the site (docs/partners.md), and
 * POST /partner/{id}/link: the phone code that links the partner user to an existing account.
 */
export async function partnerEntryPlugin(app: FastifyInstance, { signIn }: { signIn: PartnerSignIn }) {
  if (!app.config.partners) return;
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: { id: string }; Querystring: { token?: unknown } }>('/partner/:id/enter', async (request, reply) => {
      const partner = partnerOr404(app, request.params.id);
      try {
        const entry = await signIn.enter(partner, stringOf(request.query.token), request.ip);
        if (entry.kind === 'signed_in') return await signInAndGo(request, reply, partner, entry.userId);
        const secure = app.config.env === 'production';
        reply.setCookie(LINK_COOKIE, entry.linkToken, { path: LINK_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: 600 });
        return html(reply, 200, partnerLinkHtml(partner, entry.phoneHint, null));
      } catch (error) {
        if (!(error instanceof PartnerTokenRejected)) throw error;
        request.log.info({ partner: partner.id, reason: error.message }, 'partner token refused');
        return html(reply, 401, partnerRefusedHtml(partner, PARTNER_TOKEN_REFUSED));
      }
    });

    scope.post<{ Params: { id: string }; Body: { code?: unknown } | undefined }>('/partner/:id/link', async (request, reply) => {
      const partner = partnerOr404(app, request.params.id);
      const code = stringOf(request.body?.code).trim();
      if (!/^\d{6}$/.test(code)) return html(reply, 400, partnerLinkHtml(partner, '您', PARTNER_CODE_FORMAT));
      try {
        const userId = await signIn.completeLink(partner, stringOf(request.cookies[LINK_COOKIE]), code);
        reply.clearCookie(LINK_COOKIE, { path: LINK_COOKIE_PATH });
        return await signInAndGo(request, reply, partner, userId);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'invalid') return html(reply, 400, partnerLinkHtml(partner, '您', error.message));
        if (!(error instanceof PartnerLinkRejected || error instanceof AppError)) throw error;
        return html(reply, 401, partnerRefusedHtml(partner, PARTNER_LINK_REFUSED));
      }
    });
  });
}
