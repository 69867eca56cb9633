import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestHireTime } from '../../../../domain/requests/hire-suggestion';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { quotePriceText } from '../project-format';
import { DateInput } from '../../../components/date-input';
import { TimeInput } from '../../../components/time-input';
import { describedBy, Field } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import { Modal } from '../../../components/modal';
import { failureText } from '../../../lib/failure-text';
import { CancelAndConfirm } from '../../../components/cancel-and-confirm';
import { type DialogProps, fieldMessage, otherFailure, useDecision } from './use-decision';

/**
 * Hire: a date and a time (Taiwan time), both required, starting from the time the request asked
 * for; the pro and the price are restated so the consumer knows what he confirms.
 */
export function HireDialog({ request, bid, ...props }: DialogProps & { request: QuoteRequestResponse; bid: QuoteBidResponse }) {
  const { t } = useTranslation();
  const dateId = useId();
  const timeId = useId();
  const [suggested] = useState(() => suggestHireTime(request, new Date()));
  const [date, setDate] = useState(suggested.date);
  const [time, setTime] = useState(suggested.time);
  const { busy, failure, send } = useDecision('hired', props);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ date, time });
  };
  // The server checks both (400 `date time missing`) and names the field at fault.
  const dateError = fieldMessage(failure, 'date');
  const timeError = fieldMessage(failure, 'time');
  const other = otherFailure(failure, ['date', 'time']);

  return (
    <Modal open title={t('projects>decisions>hire>title')} onClose={props.onClose}>
      <form className="decision-form" onSubmit={submit} noValidate>
        <dl className="hire-summary">
          <dt>{t('lifecycle>hire>pro')}</dt>
          <dd className="hire-summary__pro">
            {bid.Provider.full_name}・{bid.QuoteService.title}
          </dd>
          <dt>{t('lifecycle>hire>price')}</dt>
          <dd className="hire-summary__price">{quotePriceText(t, bid)}</dd>
        </dl>
        <p>{t('projects>decisions>hire>body')}</p>
        <p className="decision-form__hint">{t('lifecycle>hire>requested', { when: request.when.text })}</p>
        {(suggested.date || suggested.time) && <p className="decision-form__hint">{t('lifecycle>hire>prefilled')}</p>}
        <Field id={dateId} label={t('projects>decisions>hire>date')} error={dateError}>
          <DateInput id={dateId} value={date} onChange={(e) => setDate(e.target.value)} {...describedBy(dateId, dateError)} />
        </Field>
        <Field id={timeId} label={t('projects>decisions>hire>time')} error={timeError}>
          <TimeInput id={timeId} label={t('projects>decisions>hire>time')} value={time} onChange={setTime} {...describedBy(timeId, timeError)} />
        </Field>
        {other && <FormMessage tone="error" text={failureText(t, other)} />}
        <div className="decision-form__buttons">
          <CancelAndConfirm busy={busy} onCancel={props.onClose} label={t('projects>decisions>hire>confirm')} busyLabel={t('projects>confirm>working')} />
        </div>
      </form>
    </Modal>
  );
}

/** Undo a hire or a refusal: a plain confirmation. */
export function ConfirmDecisionDialog({ action, ...props }: DialogProps & { action: 'undo_hire' | 'undo_reject' }) {
  const { t } = useTranslation();
  const { busy, failure, send } = useDecision(action, props);
  return (
    <Modal
      open
      title={t(`projects>decisions>${action}>title`)}
      onClose={props.onClose}
      footer={<CancelAndConfirm busy={busy} onCancel={props.onClose} label={t(`projects>decisions>${action}>confirm`)} busyLabel={t('projects>confirm>working')} onConfirm={() => void send()} />}
    >
      <p>{t(`projects>decisions>${action}>body`)}</p>
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
    </Modal>
  );
}

/** Turn a quote down, with an optional note to the pro. */
export function RejectDialog(props: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const { busy, failure, send } = useDecision('reject', props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(note.trim() ? { requestor_note: note.trim() } : {});
  };
  const noteError = fieldMessage(failure, 'requestor_note');
  const other = otherFailure(failure, ['requestor_note']);
  return (
    <Modal open title={t('projects>decisions>reject>title')} onClose={props.onClose}>
      <form className="decision-form" onSubmit={submit} noValidate>
        <p>{t('projects>decisions>reject>body')}</p>
        <Field id={id} label={t('projects>decisions>reject>note')} error={noteError}>
          <textarea id={id} className="input input--textarea" rows={3} value={note} onChange={(e) => setNote(e.target.value)} {...describedBy(id, noteError)} />
        </Field>
        {other && <FormMessage tone="error" text={failureText(t, other)} />}
        <div className="decision-form__buttons">
          <CancelAndConfirm busy={busy} onCancel={props.onClose} label={t('projects>decisions>reject>confirm')} busyLabel={t('projects>confirm>working')} />
        </div>
      </form>
    </Modal>
  );
}
