import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../domain/errors/app-error';
import { type ActiveSession, findActiveSession, SESSION_COOKIE, SessionCache, setSessionCookie } from '../features/auth';

export const SESSION_HEADER = 'x-session-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently read sessions of this copy; follows the change feed once the app has one. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The caller's session, looked up once per request; undefined for guests. */
    loadSession(): Promise<ActiveSession | undefined>;
    /** The caller's session; throws 403 `invalid token` when there is none. */
    requireSession(): Promise<ActiveSession>;
  }
}

/** The token the request carries: the header wins over the cookie. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  const token = (Array.isArray(header) ? header[0] : header) ?? request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

const cache = new WeakMap<FastifyRequest, Promise<ActiveSession | undefined>>();

/**
 * Session lookup from X-Session-Token or the session_token cookie. Also warns once when a
 * peer that TRUST_PROXY does not trust sends X-Forwarded-For: behind a load balancer that is
 * not listed, every client shares its address, and the per-IP limits would count them as one.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  let warnedUntrustedProxy = false;
  app.addHook('onRequest', async (request) => {
    if (warnedUntrustedProxy || request.headers['x-forwarded-for'] === undefined) return;
    // Fastify took the address from the header only when it trusts the peer.
    if (request.ip !== request.socket.remoteAddress) return;
    warnedUntrustedProxy = true;
    request.log.warn(
      { peer: request.socket.remoteAddress },
      'X-Forwarded-For from a peer TRUST_PROXY does not trust: if this is your load balancer, set TRUST_PROXY to its addresses (see docs/deployment.md)',
    );
  });

  const sessions = new SessionCache();
  app.decorate('sessionCache', sessions);
  app.decorateRequest('loadSession', function loadSession(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = sessionTokenOf(this);
      pending = token ? findActiveSession(app.db, token, app.clock.now(), sessions) : Promise.resolve(undefined);
      cache.set(this, pending);
    }
    return pending;
  });
  // Sliding expiry: when a cookie session's last_seen moved, the cookie is set again.
  app.addHook('onSend', async (request, reply) => {
    const pending = cache.get(request);
    // A change (logout, password, revoke, re-authentication, deletion) is seen at once by the
    // copy that made it; the other copies hear it from the database on the change feed.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const changedBy = await pending?.catch(() => undefined);
      if (changedBy) sessions.forgetUser(changedBy.userId);
      else sessions.clear();
    }
    if (!pending || request.headers[SESSION_HEADER] !== undefined || reply.hasHeader('set-cookie')) return;
    const session = await pending;
    const token = request.cookies[SESSION_COOKIE];
    if (session?.touched && token) setSessionCookie(request, reply, token, session.saved);
  });
  app.decorateRequest('requireSession', async function requireSession(this: FastifyRequest) {
    const session = await this.loadSession();
    if (!session) throw AppError.unauthenticated();
    return session;
  });
});
