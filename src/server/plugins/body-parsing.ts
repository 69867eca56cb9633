import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import qs from 'qs';
import { BODY_MAX_BYTES } from '../../domain/limits';
import { isBodyRefused, parseMultipart, type UploadDeclaration } from './multipart';

export type { UploadDeclaration, UploadedFile } from './multipart';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route takes (multipart only); a route without it takes none. */
    uploads?: UploadDeclaration;
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
  app.addHook('onSend', async (request, reply) => {
    if (isBodyRefused(request)) reply.header('connection', 'close');
  });
});
