import type { z } from 'zod';
import { CONTACT_ATTACHMENT_FIELD } from '../../../../domain/contact/contact-topics';
import type { ContactMessageInput, contactMessageSentShape } from '../../../../domain/contact/contact.contract';
import type { ApiClient } from '../../../api/client';

type Shape = typeof contactMessageSentShape;
/** The answer: the address the reply will go to. */
export type ContactMessageSent = { [K in keyof Shape]: z.infer<Shape[K]> };

/**
 * POST /contact_messages/add.json, as a guest or signed in; refusals show on the form, not as a
 * toast. With a file the body is multipart (the fields and the one `attachment`), else JSON.
 */
export function addContactMessage(api: ApiClient, body: ContactMessageInput, file?: File) {
  if (!file) return api.request<ContactMessageSent>('/contact_messages/add.json', { method: 'POST', body, quiet: true, guestOk: true });
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form.append(name, value);
  form.append(CONTACT_ATTACHMENT_FIELD, file, file.name);
  return api.request<ContactMessageSent>('/contact_messages/add.json', { method: 'POST', body: form, quiet: true, guestOk: true });
}
