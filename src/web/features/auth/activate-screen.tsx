import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateAccount, logout } from '../session';
import { asFormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { infoUpdated } from '../../store/user-slice';
import { loggedOut } from '../../store/session-actions';
import { AuthCard } from './auth-card';

type Result = 'working' | 'activated' | 'invalid' | 'failed';

/** /activate/{userId}/{hash}: the link from the sign-up e-mail confirms the address. */
export function ActivateScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const userId = decodeSegment(match.params.userId);
  const hash = decodeSegment(match.params.hash);
  const [result, setResult] = useState<Result>('working');
  const [resetHash, setResetHash] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per link (and per retry).
  useEffect(() => {
    let current = true;
    setResult('working');
    api((client) => activateAccount(client, userId, hash))
      .then(async (answer) => {
        // The first activation ended every session of the account, this browser's too: drop its cookie
        // before anything else asks the server with it.
        if (answer.reset_hash) await api((client) => logout(client)).catch(() => undefined);
        return answer;
      })
      .then(
      (answer) => {
        if (!current) return;
        setResult('activated');
        setResetHash(answer.reset_hash ?? null);
        dispatch(answer.reset_hash ? loggedOut() : infoUpdated({ is_activated: 1 }));
      },
      (error: unknown) => current && setResult(asFormFailure(error).status === 404 ? 'invalid' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [userId, hash, attempt]);

  return (
    <AuthCard title={t('auth>activate>title')}>
      {result === 'working' && <Loading label={t('auth>activate>working')} />}
      {result === 'activated' && resetHash && (
        <EmptyState
          title={t('auth>activate>setPasswordTitle')}
          body={t('auth>activate>setPasswordBody')}
          action={<ButtonLink to={`/resetpass/${encodeURIComponent(resetHash)}`}>{t('auth>activate>setPassword')}</ButtonLink>}
        />
      )}
      {result === 'activated' && !resetHash && (
        <EmptyState
          title={t('auth>activate>doneTitle')}
          body={t('auth>activate>doneBody', { brand: t('brand>name') })}
          action={<ButtonLink to={signedIn ? '/dashboard' : '/login'}>{t(signedIn ? 'auth>activate>toDashboard' : 'auth>activate>toLogin')}</ButtonLink>}
        />
      )}
      {result === 'invalid' && <EmptyState title={t('auth>activate>invalidTitle')} body={t('auth>activate>invalidBody')} action={<ButtonLink to="/login">{t('auth>activate>toLogin')}</ButtonLink>} />}
      {result === 'failed' && <LoadFailedState onRetry={() => setAttempt((n) => n + 1)} />}
    </AuthCard>
  );
}
