import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, sendCached } from '../../lib/http-cache';
import type { CachedPage } from './page-cache';

/**
 * Sends a cached page's bytes as they are, with its own policy: a page that exists gets its
 * entity tag (304 when the browser holds it); a 404 page has no representation to validate.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.header('content-security-policy', page.csp);
  if (page.status === 200) return sendCached(request, reply, page.body);
  const { body } = page;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const encoded = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : undefined;
  reply.status(page.status).type(body.contentType).header('vary', 'Accept-Encoding');
  if (!encoded) return reply.send(body.raw);
  return reply.header('content-encoding', encoding).send(encoded);
}
