import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuspensionEvent } from '../../../domain/calendar';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { deletePause, getPauses } from './api/calendar';
import { dateTimeOf } from './calendar-format';
import { PauseForm } from './pause-form';

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; pauses: SuspensionEvent[] };

/** The service's pauses (suspension events): the list with delete, and a form to add one. */
export function PauseEditor({ serviceId, today, onChanged }: { serviceId: number; today: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [confirming, setConfirming] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const load = useCallback(() => {
    setList((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    api((client) => getPauses(client, serviceId)).then(
      (res) => setList({ kind: 'ready', pauses: res.suspension_events.filter((p) => p.end_time > new Date().toISOString().replace('T', ' ').slice(0, 19)) }),
      () => setList({ kind: 'failed' }),
    );
  }, [api, serviceId]);
  useEffect(load, [load]);

  async function remove(id: number) {
    setDeleteError(null);
    try {
      await api((client) => deletePause(client, id));
      setConfirming(null);
      load();
      onChanged();
    } catch (error) {
      const failure = asFormFailure(error);
      setDeleteError(failure.text ?? t(failure.messageKey ?? 'errors>unknown'));
    }
  }

  return (
    <section className="cal-pauses" aria-labelledby="cal-pauses-title">
      <h2 id="cal-pauses-title">{t('calendar>pausesTitle')}</h2>
      {list.kind === 'loading' && <Loading />}
      {list.kind === 'failed' && (
        <p className="form-message form-message--error" role="alert">
          {t('common>loadFailed')} <Button variant="ghost" onClick={load}>{t('common>retry')}</Button>
        </p>
      )}
      {list.kind === 'ready' && list.pauses.length === 0 && <p className="cal-hint">{t('calendar>pausesEmpty')}</p>}
      {list.kind === 'ready' && list.pauses.length > 0 && (
        <ul className="cal-pause-list">
          {list.pauses.map((p) => (
            <li key={p.id} className="cal-pause">
              <span className="cal-pause__text">
                <strong>{p.title || t('calendar>pauseUntitled')}</strong> {t('calendar>pauseSpan', { from: dateTimeOf(p.begin_time), to: dateTimeOf(p.end_time) })}
              </span>
              {confirming === p.id ? (
                <span className="cal-pause__confirm">
                  {t('calendar>pauseDeleteConfirm')}
                  <Button variant="secondary" onClick={() => remove(p.id)}>{t('calendar>pauseDeleteYes')}</Button>
                  <Button variant="ghost" onClick={() => setConfirming(null)}>{t('common>cancel')}</Button>
                </span>
              ) : (
                <Button variant="ghost" onClick={() => setConfirming(p.id)} aria-label={t('calendar>pauseDeleteLabel', { title: p.title || t('calendar>pauseUntitled') })}>
                  {t('calendar>pauseDelete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {deleteError && (
        <p className="form-message form-message--error" role="alert">
          {deleteError}
        </p>
      )}
      <PauseForm
        serviceId={serviceId}
        today={today}
        onAdded={() => {
          load();
          onChanged();
        }}
      />
    </section>
  );
}
