import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WorkFilter } from '../../../domain/bids/quote-status';
import type { InboxConversation } from './api/messages';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Pager } from '../../components/pager';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { messageTime } from './conversation';
import { inboxFilterChosen } from './messages-actions';
import { fetchInboxPage } from './messages-thunks';
import { useLiveMessages } from './use-live-messages';

/** Where a conversation opens: the consumer's quote, or the pro's lead. */
export function conversationPath(item: Pick<InboxConversation, 'role' | 'quote_bid_id'>): string {
  return item.role === 'consumer' ? `/dashboard/projects/quote/${item.quote_bid_id}` : `/dashboard/requests/${item.quote_bid_id}`;
}

export function inboxPageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** The lists the inbox offers, by message filter id (spec section 3); favourites are the pro's own tags. */
export const INBOX_FILTERS: readonly { id: number; key: string; proOnly?: boolean }[] = [
  { id: WorkFilter.Inbox, key: 'all' },
  { id: WorkFilter.Unread, key: 'unread' },
  { id: WorkFilter.InProgress, key: 'inProgress' },
  { id: WorkFilter.Hired, key: 'hired' },
  { id: WorkFilter.Favorite, key: 'favorite', proOnly: true },
  { id: WorkFilter.Archived, key: 'archived' },
];

/** `?filter=` as a message filter id; anything else is the whole inbox (1). */
export function inboxFilterParam(value: string | null): number {
  const id = value !== null && /^[1-7]$/.test(value) ? Number(value) : WorkFilter.Inbox;
  return (Object.values(WorkFilter) as number[]).includes(id) ? id : WorkFilter.Inbox;
}

const inboxPath = (filter: number, page: number) => {
  const query = [...(filter !== WorkFilter.Inbox ? [`filter=${filter}`] : []), ...(page > 1 ? [`page=${page}`] : [])];
  return query.length > 0 ? `/dashboard/inbox?${query.join('&')}` : '/dashboard/inbox';
};

/** dashboard/inbox: every conversation of the user, latest message first, with unread counts. */
export default function InboxScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = inboxPageParam(search.get('page'));
  const filter = inboxFilterParam(search.get('filter'));
  const proMode = useAppSelector((s) => s.user.proMode);
  const inbox = useAppSelector((s) => s.messages.inbox);

  useEffect(() => {
    dispatch(inboxFilterChosen(filter));
    void dispatch(fetchInboxPage(page));
  }, [dispatch, page, filter]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change is what scrolls to the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  useLiveMessages(undefined, page);

  const items = inbox.pages[page];
  let body: ReactNode;
  if (items === undefined && inbox.error) {
    body = (
      <div className="inbox__error">
        <FormMessage tone="error" text={failureText(t, inbox.error)} />
        <Button variant="secondary" onClick={() => void dispatch(fetchInboxPage(page))}>
          {t('common>retry')}
        </Button>
      </div>
    );
  } else if (items === undefined) {
    body = (
      <ul className="inbox__list" aria-busy="true" aria-label={t('messages>inbox>loading')}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="inbox-item inbox-item--skeleton" />
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    // The pro's conversations start from his quotes, the consumer's from the quotes he receives.
    body =
      filter === WorkFilter.Inbox ? (
        <EmptyState title={t(proMode ? 'messages>inbox>emptyTitlePro' : 'messages>inbox>emptyTitle')} body={t(proMode ? 'messages>inbox>emptyBodyPro' : 'messages>inbox>emptyBody')} />
      ) : (
        <EmptyState title={t('messages>inbox>filterEmpty')} />
      );
  } else {
    body = (
      <ul className="inbox__list">
        {items.map((item) => (
          <li key={item.quote_bid_id}>
            <InboxItem item={item} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="page page--narrow inbox">
      <h1 className="page__title">{t('messages>inbox>title')}</h1>
      <nav aria-label={t('messages>inbox>filters')}>
        <ul className="chips inbox__filters">
          {INBOX_FILTERS.filter((f) => proMode || !f.proOnly).map((f) => (
            <li key={f.id}>
              <Link className={f.id === filter ? 'chip chip--on' : 'chip'} to={inboxPath(f.id, 1)} aria-current={f.id === filter ? 'page' : undefined}>
                {t(`messages>inbox>filter>${f.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="page__lead">{t('messages>inbox>count', { n: inbox.count })}</p>
      {body}
      <Pager page={page} totalPages={inbox.totalPages} busyPages={inbox.fetchingPages} onSelect={(p) => navigate(inboxPath(filter, p))} />
    </div>
  );
}

function InboxItem({ item }: { item: InboxConversation }) {
  const { t } = useTranslation();
  const name = item.other_user?.full_name ?? t('messages>inbox>someone');
  const last = item.last_message;
  const excerpt = last ? (last.excerpt || t('messages>inbox>attachments', { n: last.attachment_count })) : t('messages>inbox>noMessages');
  return (
    <Link to={conversationPath(item)} className={item.unread_count > 0 ? 'inbox-item inbox-item--unread' : 'inbox-item'}>
      <span className="inbox-item__top">
        <span className="inbox-item__name">{name}</span>
        {last && <time className="inbox-item__time" dateTime={last.created}>{messageTime(last.created)}</time>}
      </span>
      {item.category && <span className="inbox-item__category">{item.category.name}</span>}
      <span className="inbox-item__excerpt">
        {last?.is_sender === 1 && `${t('messages>inbox>you')}`}
        {excerpt}
      </span>
      {item.unread_count > 0 && (
        <span className="inbox-item__badge">
          <span aria-hidden="true">{item.unread_count}</span>
          <span className="visually-hidden">{t('messages>inbox>unread', { n: item.unread_count })}</span>
        </span>
      )}
    </Link>
  );
}
