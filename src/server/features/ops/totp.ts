import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps read it: SHA-1, 30-second steps, 6 digits. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after are accepted too (clock drift, a code typed as it turned). */
const WINDOW_STEPS = 1;
/** The issuer shown in the authenticator app. */
export const TOTP_ISSUER = '好幫手營運後台';
/** The context the TOTP secret is sealed under (operators.totp_secret_encrypted). */
export const TOTP_SECRET_CONTEXT = 'operators.totp_secret';

function totpOf(secretBase32: string, email = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app scans. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code of the step at `now` (tests and the demo). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/** The time step of a right 6-digit code at `now` (within one step either way), else null. */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

// Recovery codes: 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new recovery code, `xxxxx-xxxxx` (about 49 bits). */
export function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The stored form of a recovery code: sha256 of its letters, case and dashes ignored. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('hex');
}
