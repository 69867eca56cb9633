import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useApi } from '../../store/use-api';
import { searchOpsUsers, type UserSearchPage } from './api/users';
import { OpsFrame } from './ops-frame';
import { OPS_USERS_PATH, opsUserPath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { opsSearchOf, opsUsersSearch } from './ops-user-query';
import { OpsUserStates } from './ops-user-states';

type Loaded = { kind: 'idle' } | { kind: 'loading' } | { kind: 'loaded'; page: UserSearchPage } | { kind: 'failed'; error: unknown };

function UserResults({ page }: { page: UserSearchPage }) {
  const { t } = useTranslation();
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">{t('ops>users>id')}</th>
            <th scope="col">{t('ops>users>name')}</th>
            <th scope="col">{t('ops>users>username')}</th>
            <th scope="col">{t('ops>users>email')}</th>
            <th scope="col">{t('ops>users>phone')}</th>
            <th scope="col">{t('ops>users>signupRole')}</th>
            <th scope="col">{t('ops>users>created')}</th>
            <th scope="col">{t('ops>users>state')}</th>
          </tr>
        </thead>
        <tbody>
          {page.users.map((user) => (
            <tr key={user.id} className="ops-table__row">
              <td data-label={t('ops>users>id')}>
                <Link to={opsUserPath(user.id)} aria-label={t('ops>users>open', { id: user.id })}>
                  {`#${user.id}`}
                </Link>
              </td>
              <td data-label={t('ops>users>name')}>{user.full_name}</td>
              <td data-label={t('ops>users>username')}>{user.username}</td>
              <td data-label={t('ops>users>email')}>{user.email ?? t('ops>users>none')}</td>
              <td data-label={t('ops>users>phone')}>{user.phone ?? t('ops>users>none')}</td>
              <td data-label={t('ops>users>signupRole')}>{t(`ops>users>roles>${user.signup_role}`)}</td>
              <td data-label={t('ops>users>created')}>{taipeiTime(user.created)}</td>
              <td data-label={t('ops>users>state')}>
                <OpsUserStates user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserSearch() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  // The query and page live in the URL: back, forward and a shared link show the same results.
  const { q, page } = opsSearchOf(location.search);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<Loaded>({ kind: 'idle' });

  const load = useCallback(async () => {
    const { q: query, page: n } = opsSearchOf(location.search);
    if (!query) return setState({ kind: 'idle' });
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', page: await api((client) => searchOpsUsers(client, query, n)) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error: failure });
    }
  }, [api, location.search, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per query and page (the query string).
  useEffect(() => {
    setText(q);
    void load();
  }, [location.search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return setError(t('ops>users>queryRequired'));
    setError(undefined);
    navigate(`${OPS_USERS_PATH}${opsUsersSearch(query, 1)}`);
  };

  return (
    <>
      <form className="ops-panel ops-form" onSubmit={submit} noValidate>
        <Input
          label={t('ops>users>searchLabel')}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={200}
          hint={t('ops>users>searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <Button type="submit">{t('ops>users>search')}</Button>
      </form>
      {state.kind === 'idle' && <EmptyState title={t('ops>users>startTitle')} body={t('ops>users>startBody')} />}
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' &&
        (state.page.users.length === 0 ? (
          <EmptyState title={t('ops>users>emptyTitle')} body={t('ops>users>emptyBody')} />
        ) : (
          <>
            <p className="ops-count" role="status">
              {t('ops>users>count', { kind: t(`ops>users>kinds>${state.page.kind}`), q, count: state.page.count })}
            </p>
            <UserResults page={state.page} />
            <Pager page={page} totalPages={state.page.total_pages} onSelect={(n) => navigate(`${OPS_USERS_PATH}${opsUsersSearch(q, n)}`)} />
          </>
        ))}
    </>
  );
}

/** /ops/users: find a user by id, e-mail, phone or name; each result opens the user's page. */
export default function OpsUsersScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.ReadUsers}>
      <h1 className="ops-title">{t('ops>users>title')}</h1>
      <UserSearch />
    </OpsFrame>
  );
}
