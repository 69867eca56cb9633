import { CONTACT_STATUSES, CONTACT_TOPICS, type ContactStatus, type ContactTopic } from '../../../domain/contact/contact-topics';
import type { ContactInboxFilter } from './api/contact';

/** What the inbox's URL holds: the status tab ('' is all), the topic, the search and the page. */
export interface InboxState {
  status: ContactStatus | '';
  topic: ContactTopic | '';
  q: string;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

/** The inbox's state from a query string; anything malformed is left out. */
export function inboxStateFromSearch(search: string): InboxState {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    status: oneOf(CONTACT_STATUSES, query.get('status')),
    topic: oneOf(CONTACT_TOPICS, query.get('topic')),
    q: query.get('q')?.trim().slice(0, 100) ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string of the inbox's URL (empty parts and page 1 left out). */
export function inboxSearch(state: InboxState): string {
  const query = new URLSearchParams();
  if (state.status) query.set('status', state.status);
  if (state.topic) query.set('topic', state.topic);
  if (state.q.trim()) query.set('q', state.q.trim());
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The call's filters. */
export function inboxFilterOf(state: InboxState): ContactInboxFilter {
  const filter: ContactInboxFilter = {};
  if (state.status) filter.status = state.status;
  if (state.topic) filter.topic = state.topic;
  if (state.q.trim()) filter.q = state.q.trim();
  return filter;
}
