import type { SanctionKind } from '../../../domain/ops/moderation';

/** The form of a sanction, as typed: a reason of 2 to 500 characters, and for a suspension an optional end in Taipei time. */
export interface SanctionValues {
  kind: SanctionKind;
  reason: string;
  /** `YYYY-MM-DDTHH:mm` from a datetime-local field, Taipei time; empty for indefinitely. */
  until: string;
}

export type SanctionCheck = { ok: true; body: { reason: string; until?: string } } | { ok: false; error: 'reason' | 'until' };

const TAIPEI_OFFSET_MS = 8 * 3_600_000;

/** A Taipei wall time `YYYY-MM-DDTHH:mm` as the API's UTC `YYYY-MM-DD HH:mm:ss`; undefined when it is not one. */
export function taipeiLocalToUtc(local: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const utc = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) - TAIPEI_OFFSET_MS);
  return Number.isNaN(utc.getTime()) ? undefined : utc.toISOString().replace('T', ' ').slice(0, 19);
}

/** Checks the form before anything is sent; the server checks again (an end in the past is its 409). */
export function readSanction(values: SanctionValues): SanctionCheck {
  const reason = values.reason.trim();
  if (reason.length < 2 || reason.length > 500) return { ok: false, error: 'reason' };
  if (values.kind !== 'suspend' || values.until === '') return { ok: true, body: { reason } };
  const until = taipeiLocalToUtc(values.until);
  return until ? { ok: true, body: { reason, until } } : { ok: false, error: 'until' };
}
