import { createHash, randomBytes } from 'node:crypto';
import {
  CLIENT_ERROR_DEDUPE_MS,
  CLIENT_ERRORS_PER_MINUTE,
  type ClientErrorReport,
} from '../../../domain/client-errors/client-errors';

/** Entries kept at most in each in-memory table: a flood of distinct values cannot grow them without end. */
const MAX_ENTRIES = 5000;

/**
 * What makes two reports the same failure: its kind, its message without numbers (ids and
 * times differ between users) and the first line of its stack that names a place in the code.
 */
export function fingerprint(report: Pick<ClientErrorReport, 'kind' | 'message' | 'stack'>): string {
  const message = report.message.replace(/\d+/g, '#').slice(0, 300);
  const frame = (report.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => /(https?:\/\/|\/).*:\d+:\d+/.test(line));
  const place = frame ? frame.replace(/\?[^:\s)]*/, '').replace(/^at\s+/, '') : '';
  return createHash('sha256').update(`${report.kind}\n${message}\n${place}`).digest('hex').slice(0, 16);
}

/** A short reference a person can read out to support: 12 hex digits, prefixed. */
export function newReference(): string {
  return `CE-${randomBytes(6).toString('hex').toUpperCase()}`;
}

interface Seen {
  reference: string;
  until: number;
  count: number;
}

export type ReportOutcome = { kind: 'limited'; retryAfterSeconds: number } | { kind: 'new' | 'duplicate'; reference: string; fingerprint: string; count: number };

/** Per-address rate limit and per-fingerprint deduplication of browser error reports, in memory. */
export class ClientErrorDesk {
  private readonly seen = new Map<string, Seen>();
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly perMinute = CLIENT_ERRORS_PER_MINUTE,
    private readonly dedupeMs = CLIENT_ERROR_DEDUPE_MS,
  ) {}

  receive(address: string, report: ClientErrorReport): ReportOutcome {
    const now = this.now();
    const window = this.windows.get(address);
    if (window && now - window.start < 60_000) {
      if (window.count >= this.perMinute) return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000)) };
      window.count += 1;
    } else {
      this.remember(this.windows, address, { start: now, count: 1 });
    }
    const print = fingerprint(report);
    const known = this.seen.get(print);
    if (known && known.until > now) {
      known.count += 1;
      return { kind: 'duplicate', reference: known.reference, fingerprint: print, count: known.count };
    }
    const entry = { reference: newReference(), until: now + this.dedupeMs, count: 1 };
    this.remember(this.seen, print, entry);
    return { kind: 'new', reference: entry.reference, fingerprint: print, count: 1 };
  }

  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    if (map.size >= MAX_ENTRIES) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.set(key, value);
  }
}
