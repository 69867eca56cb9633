import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { FailureRetry } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { type BlockedUser, listBlockedUsers, unblockUser } from './api/blocking';
import './blocking.css';

/** dashboard/settings/blocked_users: whom the user blocked, each with a way to lift it. */
export default function BlockedUsersScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [list, setList] = useState<BlockedUser[]>();
  const [busyId, setBusyId] = useState<number | null>(null);

  const { failure, load } = useMountLoad(async (api) => {
    setList((await api(listBlockedUsers)).blocked_users);
  });

  const onUnblock = async (row: BlockedUser) => {
    if (busyId !== null) return;
    setBusyId(row.id);
    try {
      setList((await api((client) => unblockUser(client, row.id))).blocked_users);
      dispatch(toastAdded({ tone: 'success', text: t('blocking>unblocked', { name: row.full_name }) }));
    } catch (error) {
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
      void load();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="page blocked-users">
      <p>
        <ButtonLink to="/dashboard/settings" variant="ghost">
          {t('blocking>back')}
        </ButtonLink>
      </p>
      <h1 className="page__title">{t('blocking>title')}</h1>
      <p className="page__lead">{t('blocking>lead')}</p>
      {failure && <FailureRetry failure={failure} retryKey="blocking>retry" onRetry={() => void load()} />}
      {!list && !failure && <Loading label={t('blocking>loading')} />}
      {list && list.length === 0 && <EmptyState title={t('blocking>emptyTitle')} body={t('blocking>emptyBody')} />}
      {list && list.length > 0 && (
        <ul className="blocked-list">
          {list.map((row) => (
            <li key={row.id} className="blocked-row">
              {row.s3_thumb_url ? <img className="blocked-row__avatar" src={row.s3_thumb_url} alt={t('images>avatarOf', { name: row.full_name })} width={40} height={40} loading="lazy" /> : <span className="blocked-row__avatar" aria-hidden="true" />}
              <span className="blocked-row__text">
                <strong>{row.full_name}</strong>
                <span className="muted">{t('blocking>since', { date: formatTaipei(parseUtcString(row.created), 'YYYY/MM/DD') })}</span>
              </span>
              <Button variant="secondary" disabled={busyId !== null} onClick={() => void onUnblock(row)} aria-label={`${t('blocking>unblock')} ${row.full_name}`}>
                {t('blocking>unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
