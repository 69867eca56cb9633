import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import qs from 'qs';
import { AppError } from '../../domain/errors/app-error';
import { bracketName } from '../lib/parse-input';
import { BODY_MAX_BYTES } from '../../domain/limits';
import { isBodyRefused, parseMultipart, type UploadDeclaration } from './multipart';

export type { UploadDeclaration, UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route takes (multipart only); a route without it takes none. */
    uploads?: UploadDeclaration;
    /**
     * For an upload whose declaration names the console's session: the route's check of that
     * session (the plugins cannot reach the console feature without an import cycle). For a
     * guest upload: the route's check before the body is read (e.g. its abuse limit), if any.
     */
    uploadSession?: (request: FastifyRequest) => Promise<unknown>;
  }
}

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

/**
 * Every POST accepts JSON, form-urlencoded and multipart bodies; the two form encodings use
 * bracket notation for nested fields. JSON and urlencoded bodies stop at BODY_MAX_BYTES.
 * Multipart is read by `parseMultipart` with the route's `config.uploads`: files only where a
 * route declares them, and only after the session is checked (docs/media.md "Limits").
 */
export const bodyParsingPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, { bodyLimit: BODY_MAX_BYTES, parser: (body) => qs.parse(body, QS_OPTIONS) });
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => nestBracketFields(await parseMultipart(request, payload)));
  // A refused body is not read to its end: the connection closes after the answer instead.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isBodyRefused(request)) reply.header('connection', 'close');
    done(null, payload);
  });
  // A NUL character in any field, query or path part is refused here, naming the field, rather
  // than failing in the database as a 500.
  // Callback hooks: every API call runs them, and an async hook costs a promise each time (a
  // throw inside one is answered as the error, as from an async hook).
  app.addHook('preValidation', (request, _reply, done) => {
    // A POST without a body is an empty form, so a body schema names the missing fields.
    if (request.body === undefined || request.body === null) request.body = {};
    for (const part of [request.params, request.query, request.body]) {
      const path = findNulCharacter(part);
      if (path) throw AppError.invalid([{ field: bracketName(path), message: '含有不允許的控制字元（NUL），請移除後再送出' }]);
    }
    done();
  });
});
