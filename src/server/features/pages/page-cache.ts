import type { CachedBody } from '../../lib/http-cache';

/**
 * A public page as it is sent to every guest: its status, its bytes and its policy. Each encoding
 * is compressed once, when a client first asks for it (send-page.ts): most pages of long lists
 * (a category in a city, a search) are asked for once or twice, and compressing every new page
 * both ways cost more than rendering it.
 */
export interface CachedPage {
  status: number;
  /** Its raw bytes and entity tag (the encodings are in `encoded`). */
  body: CachedBody;
  /** The Content-Security-Policy that allows this page's inline script by its hash. */
  csp: string;
  /** The encodings made so far. */
  encoded?: Map<'br' | 'gzip', Promise<Buffer>>;
  /** Told the size of each encoding made, so the cache counts its bytes. */
  onEncoded?: (bytes: number) => void;
}

interface Entry {
  version: string;
  expires: number;
  page: Promise<CachedPage>;
  /** Counted once the render has finished. */
  bytes: number;
}

export interface PageCacheLimits {
  ttlMs: number;
  maxPages: number;
  /** Raw, gzip and brotli bytes of all pages together (an encoding counts once it is made). */
  maxBytes: number;
}

function sizeOf({ body }: CachedPage): number {
  return body.raw.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0);
}

/**
 * Rendered public pages, one entry per URL holding the data version it was rendered from: a
 * request that sees a newer version renders again and replaces it. Concurrent misses share one
 * render; the least recently used pages go first when the count or the bytes run over.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: PageCacheLimits) {}

  get(url: string, version: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const now = Date.now();
    const hit = this.entries.get(url);
    this.entries.delete(url);
    if (hit && hit.version === version && hit.expires > now) {
      // Map order is use order: the first key is the least recently used.
      this.entries.set(url, hit);
      return hit.page;
    }
    if (hit) this.bytes -= hit.bytes;
    const entry: Entry = { version, expires: now + this.limits.ttlMs, page: render(), bytes: 0 };
    this.entries.set(url, entry);
    entry.page.then(
      (page) => this.settle(url, entry, page),
      () => {
        // A failed render is not kept: the next request tries again.
        if (this.entries.get(url) === entry) this.entries.delete(url);
      },
    );
    this.evict();
    return entry.page;
  }

  /** How many pages and bytes are held (for tests and metrics). */
  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private settle(url: string, entry: Entry, page: CachedPage): void {
    if (this.entries.get(url) !== entry) return;
    page.onEncoded = (bytes) => this.grow(url, entry, bytes);
    this.grow(url, entry, sizeOf(page));
  }

  /** Counts bytes of a page still held (its render, then each encoding made for it). */
  private grow(url: string, entry: Entry, bytes: number): void {
    if (this.entries.get(url) !== entry) return;
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private evict(): void {
    const { maxPages, maxBytes } = this.limits;
    while (this.entries.size > maxPages || (this.bytes > maxBytes && this.entries.size > 1)) {
      const [oldestUrl, oldest] = this.entries.entries().next().value as [string, Entry];
      this.entries.delete(oldestUrl);
      this.bytes -= oldest.bytes;
    }
  }
}
