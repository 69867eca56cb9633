import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_MAX_BODY_BYTES, type ClientErrorReport, clientErrorSchema } from '../../../domain/client-errors/client-errors';
import { clientErrorAnswerShape } from '../../../domain/client-errors/client-errors.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { ok } from '../../lib/envelope';
import { redactUrl } from '../../lib/redact-url';
import { okResponse } from '../../lib/http-schemas';
import { ClientErrorDesk } from './client-errors.service';

/** Logs a report seen for the first time in its window. */
function logReport(request: FastifyRequest, report: ClientErrorReport, outcome: { reference: string; fingerprint: string }, serverRelease: string): void {
  request.log.warn(
    {
      clientError: {
        reference: outcome.reference,
        fingerprint: outcome.fingerprint,
        kind: report.kind,
        message: report.message,
        stack: report.stack,
        // Paths of links carry secrets (reset, payment, guest hashes): logged redacted.
        route: redactUrl(report.route),
        release: report.release ?? 'unknown',
      },
      serverRelease,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    },
    'client error',
  );
}

/**
 * POST /client_errors.json: the browser reports an uncaught error, an unhandled rejection, a
 * chunk that failed to load or a screen's error boundary. Rate-limited per address,
 * deduplicated by fingerprint (the same failure is logged once a window and keeps its
 * reference), bounded in size; logged with the release and the route. The answer's reference
 * is what the error dialog shows.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod<{ desk?: ClientErrorDesk }> = async (app, options) => {
  const desk = options.desk ?? new ClientErrorDesk();
  const schema = { body: clientErrorSchema, response: okResponse(clientErrorAnswerShape) };
  app.post('/client_errors.json', { bodyLimit: CLIENT_ERROR_MAX_BODY_BYTES, schema }, async (request, reply) => {
    const report = request.body;
    const outcome = desk.receive(request.ip, report);
    if (outcome.kind === 'limited') {
      throw new AppError('rate_limited', ErrorText.RateLimited, ERROR_TEXT_MESSAGES[ErrorText.RateLimited]!, { retryAfterSeconds: outcome.retryAfterSeconds });
    }
    if (outcome.kind === 'new') logReport(request, report, outcome, app.config.release);
    reply.header('cache-control', 'no-store');
    return ok({ reference: outcome.reference, duplicate: outcome.kind === 'duplicate' ? (1 as const) : (0 as const) });
  });
};
