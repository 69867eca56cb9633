import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { useApi } from '../../store/use-api';
import { clearOpsUserThrottles, endOpsUserSessions, type OpsUserProfile, resendOpsUserVerification } from './api/users';
import { useOpsUserAction } from './ops-user-confirm';

export interface OpsUserActionsProps {
  user: Pick<OpsUserProfile, 'id' | 'email' | 'is_activated' | 'deleted_at'>;
  onChanged?: () => void;
}

/** The support actions on one user (manage_users): sign out everywhere, clear throttles, resend the verification. */
export function OpsUserActions({ user, onChanged }: OpsUserActionsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { ask, dialog, done } = useOpsUserAction(() => onChanged?.());
  const canResend = user.email !== null && !user.is_activated && user.deleted_at === null;

  return (
    <section className="ops-panel" aria-labelledby="ops-user-actions-title">
      <h2 id="ops-user-actions-title" className="ops-subtitle">
        {t('ops>users>actions')}
      </h2>
      <p>{t('ops>users>actionsNote')}</p>
      <div className="ops-actions">
        <Button
          variant="secondary"
          onClick={() =>
            ask({
              title: t('ops>users>endSessions'),
              body: t('ops>users>endSessionsBody', { id: user.id }),
              run: async (body) => t('ops>users>endSessionsDone', { count: (await api((c) => endOpsUserSessions(c, user.id, body))).ended }),
            })
          }
        >
          {t('ops>users>endSessions')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            ask({
              title: t('ops>users>clearThrottles'),
              body: t('ops>users>clearThrottlesBody', { id: user.id }),
              run: async (body) => t('ops>users>clearThrottlesDone', { count: (await api((c) => clearOpsUserThrottles(c, user.id, body))).cleared }),
            })
          }
        >
          {t('ops>users>clearThrottles')}
        </Button>
        {canResend && (
          <Button
            variant="secondary"
            onClick={() =>
              ask({
                title: t('ops>users>resendVerification'),
                body: t('ops>users>resendVerificationBody', { email: user.email }),
                run: async (body) => t('ops>users>resendVerificationDone', { email: (await api((c) => resendOpsUserVerification(c, user.id, body))).email }),
              })
            }
          >
            {t('ops>users>resendVerification')}
          </Button>
        )}
      </div>
      <FormMessage tone="success" text={done} />
      {dialog}
    </section>
  );
}
