import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors/app-error';
import { ErrorText } from '../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../domain/errors/messages';

/** Paths a load balancer probes without a key. */
const OPEN_PATHS = new Set(['/health.json']);

/** The path under the prefix, without its query. */
function pathUnder(url: string, prefix: string): string {
  const query = url.indexOf('?', prefix.length);
  return query === -1 ? url.slice(prefix.length) : url.slice(prefix.length, query);
}

/**
 * Checks X-Api-Key on every API call (401 `invalid api key` otherwise). `isOpen` names more
 * paths (under the prefix) that answer without it.
 */
export function installApiKeyCheck(app: FastifyInstance, apiKey: string, prefix: string, isOpen: (path: string) => boolean = () => false): void {
  // Every API call runs this: the key's bytes are made once, and the hook takes a callback
  // rather than returning a promise.
  const expected = Buffer.from(apiKey);
  const sameKey = (given: string) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathUnder(request.url, prefix);
    if (OPEN_PATHS.has(path) || isOpen(path)) return done();
    const header = request.headers['x-api-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !sameKey(given)) {
      throw new AppError('bad_api_key', ErrorText.InvalidApiKey, ERROR_TEXT_MESSAGES[ErrorText.InvalidApiKey]!);
    }
    done();
  });
}
