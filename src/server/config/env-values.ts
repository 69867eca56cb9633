import { createHash } from 'node:crypto';
import { z } from 'zod';

// Development and tests only: a fixed, public key, so local data survives restarts. Refused in production.
export const DEV_DATA_ENCRYPTION_KEY = createHash('sha256').update('marketplace development data key, not secret').digest();
const DATA_KEY_BYTES = 32;
export const isDataKey = (v: string) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === DATA_KEY_BYTES;
export const dataKeyMessage = `must be ${DATA_KEY_BYTES} random bytes in base64 (openssl rand -base64 ${DATA_KEY_BYTES})`;

export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

// An empty variable (`GOOGLE_CLIENT_ID=` in an env file) counts as unset.
export const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
