import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_MAX_AGE_SECONDS } from '../../../domain/users/auth-limits';

/**
 * A signed cookie set on a successful password login (OWASP's "device cookie"): a browser that
 * has signed in to an account before is not refused by the per-IP and per-account failure
 * limits, which count only strangers. So neither a shared address (a load balancer, an office
 * NAT) nor someone guessing a victim's password can lock the real user out.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';

export interface KnownDevice {
  userId: number;
  /** Random per cookie: the key of this device's own failure counter. */
  nonce: string;
}

function deviceKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('known-device-v1').digest();
}

function sign(authSecret: string, payload: string): string {
  return createHmac('sha256', deviceKey(authSecret)).update(payload).digest('base64url');
}

/** The device the cookie vouches for, if it is signed by this server for this account. */
export function knownDeviceFor(request: FastifyRequest, authSecret: string, userId: number | undefined): KnownDevice | undefined {
  const value = request.cookies[KNOWN_DEVICE_COOKIE];
  if (userId === undefined || !value || value.length > 200) return undefined;
  const [id, nonce, signature] = value.split('.');
  if (!id || !nonce || !signature || Number(id) !== userId) return undefined;
  const expected = Buffer.from(sign(authSecret, `${id}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { userId, nonce };
}

/** Marks this browser as one the account signed in from. */
export function rememberDevice(reply: FastifyReply, authSecret: string, userId: number, secure: boolean): void {
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${userId}.${nonce}`;
  reply.setCookie(KNOWN_DEVICE_COOKIE, `${payload}.${sign(authSecret, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
