import type { z } from 'zod';
import type {
  ContactInboxFilter,
  ContactReplyBody,
  ContactStatusBody,
  contactInboxPageShape,
  contactMessageViewShape,
} from '../../../../domain/contact/contact.contract';
import type { ApiClient } from '../../../api/client';

export type { ContactInboxFilter, ContactMessage, ContactReply, ContactStatusCounts } from '../../../../domain/contact/contact.contract';

type Answer<S extends Record<string, z.ZodType>> = { [K in keyof S]: z.infer<S[K]> };
/** One page of the support inbox, with the count per status. */
export type ContactInboxPage = Answer<typeof contactInboxPageShape>;
/** One message and its replies. */
export type ContactThread = Answer<typeof contactMessageViewShape>;

// Console calls handle their own 403 (not signed in to the console) and show refusals in place.
const CONSOLE = { quiet: true, guestOk: true } as const;

/** The inbox's URL for a page and filters; empty filters are left out. */
export function contactInboxPath(filter: ContactInboxFilter, page: number): string {
  const query = new URLSearchParams();
  for (const key of ['status', 'topic', 'q'] as const) {
    const value = filter[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `/ops/contact_messages/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getContactInbox = (api: ApiClient, filter: ContactInboxFilter, page: number) => api.request<ContactInboxPage>(contactInboxPath(filter, page), CONSOLE);

export const getContactThread = (api: ApiClient, id: number) => api.request<ContactThread>(`/ops/contact_messages/view/${id}.json`, CONSOLE);

export const replyToContact = (api: ApiClient, id: number, body: ContactReplyBody) =>
  api.request<ContactThread>(`/ops/contact_messages/reply/${id}.json`, { method: 'POST', body, ...CONSOLE });

export const setContactStatus = (api: ApiClient, id: number, body: ContactStatusBody) =>
  api.request<ContactThread>(`/ops/contact_messages/status/${id}.json`, { method: 'POST', body, ...CONSOLE });
