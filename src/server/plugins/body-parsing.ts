import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { AppError } from '../../domain/errors/app-error';
import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { bracketName } from '../lib/parse-input';

// Bracket notation (User[email]) nests; deep or huge bodies are cut off rather than parsed.
// allowSparse keeps numeric keys where they were: QuoteFormSubmissionField[12]=a must stay the
// answer to field 12, not be packed down to index 0 of an array.
const QS_OPTIONS = { depth: 5, arrayLimit: 100, parameterLimit: 1000, allowSparse: true } as const;

/** Parses bracket-notation keys of a flat object into nested objects and arrays. */
export function nestBracketFields(flat: Record<string, unknown>): Record<string, unknown> {
  return qs.parse(flat as Record<string, string>, QS_OPTIONS) as Record<string, unknown>;
}

/** The path of the first string holding a NUL character (PostgreSQL cannot store one in text). */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNulCharacter(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** An uploaded file as the routes see it. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Every POST accepts JSON, form-urlencoded and multipart bodies; the two form encodings use
 * bracket notation for nested fields. Multipart files arrive as UploadedFile values.
 */
export const bodyParsingPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, { parser: (body) => qs.parse(body, QS_OPTIONS) });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 1000 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const flat: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
        const existing = flat[part.fieldname];
        flat[part.fieldname] = existing === undefined ? file : ([] as unknown[]).concat(existing, file);
      } else {
        // A name sent more than once (when[day_slots][]=2, when[day_slots][]=3) keeps every value, as in urlencoded bodies.
        const existing = flat[part.fieldname];
        flat[part.fieldname] = existing === undefined ? part.value : ([] as unknown[]).concat(existing, part.value);
      }
    }
    request.body = nestBracketFields(flat);
  });
  // A NUL character in any field, query or path part is refused here, naming the field, rather
  // than failing in the database as a 500.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (path) throw AppError.invalid([{ field: bracketName(path), message: '含有不允許的控制字元（NUL），請移除後再送出' }]);
    }
  });
});
