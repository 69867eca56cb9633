import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageBodySchema, contactMessageSentShape } from '../../../domain/contact/contact.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import type { ContactMessagesService } from './contact.service';

/** POST /contact_messages/add.json: the contact page's form, for guests and signed-in users (linked to the account). */
export const contactRoutes: FastifyPluginAsyncZod<{ contactMessages: ContactMessagesService }> = async (app, { contactMessages }) => {
  const schema = { body: contactMessageBodySchema, response: okResponse(contactMessageSentShape) };
  app.post('/contact_messages/add.json', { schema }, async (request, reply) => {
    const session = await request.loadSession();
    const sent = await contactMessages.send(request.body, { ip: request.ip, userId: session?.userId ?? null });
    reply.header('cache-control', 'no-store');
    return ok(sent);
  });
};
