import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLogin, SocialProvider } from '../session';
import { connectSocial } from './api/account';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { SocialButtons, type SocialToken } from '../../components/social/social-buttons';
import { browserDeviceId } from '../../lib/device-id';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { socialLinked, socialUnlinked } from '../../store/user-slice';
import { disconnectSocial } from './api/sessions';
import { useReauth } from './reauth-dialog';

const ALL: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** Which social accounts are linked, and buttons to link the others (connect_social). */
export function SocialTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const social = useAppSelector((s) => s.user.social);
  const providers = useAppSelector((s) => s.auth.providers);
  const status = useAppSelector((s) => s.auth.providersStatus);
  const [message, setMessage] = useState<string | undefined>();
  const { run, dialog } = useReauth();
  const linked = ALL.filter((p) => social?.[p] === 1);
  const configured = providers?.providers ?? [];

  const onToken = useCallback(
    async (provider: SocialProvider, token: SocialToken) => {
      setMessage(undefined);
      try {
        await run(() => api((client) => connectSocial(client, provider, { ...token, device_id: browserDeviceId() } as SocialLogin)));
        dispatch(socialLinked(provider));
        dispatch(toastAdded({ tone: 'success', messageKey: 'settings>social>linked' }));
      } catch (error) {
        setMessage(failureText(t, asFormFailure(error)));
      }
    },
    [api, dispatch, t, run],
  );

  const disconnect = async (provider: SocialProvider) => {
    setMessage(undefined);
    try {
      const { social: links } = await api((client) => disconnectSocial(client, provider));
      dispatch(socialUnlinked(links));
      dispatch(toastAdded({ tone: 'success', messageKey: 'settings>social>disconnected' }));
    } catch (error) {
      setMessage(failureText(t, asFormFailure(error)));
    }
  };

  return (
    <div>
      <ul className="facts-list">
        {ALL.filter((p) => linked.includes(p) || configured.includes(p)).map((p) => (
          <li key={p} className="facts-list__item">
            <span>{t(`settings>social>${p}`)}</span>
            <span className={linked.includes(p) ? 'badge badge--ok' : 'badge'}>{t(linked.includes(p) ? 'settings>social>on' : 'settings>social>off')}</span>
            {linked.includes(p) && (
              <Button variant="secondary" onClick={() => void disconnect(p)}>
                {t('settings>social>disconnect')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {(status === 'idle' || status === 'loading') && <Loading />}
      {status !== 'idle' && status !== 'loading' && configured.length === 0 && linked.length === 0 && <EmptyState title={t('settings>social>noneTitle')} body={t('settings>social>noneBody')} />}
      <SocialButtons purpose="connect" exclude={linked} onToken={(provider, token) => void onToken(provider, token)} returnTo="/dashboard/settings/social" />
      <FormMessage tone="error" text={message} />
      {dialog}
    </div>
  );
}
