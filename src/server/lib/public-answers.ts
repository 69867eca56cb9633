import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../domain/limits';
import { COMPRESS_MIN_BYTES, type CachedBody, compress, entityTag, matchesTag, negotiateEncoding, sendCached } from './http-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
/** What one copy keeps of one feature's answers, raw and compressed together. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  tag: string;
  /** Uncompressed; each encoding is made when a client first asks for it. */
  body: Promise<CachedBody>;
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
  expires: number;
  bytes: number;
}

/**
 * Public JSON answers of one copy, serialised and compressed once per version of their data:
 * an answer is found by its key (the route and its parameters) and used while its tag (the data
 * versions it was built from) is current, for at most the spec's cache TTL (some figures, such
 * as price statistics, have no version). The least recently used answers go first.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly ttlMs = CACHE_TTL_SECONDS * 1000,
  ) {}

  /**
   * Sends the answer cached under key and tag (ETag, 304, the accepted encoding), building it on a
   * miss with `load` and the route's own serializer, so the bytes are the route's. A failed load
   * (a 404) is thrown and not kept. An encoding is compressed once, when a client first asks for
   * it: most answers of a long list are asked for once, and compressing each of them both ways
   * cost more than building it.
   */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, tag: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const entry = this.entry(key, tag, async () => {
      const serialized = reply.serialize(await load());
      const raw = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
      return { contentType: JSON_TYPE, raw, gzip: undefined, br: undefined, etag: entityTag(raw) };
    });
    const body = await entry.body;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity' || body.raw.length < COMPRESS_MIN_BYTES || matchesTag(request.headers['if-none-match'], body.etag)) {
      return sendCached(request, reply, body);
    }
    const encoded = await this.encoded(key, entry, body.raw, encoding);
    return sendCached(request, reply, { ...body, [encoding]: encoded });
  }

  private encoded(key: string, entry: Entry, raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
    const known = entry.encoded.get(encoding);
    if (known) return known;
    const made = compress(raw, encoding);
    entry.encoded.set(encoding, made);
    made.then(
      (buffer) => this.grow(key, entry, buffer.length),
      () => entry.encoded.delete(encoding),
    );
    return made;
  }

  private grow(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private entry(key: string, tag: string, build: () => Promise<CachedBody>): Entry {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.tag === tag && hit.expires > now) {
        this.entries.set(key, hit);
        return hit;
      }
      this.bytes -= hit.bytes;
    }
    const entry: Entry = { tag, body: build(), encoded: new Map(), expires: now + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.body.then(
      (body) => this.grow(key, entry, body.raw.length),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  // A Map keeps insertion order and hits move to its end: the first entries are the least used.
  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
