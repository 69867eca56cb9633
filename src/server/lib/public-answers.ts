import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../domain/limits';
import { type CachedBody, precompress, sendCached } from './http-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
/** What one copy keeps of one feature's answers, raw and compressed together. */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  tag: string;
  body: Promise<CachedBody>;
  expires: number;
  bytes: number;
}

const sizeOf = (body: CachedBody) => body.raw.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);

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
   * (a 404) is thrown and not kept.
   */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, tag: string, load: () => Promise<unknown>): Promise<FastifyReply> {
    const body = await this.body(key, tag, async () => {
      const raw = reply.serialize(await load());
      return precompress(typeof raw === 'string' || Buffer.isBuffer(raw) ? raw : Buffer.from(raw), JSON_TYPE);
    });
    return sendCached(request, reply, body);
  }

  private body(key: string, tag: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.tag === tag && hit.expires > now) {
        this.entries.set(key, hit);
        return hit.body;
      }
      this.bytes -= hit.bytes;
    }
    const entry: Entry = { tag, body: build(), expires: now + this.ttlMs, bytes: 0 };
    this.entries.set(key, entry);
    entry.body.then(
      (body) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = sizeOf(body);
        this.bytes += entry.bytes;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.body;
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
