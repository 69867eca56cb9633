import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bodies shorter than this are sent as they are: compressing them saves nothing on the wire. */
export const COMPRESS_MIN_BYTES = 1024;
// Computed once per version of the data, so a stronger setting than per-request compression
// can afford (brotli 11 would take a quarter of a second on a large page).
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

/** A response body ready to send as it is: raw, gzip and brotli, with its entity tag. */
export interface CachedBody {
  readonly contentType: string;
  readonly raw: Buffer;
  /** Undefined below COMPRESS_MIN_BYTES. */
  readonly gzip: Buffer | undefined;
  readonly br: Buffer | undefined;
  /** Weak: the same for every encoding of the body. */
  readonly etag: string;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The entity tag of a body: a weak tag over its SHA-1. */
export function entityTag(raw: Buffer | string): string {
  return `W/"${createHash('sha1').update(raw).digest('base64url')}"`;
}

/** Compresses a body once, for every request that will get it. */
export async function precompress(body: Buffer | string, contentType: string): Promise<CachedBody> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = entityTag(raw);
  if (raw.length < COMPRESS_MIN_BYTES) return { contentType, raw, gzip: undefined, br: undefined, etag };
  const [gz, br] = await Promise.all([compress(raw, 'gzip'), compress(raw, 'br')]);
  return { contentType, raw, gzip: gz, br, etag };
}

/** A body kept as it is, its encodings to be made when a client first asks for one. */
export function uncompressed(body: Buffer | string, contentType: string): CachedBody {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  return { contentType, raw, gzip: undefined, br: undefined, etag: entityTag(raw) };
}

/** A body in one encoding, at the settings of precompress. */
export function compress(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(raw, { level: GZIP_LEVEL });
  return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

/** The q-value the Accept-Encoding header gives a coding (0 when absent, `*` counting). */
function qualityOf(header: string, coding: string): number {
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const quality = Number.isFinite(value) ? value : 0;
    if (name === coding) return quality;
    if (name === '*') star = quality;
  }
  return star ?? 0;
}

function chooseEncoding(acceptEncoding: string): ContentEncoding {
  const br = qualityOf(acceptEncoding, 'br');
  const gz = qualityOf(acceptEncoding, 'gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Bounded in
// count and length, since a client may send anything.
const CHOSEN_MAX_ENTRIES = 256;
const CHOSEN_MAX_HEADER_LENGTH = 256;
const chosen = new Map<string, ContentEncoding>();

/** The best encoding the client accepts: brotli, then gzip, then none. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const encoding = chooseEncoding(acceptEncoding);
  if (acceptEncoding.length <= CHOSEN_MAX_HEADER_LENGTH) {
    if (chosen.size >= CHOSEN_MAX_ENTRIES) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names the tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', field);
    return;
  }
  const list = typeof current === 'string' ? current.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === field.toLowerCase())) reply.header('vary', [...list.filter(Boolean), field].join(', '));
}

/**
 * Sends a cached body as it is: `304` when the client holds the same tag, else the encoding it
 * accepts, already compressed (the compression plugin leaves an encoded body alone).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('etag', body.etag);
  addVary(reply, 'Accept-Encoding');
  if (matchesTag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const encoded = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : undefined;
  reply.type(body.contentType);
  if (!encoded) return reply.send(body.raw);
  reply.header('content-encoding', encoding);
  return reply.send(encoded);
}
