import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreeCreditEventEdit } from '../../../domain/free-credits/free-credit-event.schema';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { TaskCardPreview } from '../free-credits';
import { type AdminFreeCreditEvent, editFreeCreditEvent } from './api/content';
import { EVENT_FIELDS, type EventField, type EventValues, eventValuesOf, type FieldErrors, previewTask, readEvent, serverFieldErrors } from './ops-content-rules';
import { useOpsSession } from './ops-session-context';
import { OpsConfirmStep } from './ops-confirm-step';

interface EditorProps {
  event: AdminFreeCreditEvent;
  onSaved: (event: AdminFreeCreditEvent) => void;
  onCancel: () => void;
}

/** How the card looks to a pro, and a note when the event is switched off (pros do not see it then). */
function Preview({ event, body }: { event: AdminFreeCreditEvent; body: Pick<FreeCreditEventEdit, 'title' | 'description' | 'reward_amount' | 'is_active'> }) {
  const { t } = useTranslation();
  return (
    <section className="ops-content__preview" aria-label={t('ops>content>previewTitle')}>
      <h3>{t('ops>content>previewTitle')}</h3>
      {!body.is_active && <p className="ops-content__hidden">{t('ops>content>previewHidden')}</p>}
      <TaskCardPreview task={previewTask(event, body)} />
    </section>
  );
}

/** Edits one free-credit event: the form with a live preview, then a confirm step with the preview and the changes, then the call. */
export function FreeCreditEventEditor({ event, onSaved, onCancel }: EditorProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [values, setValues] = useState<EventValues>(() => eventValuesOf(event));
  const [errors, setErrors] = useState<FieldErrors<EventField>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<FreeCreditEventEdit | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (field: 'title' | 'description' | 'reward_amount') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));
  const label = (field: EventField) => t(`ops>content>fields>${field}`);
  const errorOf = (field: EventField) => (errors[field] ? t('ops>content>fieldError', { field: label(field), message: errors[field] }) : undefined);

  const review = (e: FormEvent) => {
    e.preventDefault();
    setMessage(undefined);
    const read = readEvent(values);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setConfirming(read.body);
  };

  const send = async (body: FreeCreditEventEdit) => {
    setBusy(true);
    try {
      const saved = await api((client) => editFreeCreditEvent(client, event.id, body));
      onSaved(saved.free_credit_event);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      const failure = asFormFailure(error);
      const named = serverFieldErrors(failure.fields, EVENT_FIELDS);
      setErrors(named);
      if (Object.keys(named).length === 0) setMessage(failureText(t, failure));
      setConfirming(undefined);
    } finally {
      setBusy(false);
    }
  };

  if (confirming) {
    const was = eventValuesOf(event);
    const will: EventValues = { ...confirming, reward_amount: String(confirming.reward_amount) };
    const changed = EVENT_FIELDS.filter((f) => was[f] !== will[f]);
    const shown = (value: string | boolean) => (typeof value === 'boolean' ? t(value ? 'ops>content>offered' : 'ops>content>off') : value || t('ops>content>empty'));
    return (
      <OpsConfirmStep
        headingId="event-confirm-title"
        title={t('ops>content>confirmEventTitle', { title: event.title })}
        busy={busy}
        onConfirm={() => void send(confirming)}
        onBack={() => setConfirming(undefined)}
      >
        {changed.length === 0 ? (
          <p className="ops-confirm__what">{t('ops>content>noChanges')}</p>
        ) : (
          <ul className="ops-confirm__what">
            {changed.map((f) => (
              <li key={f}>{t('ops>content>change', { field: label(f), from: shown(was[f]), to: shown(will[f]) })}</li>
            ))}
          </ul>
        )}
        <Preview event={event} body={confirming} />
      </OpsConfirmStep>
    );
  }

  const live = { title: values.title.trim(), description: values.description.trim(), reward_amount: Number(values.reward_amount) || 0, is_active: values.is_active };
  return (
    <form className="ops-panel ops-form" onSubmit={review} noValidate aria-labelledby="event-edit-title">
      <h2 id="event-edit-title">{t('ops>content>editTitle', { code: event.code })}</h2>
      <Input label={label('title')} name="title" autoComplete="off" value={values.title} onChange={set('title')} error={errorOf('title')} />
      <TextareaField id="event-description" label={label('description')} name="description" rows={3} value={values.description} onChange={set('description')} error={errorOf('description')} />
      <Input label={label('reward_amount')} name="reward_amount" inputMode="numeric" autoComplete="off" hint={t('ops>content>rewardHint')} value={values.reward_amount} onChange={set('reward_amount')} error={errorOf('reward_amount')} />
      <Checkbox label={label('is_active')} name="is_active" checked={values.is_active} onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))} />
      <Preview event={event} body={live} />
      <FormMessage tone="error" text={message} />
      <div className="ops-actions">
        <Button type="submit">{t('ops>content>review')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('ops>content>cancel')}
        </Button>
      </div>
    </form>
  );
}
