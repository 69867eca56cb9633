import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_SETTING_KEYS, NOTIFICATION_SETTING_LABELS, USER_SETTING_KEYS, USER_SETTING_LABELS } from '../../../domain/users/settings';
import { changeSettings, getSettings } from './api/account';
import type { Flags } from '../session';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { PushSettings } from '../push';
import { settingsLoaded } from '../../store/user-slice';

type Group = 'notification_settings' | 'settings';

const GROUPS: { group: Group; legend: string; keys: readonly string[]; labels: Record<string, string> }[] = [
  { group: 'notification_settings', legend: 'settings>notifications>notifications', keys: NOTIFICATION_SETTING_KEYS, labels: NOTIFICATION_SETTING_LABELS },
  { group: 'settings', legend: 'settings>notifications>preferences', keys: USER_SETTING_KEYS, labels: USER_SETTING_LABELS },
];

/** The on/off settings (get_settings / change_settings), with the labels the domain gives them. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const hadSettings = useAppSelector((s) => s.user.settings !== null && s.user.notification_settings !== null);
  const [draft, setDraft] = useState<Record<Group, Flags> | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once (and on retry); the draft then belongs to the form.
  useEffect(() => {
    let current = true;
    setStatus('loading');
    api((client) => getSettings(client)).then(
      (answer) => {
        if (!current) return;
        dispatch(settingsLoaded(answer));
        setDraft({ settings: answer.settings, notification_settings: answer.notification_settings });
        setStatus('ready');
      },
      () => current && setStatus(hadSettings ? 'ready' : 'failed'),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (status === 'loading' && !draft) return <Loading />;
  if (status === 'failed' || !draft) {
    return (
      <LoadFailedState onRetry={() => setAttempt((n) => n + 1)} />
    );
  }

  const toggle = (group: Group, key: string, on: boolean) => setDraft({ ...draft, [group]: { ...draft[group], [key]: on ? 1 : 0 } });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = await api((client) => changeSettings(client, draft));
      dispatch(settingsLoaded(answer));
      dispatch(toastAdded({ tone: 'success', messageKey: 'settings>saved' }));
    } catch (error) {
      setMessage(failureText(t, asFormFailure(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      {GROUPS.map(({ group, legend, keys, labels }) => (
        <fieldset key={group} className="fieldset">
          <legend className="fieldset__legend">{t(legend)}</legend>
          {keys.map((key) => (
            <Checkbox key={key} name={`${group}[${key}]`} label={labels[key] ?? key} checked={draft[group][key] === 1} onChange={(e) => toggle(group, key, e.target.checked)} />
          ))}
        </fieldset>
      ))}
      <FormMessage tone="error" text={message} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common>saving') : t('settings>save')}
      </Button>
      <PushSettings />
    </form>
  );
}
