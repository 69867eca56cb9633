import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, compress, matchesTag, negotiateEncoding, sendCached } from '../../lib/http-cache';
import type { CachedPage } from './page-cache';

/** The page in an encoding, compressed the first time a client asks for it and kept with the page. */
export function encodedPage(page: CachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  page.encoded ??= new Map();
  const known = page.encoded.get(encoding);
  if (known) return known;
  const made = compress(page.body.raw, encoding);
  page.encoded.set(encoding, made);
  made.then(
    (buffer) => page.onEncoded?.(buffer.length),
    () => page.encoded?.delete(encoding),
  );
  return made;
}

/**
 * Sends a cached page's bytes, with its own policy: a page that exists gets its entity tag (304
 * when the browser holds it); a 404 page has no representation to validate.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): Promise<FastifyReply> {
  reply.header('content-security-policy', page.csp);
  const { body } = page;
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const plain = encoding === 'identity' || body.raw.length < COMPRESS_MIN_BYTES;
  if (page.status === 200) {
    if (plain || matchesTag(request.headers['if-none-match'], body.etag)) return sendCached(request, reply, body);
    return sendCached(request, reply, { ...body, [encoding]: await encodedPage(page, encoding) });
  }
  reply.status(page.status).type(body.contentType).header('vary', 'Accept-Encoding');
  if (plain) return reply.send(body.raw);
  return reply.header('content-encoding', encoding).send(await encodedPage(page, encoding));
}
