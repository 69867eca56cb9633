import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_MAX_AGE_DEFAULT, SESSION_COOKIE_MAX_AGE_SAVED } from '../../../domain/limits';
import { PARTNER_TOKEN_COOKIE } from '../../../domain/partners/partner-shell';
import { SIGNED_IN_COOKIE } from '../../../web/lib/signed-in-hint';
import { assertMaySignIn } from '../standing';
import { createSession } from './sessions.repository';

/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'session_token';

export const DEVICE_ID_COOKIE = 'device_id';

export interface StartSessionOptions {
  userId: number;
  /** The device id the client sent (field `device_id`), else the `device_id` cookie. */
  deviceId?: string | null | undefined;
  /**
   * The user ticked "keep me signed in": the longer server lifetime (SESSION_MAX_AGE_SAVED), and
   * the 30-day cookie of spec section 9, refreshed on use; otherwise the shorter lifetime.
   */
  saved?: boolean;
  /** The partner whose token signed the person in (the session's partner flag); else the partner cookie's. */
  partnerChannel?: string;
}

function cookieDeviceId(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_ID_COOKIE];
  return value && value.length <= 100 ? value : null;
}

/** The partner channel a visitor arrived through, from the partner token cookie. */
export function partnerChannelOf(request: FastifyRequest): string | null {
  const value = request.cookies[PARTNER_TOKEN_COOKIE];
  return value && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;
}

/**
 * Signs a user in: a new random token for every login, stored only as a hash, and the
 * `session_token` cookie for the web app. Returns the token for the `session_id` field.
 */
export async function startSession(request: FastifyRequest, reply: FastifyReply, options: StartSessionOptions): Promise<string> {
  // Every way of signing in ends here: a suspended or banned account gets no session.
  await assertMaySignIn(request.server.db, options.userId, request.server.clock.now());
  const saved = options.saved ?? false;
  const deviceId = options.deviceId?.slice(0, 100) || cookieDeviceId(request);
  const { token } = await createSession(request.server.db, options.userId, {
    now: request.server.clock.now(),
    deviceId,
    saved,
    partnerChannel: options.partnerChannel ?? partnerChannelOf(request),
    userAgent: request.headers['user-agent'] ?? null,
  });
  setSessionCookie(request, reply, token, saved);
  return token;
}

/** Writes the session cookie (at login, and again on use so a saved login slides forward). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, saved: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.env === 'production',
    maxAge: saved ? SESSION_COOKIE_MAX_AGE_SAVED : SESSION_COOKIE_MAX_AGE_DEFAULT,
  });
  // A readable hint with the same lifetime: the web app asks who is signed in only while it is there.
  reply.setCookie(SIGNED_IN_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.server.config.env === 'production',
    maxAge: saved ? SESSION_COOKIE_MAX_AGE_SAVED : SESSION_COOKIE_MAX_AGE_DEFAULT,
  });
}

/** Removes every session cookie (spec section 4: logout removes all session cookies). */
export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
}
