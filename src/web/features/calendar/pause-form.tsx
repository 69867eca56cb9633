import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taipeiToUtcString } from '../../../domain/calendar';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { describedBy, Field } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { TimeInput } from '../../components/time-input';
import { useFormSend } from '../../lib/use-form-send';
import { useApi } from '../../store/use-api';
import { addPause } from './api/calendar';

/** The form that adds a pause: from and to (date and time, Taiwan time), a name and a description. */
export function PauseForm({ serviceId, today, onAdded }: { serviceId: number; today: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [form, setForm] = useState({ beginDate: today, beginTime: '00:00', endDate: today, endTime: '23:59', title: '', description: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const { sending, failure, send } = useFormSend();
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
    await send(async () => {
      await api((client) => addPause(client, { quote_service_id: serviceId, begin_time: begin, end_time: end, title: form.title.trim(), description: form.description.trim() }));
      setForm((f) => ({ ...f, title: '', description: '' }));
      onAdded();
    });
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
      {failure && failure.fields.length === 0 && <FormMessage tone="error" text={failure.text ?? t(failure.messageKey ?? 'errors>unknown')} />}
      <Button type="submit" disabled={sending}>
        {sending ? t('common>sending') : t('calendar>pauseAdd')}
      </Button>
    </form>
  );
}
