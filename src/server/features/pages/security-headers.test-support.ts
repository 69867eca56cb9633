import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { Config } from '../../config';
import { pageHelmetOptions } from './security-headers';

/** What @fastify/helmet sets per request on a page with this configuration, nonces included: the reference. */
export async function helmetReference(config: Config): Promise<Record<string, string>> {
  const app = Fastify({ logger: false });
  await app.register(helmet, { enableCSPNonces: true, ...pageHelmetOptions(config) });
  app.get('/', async () => 'page');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined && !NOT_SECURITY.includes(name)) headers[name] = String(value);
  }
  return headers;
}

// Set by Fastify on any answer, not by helmet.
const NOT_SECURITY = ['content-type', 'content-length', 'date', 'connection'];

/** The policy as directive → sources, nonces and hashes left out (they change per page or per request). */
export function withoutInlineSources(csp: string): Record<string, string> {
  const inline = /^'(nonce|sha256)-/;
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.filter((s) => !inline.test(s)).join(' ')];
    }),
  );
}
