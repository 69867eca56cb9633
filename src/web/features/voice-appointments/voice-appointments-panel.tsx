import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taipeiToUtcString } from '../../../domain/calendar';
import { VoiceAppointmentStatus } from '../../../domain/calls/voice-appointment';
import { taipeiDateKey } from '../../../domain/time';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { DateInput } from '../../components/date-input';
import { describedBy, Field } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { TimeInput } from '../../components/time-input';
import { useApi } from '../../store/use-api';
import { dateTimeOf } from '../../lib/taipei-time';
import { answerAppointment, cancelVoiceAppointment, getConversationAppointments, proposeAppointment, type VoiceAppointment } from './api';

const isOpen = (a: VoiceAppointment) => a.status === VoiceAppointmentStatus.Proposed || a.status === VoiceAppointmentStatus.Accepted;

/**
 * The voice appointments of one conversation: the open ones with their answers (accept, decline,
 * cancel with a confirmation), and a form to propose a time (Taiwan time). Each step is also an
 * entry of the conversation; `refreshKey` (its last entry) reloads the list when one arrives.
 */
export function VoiceAppointmentsPanel({ bidId, refreshKey }: { bidId: number; refreshKey?: number | string | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const [items, setItems] = useState<VoiceAppointment[]>([]);
  const [proposing, setProposing] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const load = useCallback(async (_after?: number | string) => {
    try {
      setItems((await api((client) => getConversationAppointments(client, bidId))).voice_appointments);
    } catch {
      // The conversation shows its own failure; the list stays as it was.
    }
  }, [api, bidId]);
  // A new entry of the conversation (`refreshKey`) may be a step of an appointment: read the list again.
  useEffect(() => {
    void load(refreshKey);
  }, [load, refreshKey]);

  const open = items.filter(isOpen);
  const waiting = open.some((a) => a.status === VoiceAppointmentStatus.Proposed);

  async function act(run: () => Promise<unknown>) {
    setFailure(null);
    try {
      await run();
    } catch (error) {
      setFailure(asFormFailure(error));
    }
    await load();
  }

  return (
    <section className="voice-appts" aria-label={t('voiceAppointments>title')}>
      {open.length > 0 && (
        <ul className="voice-appts__list">
          {open.map((a) => (
            <AppointmentItem
              key={a.id}
              appointment={a}
              onAnswer={(action) => act(() => api((client) => answerAppointment(client, a.id, action)))}
              onCancel={(reason) => act(() => api((client) => cancelVoiceAppointment(client, a.id, reason)))}
            />
          ))}
        </ul>
      )}
      {failure && !proposing && <FormMessage tone="error" text={failure.text ?? t(failure.messageKey ?? 'errors>unknown')} />}
      {proposing ? (
        <ProposeForm
          bidId={bidId}
          onDone={() => {
            setProposing(false);
            void load();
          }}
          onClose={() => setProposing(false)}
        />
      ) : (
        !waiting && (
          <Button variant="secondary" onClick={() => setProposing(true)}>
            {t('voiceAppointments>propose')}
          </Button>
        )
      )}
    </section>
  );
}

function AppointmentItem({ appointment: a, onAnswer, onCancel }: { appointment: VoiceAppointment; onAnswer: (action: 'accept' | 'decline') => Promise<void>; onCancel: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<void>) => async () => {
    setBusy(true);
    await work();
    setBusy(false);
  };
  const accepted = a.status === VoiceAppointmentStatus.Accepted;
  return (
    <li className={accepted ? 'voice-appts__item voice-appts__item--accepted' : 'voice-appts__item'}>
      <p className="voice-appts__what">
        <strong>{accepted ? t('voiceAppointments>accepted') : a.is_proposer ? t('voiceAppointments>waitingOther') : t('voiceAppointments>waitingMe')}</strong>
        <span>{t('voiceAppointments>when', { when: dateTimeOf(a.scheduled_at), name: a.other_name })}</span>
        {a.note && <span className="voice-appts__note">{a.note}</span>}
      </p>
      {confirming ? (
        <div className="voice-appts__confirm">
          <label htmlFor={`${id}-reason`}>{t('voiceAppointments>cancelReason')}</label>
          <input id={`${id}-reason`} className="input" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          <div className="voice-appts__actions">
            <Button variant="primary" disabled={busy} onClick={run(() => onCancel(reason.trim()))}>
              {t('voiceAppointments>confirmCancel')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('voiceAppointments>keep')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="voice-appts__actions">
          {!accepted && !a.is_proposer && (
            <>
              <Button disabled={busy} onClick={run(() => onAnswer('accept'))}>
                {t('voiceAppointments>accept')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={run(() => onAnswer('decline'))}>
                {t('voiceAppointments>decline')}
              </Button>
            </>
          )}
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
            {t('voiceAppointments>cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}

function ProposeForm({ bidId, onDone, onClose }: { bidId: number; onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [form, setForm] = useState({ date: taipeiDateKey(new Date()), time: '', note: '' });
  const [local, setLocal] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [sending, setSending] = useState(false);
  const fieldError = local ?? failure?.fields.find((f) => f.field === 'scheduled_at')?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = form.time ? taipeiToUtcString(form.date, form.time) : null;
    setLocal(at ? undefined : t('voiceAppointments>timeRequired'));
    if (!at) return;
    setSending(true);
    setFailure(null);
    try {
      await api((client) => proposeAppointment(client, bidId, { scheduled_at: at, note: form.note.trim() }));
      onDone();
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="voice-appts__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('voiceAppointments>formTitle')}</h3>
      <div className="voice-appts__row">
        <Field id={`${id}-date`} label={t('voiceAppointments>date')} error={fieldError}>
          <DateInput id={`${id}-date`} value={form.date} onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))} {...describedBy(`${id}-date`, fieldError)} />
        </Field>
        <Field id={`${id}-time`} label={t('voiceAppointments>time')}>
          <TimeInput id={`${id}-time`} label={t('voiceAppointments>time')} value={form.time} onChange={(v) => setForm((f) => ({ ...f, time: v }))} />
        </Field>
      </div>
      <Field id={`${id}-note`} label={t('voiceAppointments>note')}>
        <input id={`${id}-note`} className="input" maxLength={200} value={form.note} onChange={(e) => setForm((f) => ({ ...f, note: e.target.value }))} />
      </Field>
      {failure && failure.fields.length === 0 && <FormMessage tone="error" text={failure.text ?? t(failure.messageKey ?? 'errors>unknown')} />}
      <div className="voice-appts__actions">
        <Button type="submit" disabled={sending}>
          {sending ? t('common>sending') : t('voiceAppointments>send')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('voiceAppointments>close')}
        </Button>
      </div>
    </form>
  );
}
