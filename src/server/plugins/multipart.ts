import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors/app-error';
import { ErrorText } from '../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../domain/errors/messages';
import {
  BODY_MAX_BYTES,
  MULTIPART_FIELD_MAX_BYTES,
  MULTIPART_FIELD_NAME_MAX_BYTES,
  MULTIPART_FIELDS_MAX,
  UPLOAD_MAX_BYTES,
} from '../../domain/limits';
import type { UploadDeclaration } from '../../domain/uploads/upload-routes';

export type { UploadDeclaration };

/** An uploaded file as the routes see it. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const refused = new WeakSet<FastifyRequest>();

/** Whether the request's body was refused before it was read to its end. */
export function isBodyRefused(request: FastifyRequest): boolean {
  return refused.has(request);
}

const tooLarge = (field?: string, message?: string) =>
  new AppError('too_large', ErrorText.BodyTooLarge, ERROR_TEXT_MESSAGES[ErrorText.BodyTooLarge]!, field ? { fields: [{ field, message: message ?? '' }] } : {});
const fileTooLarge = (field: string) =>
  new AppError('too_large', ErrorText.FileTooLarge, ERROR_TEXT_MESSAGES[ErrorText.FileTooLarge]!, { fields: [{ field, message: '每個檔案需小於 10 MB' }] });
const unableToUpload = (field: string, message: string) => AppError.invalid([{ field, message }], ErrorText.UnableToUpload);
const malformed = () => AppError.invalid([{ field: 'body', message: '上傳的資料格式不正確，請重新送出。' }]);

/**
 * Reads a multipart body within the route's declaration (docs/media.md "Limits"). A route that
 * takes files needs a session (a console upload: the console's), checked from the header or cookie before a byte of the body is
 * read; other routes get text fields only. Every limit is counted while the body streams in:
 * the first one crossed ends the reading at once (413, or 400 for a file where none is taken),
 * so a body is never buffered beyond the route's caps.
 */
export async function parseMultipart(request: FastifyRequest, payload: IncomingMessage): Promise<Record<string, unknown>> {
  const declared = request.routeOptions.config.uploads;
  const refuse = (error: AppError) => {
    refused.add(request);
    return error;
  };
  if (declared) {
    try {
      // A console upload needs a live console session (its role is checked by the route's guard).
      const check = request.routeOptions.config.uploadSession;
      if (declared.session === 'console') {
        if (!check) throw AppError.unauthenticated();
        await check(request);
      } else if (declared.session === 'guest') {
        // A public form: no session, but the route's own check (an abuse limit) before the body.
        if (check) await check(request);
      } else await request.requireSession();
    } catch (error) {
      throw error instanceof AppError ? refuse(error) : error;
    }
  }
  const maxFiles = declared?.files ?? 0;
  const totalMax = BODY_MAX_BYTES + (declared?.maxBytes ?? 0);
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > totalMax) throw refuse(tooLarge());
  return new Promise((resolve, reject) => {
    const flat = new Map<string, unknown>();
    const add = (name: string, value: unknown) => {
      const existing = flat.get(name);
      // A name sent more than once (when[day_slots][]=2, when[day_slots][]=3) keeps every value, as in urlencoded bodies.
      flat.set(name, existing === undefined ? value : ([] as unknown[]).concat(existing, value));
    };
    let settled = false;
    let finished = false;
    let pendingFiles = 0;
    let files = 0;
    let received = 0;
    let fileBytes = 0;
    let bb: BusboyInstance;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      refuse(error);
      payload.unpipe(bb);
      payload.pause();
      reject(error);
    };
    const settle = () => {
      if (settled || !finished || pendingFiles > 0) return;
      settled = true;
      resolve(Object.fromEntries(flat));
    };
    try {
      bb = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: {
          fieldNameSize: MULTIPART_FIELD_NAME_MAX_BYTES,
          fieldSize: MULTIPART_FIELD_MAX_BYTES,
          fields: MULTIPART_FIELDS_MAX,
          // One more than allowed, so the extra file arrives and its field can be named.
          files: maxFiles + 1,
          fileSize: Math.min(UPLOAD_MAX_BYTES, declared?.maxBytes ?? 0),
          parts: MULTIPART_FIELDS_MAX + maxFiles + 1,
          headerPairs: 20,
        },
      });
    } catch {
      throw refuse(malformed());
    }
    bb.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated) return fail(tooLarge('body', `欄位名稱最多 ${MULTIPART_FIELD_NAME_MAX_BYTES} 個位元組`));
      if (valueTruncated) return fail(tooLarge(name, `每個欄位最多 ${MULTIPART_FIELD_MAX_BYTES / 1024} KB`));
      add(name, value);
    });
    bb.on('file', (name, stream, filename, _encoding, mimetype) => {
      files += 1;
      if (maxFiles === 0) return fail(unableToUpload(name, '這個功能不接受檔案上傳'));
      if (files > maxFiles) return fail(unableToUpload(name, `附件最多 ${maxFiles} 個`));
      pendingFiles += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        fileBytes += chunk.length;
        if (fileBytes > (declared?.maxBytes ?? 0)) return fail(tooLarge(name, '檔案合計太大，請分次上傳'));
        chunks.push(chunk);
      });
      stream.on('limit', () => fail(fileTooLarge(name)));
      stream.on('end', () => {
        pendingFiles -= 1;
        if (settled) return;
        add(name, { filename, mimetype, data: Buffer.concat(chunks) } satisfies UploadedFile);
        settle();
      });
    });
    bb.on('fieldsLimit', () => fail(tooLarge('body', `欄位最多 ${MULTIPART_FIELDS_MAX} 個`)));
    bb.on('partsLimit', () => fail(tooLarge('body', `欄位最多 ${MULTIPART_FIELDS_MAX} 個`)));
    bb.on('error', (error: Error) => {
      // An empty body is an empty form, as with the other encodings.
      if (received === 0 && /Unexpected end/.test(error.message)) {
        finished = true;
        return settle();
      }
      fail(malformed());
    });
    bb.on('finish', () => {
      finished = true;
      settle();
    });
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > totalMax) fail(tooLarge());
    });
    payload.on('error', () => fail(malformed()));
    payload.on('close', () => {
      if (!payload.complete) fail(malformed());
    });
    payload.pipe(bb);
  });
}
