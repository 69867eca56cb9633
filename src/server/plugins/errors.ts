import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError, HTTP_STATUS_BY_KIND, type StepUpChallenge } from '../../domain/errors/app-error';
import { ErrorText } from '../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../domain/errors/messages';
import { bracketName } from '../lib/parse-input';

/** The error envelope of api-conventions.md. */
export interface ErrorBody {
  status: 'Error';
  error: number | string;
  message: string;
  fields?: FieldError[];
  /** `login code required`: where the one-time code went and the hash to send back with it. */
  step_up?: StepUpChallenge;
  reference?: string;
}

// Fields are named the way the form sent them (User[email]), as parseInput names them.
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').split('/').filter((part) => part !== '');
  const missing = (params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
  return bracketName(path.length > 0 ? path : (missing ?? []));
}

function appErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { status: 'Error', error: error.code, message: error.message };
  if (error.fields.length > 0) body.fields = error.fields;
  if (error.stepUp) body.step_up = error.stepUp;
  return body;
}

/** Turns any thrown error into the envelope, with the status of its kind. */
export function toErrorReply(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: HTTP_STATUS_BY_KIND[error.kind], body: appErrorBody(error) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that is not one names nothing: 404, like an id that is not yours.
    if ((error as { validationContext?: string }).validationContext === 'params') {
      return { status: 404, body: appErrorBody(AppError.notFound(request.routeOptions.config.notFoundText ?? '找不到這個頁面。')) };
    }
    // Once per field, the first complaint, as parseInput names them.
    const fields = new Map<string, FieldError>();
    for (const v of error.validation) {
      const field = fieldName(v.instancePath, v.params);
      if (!fields.has(field)) fields.set(field, { field, message: v.message ?? '格式不正確' });
    }
    return { status: 400, body: appErrorBody(AppError.invalid([...fields.values()])) };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
    return {
      status: 413,
      body: { status: 'Error', error: ErrorText.FileTooLarge, message: ERROR_TEXT_MESSAGES[ErrorText.FileTooLarge]! },
    };
  }
  const status = fastifyError.statusCode;
  // A plugin's own 403 (the static server refusing a folder) is no session matter: 403 means
  // "session gone" to the web client, so it is answered as not found.
  if (status === 403) return { status: 404, body: appErrorBody(AppError.notFound('找不到這個頁面。')) };
  if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403) {
    if (status === 429) return { status, body: { status: 'Error', error: ErrorText.RateLimited, message: ERROR_TEXT_MESSAGES[ErrorText.RateLimited]! } };
    return { status: 400, body: { status: 'Error', error: ErrorText.InvalidInput, message: `請求格式不正確（${fastifyError.message}）` } };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    body: {
      status: 'Error',
      error: ErrorText.ServerError,
      message: `${ERROR_TEXT_MESSAGES[ErrorText.ServerError]}（錯誤代碼：${request.id}）`,
      reference: String(request.id),
    },
  };
}

/** Sends an error in the envelope; sets Retry-After for rate limits. */
export function sendError(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const { status, body } = toErrorReply(error, request);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.status(status).send(body);
}

/** Installs the envelope error handler and a JSON 404 on the API's scope. */
export function installApiErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(reply, request, error));
  app.setNotFoundHandler((request, reply) => sendError(reply, request, AppError.notFound('找不到這個 API。')));
}
