import { createPublicKey } from 'node:crypto';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify, type RemoteJWKSet } from 'jose';
import { parseTaiwanMobile } from '../../../domain/users/phone';
import type { PartnerConfig } from '../../config';

/** How long a partner token may live from its `iat`: it is made for one hop into our site. */
const MAX_TOKEN_AGE_SECONDS = 600;
const CLOCK_TOLERANCE_SECONDS = 30;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Who a checked partner token names. */
export interface PartnerClaims {
  partnerUserId: string;
  jti: string;
  expiresAt: Date;
  /** Canonical Taiwan mobile, when the partner shares one. */
  phone: string | null;
  email: string | null;
}

/** A token that is not good for this partner: bad signature, wrong issuer or audience, expired, malformed. */
export class PartnerTokenRejected extends Error {
  override name = 'PartnerTokenRejected';
}

const keySets = new Map<string, RemoteJWKSet>();

function keyOf(partner: PartnerConfig): Uint8Array | ReturnType<typeof createPublicKey> | RemoteJWKSet {
  if (partner.secret !== undefined) return new TextEncoder().encode(partner.secret);
  if (partner.publicKey !== undefined) return createPublicKey(partner.publicKey);
  const url = partner.jwksUrl!;
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

function text(payload: JWTPayload, name: string, max: number): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;
}

async function verify(partner: PartnerConfig, token: string, now: Date): Promise<JWTPayload> {
  const key = keyOf(partner);
  const options = {
    issuer: partner.issuer,
    audience: partner.audience,
    algorithms: [partner.algorithm],
    requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    maxTokenAge: MAX_TOKEN_AGE_SECONDS,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    currentDate: now,
  };
  const result = typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
  return result.payload;
}

/**
 * Checks a partner's token with that partner's key: signature, issuer, audience, expiry, age,
 * and a subject and token id. Throws PartnerTokenRejected when it is not good.
 */
export async function verifyPartnerToken(partner: PartnerConfig, token: string, now: Date): Promise<PartnerClaims> {
  let payload: JWTPayload;
  try {
    if (token.length === 0 || token.length > 8192) throw new PartnerTokenRejected('empty or oversized token');
    payload = await verify(partner, token, now);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof PartnerTokenRejected) throw new PartnerTokenRejected(error.message, { cause: error });
    throw error;
  }
  const partnerUserId = text(payload, 'sub', 200);
  const jti = text(payload, 'jti', 200);
  if (!partnerUserId || !jti || payload.exp === undefined) throw new PartnerTokenRejected('sub and jti must be non-empty strings');
  const phoneText = text(payload, 'phone_number', 40);
  const email = text(payload, 'email', 254)?.toLowerCase() ?? null;
  return {
    partnerUserId,
    jti,
    expiresAt: new Date(payload.exp * 1000),
    phone: phoneText ? parseTaiwanMobile(phoneText) : null,
    email: email && EMAIL.test(email) ? email : null,
  };
}
