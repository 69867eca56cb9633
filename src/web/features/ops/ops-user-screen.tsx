import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money/twd';
import { OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { getOpsUser, type OpsUserView } from './api/users';
import { OpsFrame } from './ops-frame';
import { OPS_USERS_PATH } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { OpsUserActions } from './ops-user-actions';
import { OpsUserModeration } from './ops-user-moderation';
import { opsUserIdOf } from './ops-user-query';
import { OpsUserStates } from './ops-user-states';
import { OpsUserTabs } from './ops-user-tabs';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; view: OpsUserView } | { kind: 'missing' } | { kind: 'failed'; error: unknown };
const NOT_FOUND = 404;

/** The user's key facts: who, how to reach them, what is verified, the balance and how much they have. */
function UserFacts({ view }: { view: OpsUserView }) {
  const { t } = useTranslation();
  const { user, wallet, counts } = view;
  const none = t('ops>users>none');
  return (
    <section className="ops-panel" aria-labelledby="ops-user-facts-title">
      <h2 id="ops-user-facts-title" className="ops-subtitle">
        {t('ops>users>facts')}
      </h2>
      <dl className="ops-facts">
        <dt>{t('ops>users>username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('ops>users>email')}</dt>
        <dd>{user.email ?? none}</dd>
        <dt>{t('ops>users>phone')}</dt>
        <dd>{user.phone ?? none}</dd>
        <dt>{t('ops>users>state')}</dt>
        <dd>
          <OpsUserStates user={user} />
        </dd>
        <dt>{t('ops>users>signupRole')}</dt>
        <dd>{t(`ops>users>roles>${user.signup_role}`)}</dd>
        <dt>{t('ops>users>created')}</dt>
        <dd>{taipeiTime(user.created)}</dd>
        <dt>{t('ops>users>activatedAt')}</dt>
        <dd>{user.activated_at ? taipeiTime(user.activated_at) : none}</dd>
        <dt>{t('ops>users>password')}</dt>
        <dd>{user.has_password ? t('ops>users>passwordSet') : t('ops>users>passwordUnset')}</dd>
        <dt>{t('ops>users>social')}</dt>
        <dd>{user.social_providers.length > 0 ? user.social_providers.join(', ') : none}</dd>
        <dt>{t('ops>users>partnerChannel')}</dt>
        <dd>{user.partner_channel ?? none}</dd>
        <dt>{t('ops>users>address')}</dt>
        <dd>{user.address ?? none}</dd>
        <dt>{t('ops>users>modified')}</dt>
        <dd>{taipeiTime(user.modified)}</dd>
        {user.deleted_at && (
          <>
            <dt>{t('ops>users>deletedAt')}</dt>
            <dd>{taipeiTime(user.deleted_at)}</dd>
          </>
        )}
        <dt>{t('ops>users>balance')}</dt>
        <dd>{formatTwd(wallet.balance)}</dd>
        <dt>{t('ops>users>counts')}</dt>
        <dd>{t('ops>users>countsLine', counts)}</dd>
      </dl>
    </section>
  );
}

function OpsUser({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { operator, sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  // Moves on after every action, so the facts and the open list are read again.
  const [version, setVersion] = useState(0);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setState({ kind: 'loading' });
      try {
        setState({ kind: 'loaded', view: await api((client) => getOpsUser(client, userId)) });
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'session') return sessionGone();
        setState(error instanceof ApiError && error.status === NOT_FOUND ? { kind: 'missing' } : { kind: 'failed', error });
      }
    },
    [api, userId, sessionGone],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per user.
  useEffect(() => {
    void load();
  }, [userId]);

  const changed = () => {
    setVersion((v) => v + 1);
    void load(true);
  };
  const canManage = operatorMay(operator.role, OpsPermission.ManageUsers);
  const canModerate = operatorMay(operator.role, OpsPermission.ModerateUsers);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'missing') return <EmptyState level={2} title={t('ops>users>notFoundTitle')} body={t('ops>users>notFoundBody')} />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const { user } = state.view;
  // The screen is a column of sections, each one component given the user: a new section is one more line here.
  return (
    <>
      <h1 className="ops-title">{t('ops>users>heading', { name: user.full_name, id: user.id })}</h1>
      <UserFacts view={state.view} />
      {canManage && <OpsUserActions user={user} onChanged={changed} />}
      {canModerate && <OpsUserModeration userId={user.id} onChanged={changed} />}
      <OpsUserTabs userId={user.id} version={version} canManage={canManage} canModerate={canModerate} onChanged={changed} />
    </>
  );
}

/** /ops/users/{id}: one user's facts, the support actions, and a tab per list of their records. */
export default function OpsUserScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const userId = opsUserIdOf(match.params.userId);
  return (
    <OpsFrame permission={OpsPermission.ReadUsers}>
      <p>
        <Link to={OPS_USERS_PATH}>{t('ops>users>back')}</Link>
      </p>
      {userId === undefined ? <EmptyState title={t('ops>users>notFoundTitle')} body={t('ops>users>notFoundBody')} /> : <OpsUser key={userId} userId={userId} />}
    </OpsFrame>
  );
}
