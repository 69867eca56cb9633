import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toUtcString } from '../../../domain/time/datetime';
import { readOutbox } from '../../adapters/messaging/outbox';
import { devOutboxAnswerShape } from '../../../domain/dev/dev-outbox.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { outboxGuard } from './dev-access';
import { outboxRecipient } from './dev-outbox.repository';

const outboxQuery = z.object({ to: z.string({ error: '請輸入手機號碼或電子郵件。' }).trim().min(1, '請輸入手機號碼或電子郵件。').max(254) });

/**
 * GET /dev/outbox.json?to=: what the outbox holds for one phone or e-mail, oldest first.
 * Development and tests only: in production the route does not exist (404), and elsewhere it
 * answers loopback clients only unless DEV_OUTBOX_PUBLIC=1.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env === 'production') return;
  app.get('/dev/outbox.json', { onRequest: outboxGuard, schema: { querystring: outboxQuery, response: okResponse(devOutboxAnswerShape) } }, async (request) => {
    const entries = await readOutbox(app.db, outboxRecipient(request.query.to));
    return ok({ messages: entries.map((m) => ({ channel: m.channel, to: m.to, subject: m.subject, body: m.body, created: toUtcString(m.created) })) });
  });
};
