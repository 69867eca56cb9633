import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_INBOX_PAGE_SIZE, CONTACT_MESSAGE_NOT_FOUND } from '../../../domain/contact/contact-topics';
import {
  contactInboxFilterSchema,
  contactInboxPageShape,
  contactMessageViewShape,
  contactReplyBodySchema,
  contactStatusBodySchema,
} from '../../../domain/contact/contact.contract';
import { AppError } from '../../../domain/errors/app-error';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import type { ContactInboxService } from './contact-inbox.service';
import { opsCallerOf, opsGuard } from './ops-session';

const restParams = z.object({ '*': z.string() });

/** The page of `page:{n}.json` (1 without it). */
function pageOf(rest: string): number {
  const { named, positional } = parseNamedParams(rest);
  const raw = named.page ?? '1';
  const page = Number(raw);
  if (positional.length > 0 || !/^\d+$/.test(raw) || page < 1 || page > 100_000) {
    throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
  }
  return page;
}

/** The support inbox under /ops/contact_messages (permission answer_contact): list, thread, reply by e-mail, status. */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ inbox: ContactInboxService }> = async (app, { inbox }) => {
  const guard = opsGuard(OpsPermission.AnswerContact);
  const config = { notFoundText: CONTACT_MESSAGE_NOT_FOUND };

  const listSchema = { params: restParams, querystring: contactInboxFilterSchema, response: okResponse(contactInboxPageShape) };
  app.get('/ops/contact_messages/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    const page = pageOf(request.params['*']);
    const { rows, count, counts } = await inbox.page(request.query, page);
    return ok({ contact_messages: rows, page, total_pages: Math.max(1, Math.ceil(count / CONTACT_INBOX_PAGE_SIZE)), count, status_counts: counts });
  });

  const viewSchema = { params: idParams, response: okResponse(contactMessageViewShape) };
  app.get('/ops/contact_messages/view/:id', { preValidation: guard, config, schema: viewSchema }, async (request) => {
    return ok(await inbox.view(request.params.id));
  });

  const replySchema = { params: idParams, body: contactReplyBodySchema, response: okResponse(contactMessageViewShape) };
  app.post('/ops/contact_messages/reply/:id', { preValidation: guard, config, schema: replySchema }, async (request) => {
    return ok(await inbox.reply(opsCallerOf(request), request.params.id, request.body));
  });

  const statusSchema = { params: idParams, body: contactStatusBodySchema, response: okResponse(contactMessageViewShape) };
  app.post('/ops/contact_messages/status/:id', { preValidation: guard, config, schema: statusSchema }, async (request) => {
    return ok(await inbox.setStatus(opsCallerOf(request), request.params.id, request.body));
  });
};
