import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { OPS_SESSION_COOKIE, OPS_SESSION_HOURS, type OpsPermissionId, operatorMay } from '../../../domain/ops/operator-roles';
import { HOUR_MS } from '../../../domain/time';
import { toUtcString } from '../../../domain/time/datetime';
import { findLiveSession } from './operators.repository';
import type { OpsCaller } from './ops-caller';

/** The stored form of a console session token. */
export const opsTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new console session token (32 random bytes, base64url) and when it expires. */
export function newOpsToken(now: Date): { token: string; expires: Date } {
  return { token: randomBytes(32).toString('base64url'), expires: new Date(now.getTime() + OPS_SESSION_HOURS * HOUR_MS) };
}

export function setOpsCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(OPS_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.config.env === 'production',
    maxAge: OPS_SESSION_HOURS * 3600,
  });
}

export function clearOpsCookie(reply: FastifyReply): void {
  reply.clearCookie(OPS_SESSION_COOKIE, { path: '/' });
}

/** Where a console request comes from, for the audit log. */
export function requestOrigin(request: FastifyRequest): { ip: string | null; userAgent: string | null } {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/**
 * The guard of every console call: the `ops_session` cookie only (a marketplace session is
 * nobody here). No live session: 403 `invalid token`; a role without the permission: 403 `forbidden`.
 */
export async function requireOperator(request: FastifyRequest, permission?: OpsPermissionId): Promise<OpsCaller & { expires: Date }> {
  const token = request.cookies[OPS_SESSION_COOKIE];
  const now = request.server.clock.now();
  const row = token && token.length <= 100 ? await findLiveSession(request.server.db, opsTokenHash(token), now) : undefined;
  if (!row) throw AppError.unauthenticated();
  if (permission && !operatorMay(row.role, permission)) {
    throw new AppError('unauthenticated', ErrorText.Forbidden, ERROR_TEXT_MESSAGES[ErrorText.Forbidden]!);
  }
  return {
    operator: { id: row.id, email: row.email, full_name: row.full_name, role: row.role },
    sessionId: row.session_id,
    expires: row.expires,
    now,
    ...requestOrigin(request),
  };
}

const callers = new WeakMap<FastifyRequest, OpsCaller & { expires: Date }>();

/**
 * The guard as a route's preValidation hook, so a caller without the console session or role is
 * refused before the body is read or validated. The handler takes the caller with `opsCallerOf`.
 */
export function opsGuard(permission?: OpsPermissionId) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await requireOperator(request, permission));
  };
}

/** The caller the route's guard let in. */
export function opsCallerOf(request: FastifyRequest): OpsCaller & { expires: Date } {
  const caller = callers.get(request);
  if (!caller) throw new Error('opsCallerOf used on a route without opsGuard');
  return caller;
}

/** The answer of login and me: who is signed in, and until when. */
export function toOpsSession(caller: OpsCaller & { expires: Date }) {
  return { operator: caller.operator, expires: toUtcString(caller.expires) };
}
