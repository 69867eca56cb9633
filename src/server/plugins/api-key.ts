import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors/app-error';
import { ErrorText } from '../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../domain/errors/messages';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Paths a load balancer probes without a key. */
const OPEN_PATHS = new Set(['/health.json']);

/**
 * Checks X-Api-Key on every API call (401 `invalid api key` otherwise). `isOpen` names more
 * paths (under the prefix) that answer without it.
 */
export function installApiKeyCheck(app: FastifyInstance, apiKey: string, prefix: string, isOpen: (path: string) => boolean = () => false): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.slice(prefix.length).split('?')[0] ?? '';
    if (OPEN_PATHS.has(path) || isOpen(path)) return;
    const header = request.headers['x-api-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !sameKey(given, apiKey)) {
      throw new AppError('bad_api_key', ErrorText.InvalidApiKey, ERROR_TEXT_MESSAGES[ErrorText.InvalidApiKey]!);
    }
  });
}
