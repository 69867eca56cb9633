import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { WorkFilter } from '../../../domain/bids/quote-status';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import type { MessageHub } from './message-hub';
import type { MessagesService } from './messages.service';
import { PushSender } from '../push/push.sender';
import { QuoteNotifier } from './quote-notifier';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const ID = /^[1-9]\d{0,9}$/;
const MAX_INT = 2_147_483_647;
const MAX_PAGE = 10_000;

/** `{bid}.json` of a path; anything else names no conversation (404). */
function bidId(raw: string | undefined): number {
  const id = (raw ?? '').replace(/\.json$/, '');
  if (!ID.test(id) || Number(id) > MAX_INT) throw AppError.notFound('找不到這個對話。');
  return Number(id);
}

/** A message id of `since:`/`before:`; a bad one is a 400 naming it. */
function messageId(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw AppError.invalid([{ field: name, message: '請提供訊息編號（正整數）' }]);
  return Number(raw);
}

const sessionFirst = {
  // A missing session is a 403 before any complaint about the body.
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};

const fileParams = z.object({ file: z.string() });

/**
 * Messages (spec section 7 "Messages"): posting and reading a quote's conversation, and the
 * inbox of all of a user's conversations. Live delivery is messages.socket.ts.
 */
const MESSAGE_FILTER_IDS: readonly number[] = Object.values(WorkFilter);

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; hub: MessageHub }> = async (app, { messages, hub }) => {

  // A new message's recipient gets a web push (the sweeps of new quotes and unread messages are jobs).
  const notifier = new QuoteNotifier({
    db: app.db,
    messaging: app.messaging,
    hub,
    push: new PushSender({ db: app.db, config: app.config.push, log: app.log }),
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  const stopListening = hub.subscribe((event) => notifier.onHubEvent(event));
  app.addHook('onClose', async () => {
    stopListening();
  });

  app.post('/messages/quote_conversation/:file', { ...sessionFirst, schema: { params: fileParams }, config: { uploads: UPLOAD_ROUTES.messageAttachments } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = bidId(request.params.file);
    const body = (request.body ?? {}) as Record<string, unknown>;
    return ok(await messages.post(userId, id, { message: body.message, attachments: body.attachments }));
  });

  // /messages/get_conversation/{bid}.json, .../{bid}/since:{id}.json (polling), .../{bid}/before:{id}.json (older)
  app.get('/messages/get_conversation/*', async (request) => {
    const { userId } = await request.requireSession();
    const { named, positional } = parseNamedParams((request.params as { '*': string })['*']);
    if (positional.length !== 1) throw AppError.notFound('找不到這個對話。');
    const id = bidId(positional[0]);
    const since = messageId('since', named.since);
    const before = messageId('before', named.before);
    return ok(await messages.conversation(userId, id, { since, before }));
  });

  // /messages/inbox.json, /messages/inbox/page:{n}.json, /messages/inbox/filter:{1-7}/page:{n}.json
  const inbox = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const { named, positional } = parseNamedParams(rest);
    if (positional.length > 0) throw AppError.notFound('沒有這個列表。');
    const page = named.page === undefined ? 1 : Number(named.page);
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw AppError.invalid([{ field: 'page', message: '頁碼必須是正整數' }]);
    const filter = named.filter === undefined ? null : Number(named.filter);
    if (filter !== null && !MESSAGE_FILTER_IDS.includes(filter)) throw AppError.invalid([{ field: 'filter', message: '沒有這個訊息列表（filter 只能是 1 到 7）' }]);
    return ok(await messages.inbox(userId, page, filter));
  };
  app.get('/messages/inbox.json', (request) => inbox(request, ''));
  app.get('/messages/inbox/*', (request) => inbox(request, (request.params as { '*': string })['*']));
};
