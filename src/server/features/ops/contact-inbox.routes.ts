import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_INBOX_PAGE_SIZE, CONTACT_MESSAGE_NOT_FOUND } from '../../../domain/contact/contact-topics';
import {
  contactInboxFilterSchema,
  contactInboxPageShape,
  contactMessageViewShape,
  contactReplyBodySchema,
  contactStatusBodySchema,
} from '../../../domain/contact/contact.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ok } from '../../lib/envelope';
import { idParams, okResponse } from '../../lib/http-schemas';
import type { ContactInboxService } from './contact-inbox.service';
import { opsCallerOf, opsGuard } from './ops-session';
import { opsPageOf, opsPageParams } from './ops-paging';



/** The support inbox under /ops/contact_messages (permission answer_contact): list, thread, reply by e-mail, status. */
export const contactInboxRoutes: FastifyPluginAsyncZod<{ inbox: ContactInboxService }> = async (app, { inbox }) => {
  const guard = opsGuard(OpsPermission.AnswerContact);
  const config = { notFoundText: CONTACT_MESSAGE_NOT_FOUND };

  const listSchema = { params: opsPageParams, querystring: contactInboxFilterSchema, response: okResponse(contactInboxPageShape) };
  app.get('/ops/contact_messages/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    const page = opsPageOf(request.params['*']);
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
