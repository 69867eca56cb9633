import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_ATTACHMENT_FIELD } from '../../../domain/contact/contact-topics';
import { contactMessageBodySchema, contactMessageSentShape } from '../../../domain/contact/contact.contract';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { readContactAttachment } from './contact-attachment';
import type { ContactMessagesService } from './contact.service';

// The text fields as the web form checks them, and the file (multipart) checked by its bytes in the handler.
const bodySchema = contactMessageBodySchema.extend({ [CONTACT_ATTACHMENT_FIELD]: z.unknown().optional() });

/**
 * POST /contact_messages/add.json: the contact page's form, for guests and signed-in users (linked
 * to the account), as JSON, a form, or multipart with one `attachment` (image or PDF).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contactMessages: ContactMessagesService }> = async (app, { contactMessages }) => {
  const schema = { body: bodySchema, response: okResponse(contactMessageSentShape) };
  const config = {
    uploads: UPLOAD_ROUTES.contactAttachment,
    // A guest upload: no session, but an address past its limit is refused before the file is read.
    uploadSession: (request: { ip: string }) => contactMessages.refuseIfLimited(request.ip),
  };
  app.post('/contact_messages/add.json', { schema, config }, async (request, reply) => {
    const { [CONTACT_ATTACHMENT_FIELD]: file, ...body } = request.body;
    const attachment = readContactAttachment(file);
    const session = await request.loadSession();
    const sent = await contactMessages.send(body, { ip: request.ip, userId: session?.userId ?? null }, attachment);
    reply.header('cache-control', 'no-store');
    return ok(sent);
  });
};
