import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CONTACT_STATUSES, type ContactStatus } from '../../../domain/contact/contact-topics';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { Tabs } from '../../components/tabs';
import { useApi } from '../../store/use-api';
import { type ContactInboxPage, getContactInbox } from './api/contact';
import { ContactFilters } from './ops-contact-filters';
import { type InboxState, inboxFilterOf, inboxSearch, inboxStateFromSearch } from './ops-contact-query';
import { ContactTable } from './ops-contact-table';
import { OpsFrame } from './ops-frame';
import { OPS_CONTACT_MESSAGES_PATH } from './ops-paths';
import { useOpsSession } from './ops-session-context';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; page: ContactInboxPage } | { kind: 'failed'; error: unknown };
type Tab = ContactStatus | 'all';

function Inbox() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  // The tab, filters and page live in the URL: back, forward and a shared link show the same list.
  const state = inboxStateFromSearch(location.search);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  // The counts stay on the tabs while another page loads.
  const [counts, setCounts] = useState<ContactInboxPage['status_counts'] | undefined>();

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    const current = inboxStateFromSearch(location.search);
    try {
      const page = await api((client) => getContactInbox(client, inboxFilterOf(current), current.page));
      setCounts(page.status_counts);
      setLoaded({ kind: 'loaded', page });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setLoaded({ kind: 'failed', error });
    }
  }, [api, location.search, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per tab, filters and page (the query string).
  useEffect(() => {
    void load();
  }, [location.search]);

  const go = (next: InboxState) => navigate(`${OPS_CONTACT_MESSAGES_PATH}${inboxSearch(next)}`);
  const total = counts ? counts.open + counts.answered + counts.closed : undefined;
  const label = (key: Tab) => {
    const name = t(key === 'all' ? 'ops>contact>all' : `ops>contact>statuses>${key}`);
    const count = key === 'all' ? total : counts?.[key];
    return count === undefined ? name : t('ops>contact>tabCount', { name, count });
  };
  const tabs = (['all', ...CONTACT_STATUSES] as const).map((key) => ({ key, label: label(key) }));

  return (
    <>
      <h1 className="ops-title">{t('ops>contact>title')}</h1>
      <ContactFilters key={location.search} initial={{ topic: state.topic, q: state.q }} onApply={(values) => go({ ...state, ...values, page: 1 })} />
      <Tabs label={t('ops>contact>tabs')} tabs={tabs} active={state.status || 'all'} onChange={(key) => go({ ...state, status: key === 'all' ? '' : key, page: 1 })}>
        {loaded.kind === 'loading' && <Loading />}
        {loaded.kind === 'failed' && <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void load()} />}
        {loaded.kind === 'loaded' &&
          (loaded.page.contact_messages.length === 0 ? (
            <EmptyState title={t('ops>contact>empty')} body={t('ops>contact>emptyBody')} />
          ) : (
            <>
              <p className="ops-count">{t('ops>contact>count', { count: loaded.page.count })}</p>
              <div className="ops-table-wrap">
                <ContactTable messages={loaded.page.contact_messages} />
              </div>
              <Pager page={state.page} totalPages={loaded.page.total_pages} onSelect={(page) => go({ ...state, page })} />
            </>
          ))}
      </Tabs>
    </>
  );
}

/** /ops/contact-messages (support, trust & safety, admin): the contact page's messages by status, topic and search, newest first. */
export default function OpsContactMessagesScreen() {
  return (
    <OpsFrame permission={OpsPermission.AnswerContact}>
      <Inbox />
    </OpsFrame>
  );
}
