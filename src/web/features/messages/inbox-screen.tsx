import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WorkFilter } from '../../../domain/bids/quote-status';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Pager } from '../../components/pager';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { INBOX_FILTERS, inboxFilterParam, inboxPageParam, inboxPath } from './inbox-paths';
import { InboxItem } from './inbox-item';
import { inboxFilterChosen } from './messages-actions';
import { fetchInboxPage } from './messages-thunks';
import { useLiveMessages } from './use-live-messages';

export { conversationPath, inboxPageParam } from './inbox-paths';

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
    body = <FailureRetry className="inbox__error" failure={inbox.error} onRetry={() => void dispatch(fetchInboxPage(page))} />;
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
