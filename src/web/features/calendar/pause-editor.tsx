import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SuspensionEvent, taipeiToUtcString } from '../../../domain/calendar';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { TimeInput } from '../../components/time-input';
import { describedBy, Field } from '../../components/field';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { addPause, deletePause, getPauses } from './api/calendar';
import { dateTimeOf } from './calendar-format';

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

function PauseForm({ serviceId, today, onAdded }: { serviceId: number; today: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [form, setForm] = useState({ beginDate: today, beginTime: '00:00', endDate: today, endTime: '23:59', title: '', description: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const fieldError = (field: string) => local[field] ?? failure?.fields.find((f) => f.field === field)?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const begin = taipeiToUtcString(form.beginDate, form.beginTime);
    const end = taipeiToUtcString(form.endDate, form.endTime);
    const problems: Record<string, string> = {};
    if (!begin) problems.begin_time = t('calendar>pauseBeginRequired');
    if (!end) problems.end_time = t('calendar>pauseEndRequired');
    if (begin && end && end <= begin) problems.end_time = t('calendar>pauseEndBeforeBegin');
    setLocal(problems);
    if (!begin || !end || Object.keys(problems).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await api((client) => addPause(client, { quote_service_id: serviceId, begin_time: begin, end_time: end, title: form.title.trim(), description: form.description.trim() }));
      setForm((f) => ({ ...f, title: '', description: '' }));
      onAdded();
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="cal-pause-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('calendar>pauseAddTitle')}</h3>
      <div className="cal-pause-form__row">
        <Field id={`${id}-bd`} label={t('calendar>pauseBeginDate')} error={fieldError('begin_time')}>
          <DateInput id={`${id}-bd`} value={form.beginDate} onChange={set('beginDate')} {...describedBy(`${id}-bd`, fieldError('begin_time'))} />
        </Field>
        <Field id={`${id}-bt`} label={t('calendar>pauseBeginTime')}>
          <TimeInput id={`${id}-bt`} label={t('calendar>pauseBeginTime')} value={form.beginTime} onChange={(v) => setForm((f) => ({ ...f, beginTime: v }))} />
        </Field>
      </div>
      <div className="cal-pause-form__row">
        <Field id={`${id}-ed`} label={t('calendar>pauseEndDate')} error={fieldError('end_time')}>
          <DateInput id={`${id}-ed`} value={form.endDate} onChange={set('endDate')} {...describedBy(`${id}-ed`, fieldError('end_time'))} />
        </Field>
        <Field id={`${id}-et`} label={t('calendar>pauseEndTime')}>
          <TimeInput id={`${id}-et`} label={t('calendar>pauseEndTime')} value={form.endTime} onChange={(v) => setForm((f) => ({ ...f, endTime: v }))} />
        </Field>
      </div>
      <Field id={`${id}-title-input`} label={t('calendar>pauseName')} error={fieldError('title')}>
        <input id={`${id}-title-input`} className="input" value={form.title} maxLength={50} onChange={set('title')} {...describedBy(`${id}-title-input`, fieldError('title'))} />
      </Field>
      <Field id={`${id}-desc`} label={t('calendar>pauseDescription')} error={fieldError('description')}>
        <textarea id={`${id}-desc`} className="input" rows={2} maxLength={500} value={form.description} onChange={set('description')} />
      </Field>
      {failure && failure.fields.length === 0 && (
        <p className="form-message form-message--error" role="alert">
          {failure.text ?? t(failure.messageKey ?? 'errors>unknown')}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('common>sending') : t('calendar>pauseAdd')}
      </Button>
    </form>
  );
}
