export interface DiffRow {
  key: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value as one readable line: text as it is, everything else as JSON. */
export function readable(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/**
 * An audit entry's before/after as key/value rows (the keys of both, in order of first
 * appearance); a value that is not an object is one row under `valueKey`.
 */
export function auditDiff(before: unknown, after: unknown, valueKey: string): DiffRow[] {
  if (before == null && after == null) return [];
  const b = isRecord(before) ? before : before == null ? {} : { [valueKey]: before };
  const a = isRecord(after) ? after : after == null ? {} : { [valueKey]: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const was = key in b ? readable(b[key]) : undefined;
    const now = key in a ? readable(a[key]) : undefined;
    return { key, before: was, after: now, changed: was !== now };
  });
}
