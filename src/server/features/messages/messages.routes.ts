import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { WorkFilter } from '../../../domain/bids/quote-status';
import { conversationAnswerShape, inboxAnswerShape, sentMessageAnswerShape } from '../../../domain/messages/messages.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import type { MessageHub } from './message-hub';
import type { MessagesService } from './messages.service';
import type { QuoteNotifier } from './quote-notifier';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

const MAX_PAGE = 10_000;
const CONVERSATION_NOT_FOUND = '找不到這個對話。';

/** `{bid}` of a path; anything else names no conversation (404). */
function bidId(raw: string | undefined): number {
  const id = fileIdParams.shape.file.safeParse(raw ?? '');
  if (!id.success) throw AppError.notFound(CONVERSATION_NOT_FOUND);
  return id.data;
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

const restParams = z.object({ '*': z.string() });
const inboxSchema = { params: restParams, response: okResponse(inboxAnswerShape) };

/**
 * Messages (spec section 7 "Messages"): posting and reading a quote's conversation, and the
 * inbox of all of a user's conversations. Live delivery is messages.socket.ts.
 */
const MESSAGE_FILTER_IDS: readonly number[] = Object.values(WorkFilter);

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; hub: MessageHub; notifier: QuoteNotifier }> = async (app, { messages, hub, notifier }) => {

  // A new message's recipient gets a web push (the sweeps of new quotes and unread messages are jobs).
  const stopListening = hub.subscribe((event) => notifier.onHubEvent(event));
  app.addHook('onClose', async () => {
    stopListening();
  });

  // Multipart with files: the service reads the message and the attachments itself.
  const postSchema = { params: fileIdParams, response: okResponse(sentMessageAnswerShape) };
  const postConfig = { uploads: UPLOAD_ROUTES.messageAttachments, notFoundText: CONVERSATION_NOT_FOUND };
  app.post('/messages/quote_conversation/:file', { ...sessionFirst, schema: postSchema, config: postConfig }, async (request) => {
    const { userId } = await request.requireSession();
    const body = (request.body ?? {}) as Record<string, unknown>;
    return ok(await messages.post(userId, request.params.file, { message: body.message, attachments: body.attachments }));
  });

  // /messages/get_conversation/{bid}.json, .../{bid}/since:{id}.json (polling), .../{bid}/before:{id}.json (older)
  app.get('/messages/get_conversation/*', { schema: { params: restParams, response: okResponse(conversationAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named, positional } = parseNamedParams(request.params['*']);
    if (positional.length !== 1) throw AppError.notFound(CONVERSATION_NOT_FOUND);
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
  app.get('/messages/inbox.json', { schema: { response: okResponse(inboxAnswerShape) } }, (request) => inbox(request, ''));
  app.get('/messages/inbox/*', { schema: inboxSchema }, (request) => inbox(request, request.params['*']));
};
