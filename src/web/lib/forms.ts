import type { z } from 'zod';
import type { FieldError } from '../api/client';

/** A form's error messages by field: zh-TW text from the server or a shared schema, or an i18n key. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Messages that are ours start with this and go through i18n; the others are shown as they are. */
export const FORM_KEY_PREFIX = 'forms>';

export function isMessageKey(message: string): boolean {
  return message.startsWith(FORM_KEY_PREFIX);
}

/** The first message of each top-level field a schema refuses; empty when the values pass. */
export function schemaErrors<K extends string>(schema: z.ZodType, values: Record<K, unknown>): FieldErrors<K> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The server's field errors put on the form's own fields. The server names nested fields with
 * dots ('User.email'), so the last part is tried too; `rename` covers other names
 * ('passwd' for the password input). Messages for fields the form does not have come back in `other`.
 */
export function serverFieldErrors<K extends string>(
  fields: readonly FieldError[],
  names: readonly K[],
  rename: Partial<Record<string, K>> = {},
): { byField: FieldErrors<K>; other: string[] } {
  const byField: FieldErrors<K> = {};
  const other: string[] = [];
  for (const { field, message } of fields) {
    const last = field.split('.').pop() ?? field;
    const name = rename[field] ?? rename[last] ?? (names as readonly string[]).find((n) => n === field || n === last);
    if (name !== undefined && byField[name as K] === undefined) byField[name as K] = message;
    else if (name === undefined) other.push(message);
  }
  return { byField, other };
}
