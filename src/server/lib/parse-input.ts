import type { z } from 'zod';
import { AppError, type FieldError } from '../../domain/errors/app-error';

/** A field's path as the form names it: ['User', 'email'] is User[email]. */
export function bracketName(path: readonly PropertyKey[]): string {
  const [head, ...rest] = path.map(String);
  return head === undefined ? '(欄位)' : `${head}${rest.map((part) => `[${part}]`).join('')}`;
}

/**
 * Parses a body or query with a zod schema; a failure is a 400 naming each field the way the
 * form sent it (User[email], settings[weekly_summary]), once per field.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const field = bracketName(issue.path);
    if (!fields.has(field)) fields.set(field, { field, message: issue.message });
  }
  throw AppError.invalid([...fields.values()]);
}
