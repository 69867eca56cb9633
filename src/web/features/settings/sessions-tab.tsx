import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { listSessions, revokeSession, type SignedInSession } from './api/sessions';

/** Shows a stored UTC time at UTC+8, as every screen does: 2026-11-26 20:05. */
function taipeiTime(utc: string): string {
  const date = new Date(`${utc.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return utc;
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The signed-in devices (browser, system, last use; this one marked), each of which can be signed out. */
export function SessionsTab() {
  const { t } = useTranslation();
  const api = useApi();
  const [sessions, setSessions] = useState<SignedInSession[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [ending, setEnding] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions((await api((client) => listSessions(client))).sessions);
    } catch (failure) {
      setError(failureText(t, asFormFailure(failure)));
    }
  }, [api, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const end = async (id: number) => {
    setEnding(id);
    setError(undefined);
    try {
      await api((client) => revokeSession(client, id));
      setSessions((list) => list?.filter((s) => s.id !== id) ?? null);
    } catch (failure) {
      setError(failureText(t, asFormFailure(failure)));
    } finally {
      setEnding(null);
    }
  };

  if (sessions === null) return error ? <FormMessage tone="error" text={error} /> : <Loading />;
  if (sessions.length === 0) return <EmptyState title={t('settings>sessions>none')} />;
  return (
    <div>
      <p>{t('settings>sessions>lead')}</p>
      <ul className="facts-list" aria-label={t('settings>sessions>listLabel')}>
        {sessions.map((s) => (
          <li key={s.id} className="facts-list__item">
            <span>
              <strong>{`${s.browser ?? t('settings>sessions>unknownBrowser')} · ${s.device ?? t('settings>sessions>unknownDevice')}`}</strong>
              <br />
              <small>{t('settings>sessions>lastSeen', { time: taipeiTime(s.last_seen) })}</small>
            </span>
            {s.current ? (
              <span className="badge badge--ok">{t('settings>sessions>current')}</span>
            ) : (
              <Button variant="secondary" disabled={ending === s.id} onClick={() => void end(s.id)}>
                {t('settings>sessions>end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormMessage tone="error" text={error} />
    </div>
  );
}
