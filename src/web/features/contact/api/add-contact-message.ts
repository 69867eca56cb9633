import type { z } from 'zod';
import type { ContactMessageInput, contactMessageSentShape } from '../../../../domain/contact/contact.contract';
import type { ApiClient } from '../../../api/client';

type Shape = typeof contactMessageSentShape;
/** The answer: the address the reply will go to. */
export type ContactMessageSent = { [K in keyof Shape]: z.infer<Shape[K]> };

/** POST /contact_messages/add.json, as a guest or signed in; refusals show on the form, not as a toast. */
export const addContactMessage = (api: ApiClient, body: ContactMessageInput) =>
  api.request<ContactMessageSent>('/contact_messages/add.json', { method: 'POST', body, quiet: true, guestOk: true });
