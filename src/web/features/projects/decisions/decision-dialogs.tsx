import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_ATTACHMENTS_MAX, REVIEW_TEXT_MAX } from '../../../../domain/limits';
import { suggestHireTime } from '../../../../domain/requests/hire-suggestion';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { quotePriceText } from '../project-format';
import type { FormFailure } from '../../../api/error-info';
import { Button } from '../../../components/button';
import { DateInput } from '../../../components/date-input';
import { TimeInput } from '../../../components/time-input';
import { describedBy, Field } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import { Modal } from '../../../components/modal';
import { failureText } from '../../../lib/failure-text';
import { useAppDispatch } from '../../../store/hooks';
import { toastAdded } from '../../../store/ui-slice';
import { fetchProject } from '../projects-thunks';
import { AttachmentPicker } from '../attachment-picker';
import { type DecisionAction, type DecisionBody, reviewBody } from './decisions-api';
import { decideQuote } from './decisions-thunks';
import { RATING_VALUES, REVIEW_TAG_KEYS, type ReviewTagKey, textLength, toggleTag } from './review-tags';

interface DialogProps {
  bidId: number;
  requestId: number;
  onClose: () => void;
}

/** Sends one decision; on success reads the request again (timeline) and closes, else keeps the failure. */
function useDecision(action: DecisionAction, { bidId, requestId, onClose }: DialogProps) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const send = async (body: DecisionBody = {}): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(decideQuote({ action, bidId, body }));
    setBusy(false);
    if (decideQuote.fulfilled.match(result)) {
      dispatch(toastAdded({ tone: 'success', messageKey: `projects>decisions>done>${action}` }));
      void dispatch(fetchProject(requestId));
      onClose();
    } else if (result.payload) setFailure(result.payload);
  };
  return { busy, failure, send };
}

function fieldMessage(failure: FormFailure | undefined, field: string): string | undefined {
  if (!failure) return undefined;
  const named = failure.fields.find((f) => f.field === field);
  return named?.message;
}

function otherFailure(failure: FormFailure | undefined, fields: string[]): FormFailure | undefined {
  return failure && !failure.fields.some((f) => fields.includes(f.field)) ? failure : undefined;
}

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
          <Button variant="ghost" onClick={props.onClose} disabled={busy}>
            {t('common>cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('projects>confirm>working') : t('projects>decisions>hire>confirm')}
          </Button>
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
      footer={
        <>
          <Button variant="ghost" onClick={props.onClose} disabled={busy}>
            {t('common>cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('projects>confirm>working') : t(`projects>decisions>${action}>confirm`)}
          </Button>
        </>
      }
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
          <Button variant="ghost" onClick={props.onClose} disabled={busy}>
            {t('common>cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('projects>confirm>working') : t('projects>decisions>reject>confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The review: 1-5 stars (a radio group), a short text with a counter, and tags as toggle chips. */
export function ReviewDialog(props: DialogProps) {
  const { t } = useTranslation();
  const feedbackId = useId();
  const ratingName = useId();
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [tags, setTags] = useState<ReviewTagKey[]>([]);
  const [photos, setPhotos] = useState<File[]>([]);
  const photosId = useId();
  const { busy, failure, send } = useDecision('reviews', props);
  const length = textLength(feedback);
  const tooLong = length > REVIEW_TEXT_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    void send(reviewBody({ rating, feedback: feedback.trim(), tags: tags.map((tag) => t(`projects>decisions>tags>${tag}`)) }, photos));
  };
  const ratingError = fieldMessage(failure, 'rating');
  const feedbackError = tooLong ? t('projects>decisions>review>tooLong', { max: REVIEW_TEXT_MAX }) : fieldMessage(failure, 'feedback');
  const other = otherFailure(failure, ['rating', 'feedback', 'attachments']);

  return (
    <Modal open title={t('projects>decisions>review>title')} onClose={props.onClose}>
      <form className="decision-form" onSubmit={submit} noValidate>
        <fieldset className="star-rating" aria-describedby={ratingError ? `${ratingName}-error` : undefined}>
          <legend className="field__label">{t('projects>decisions>review>rating')}</legend>
          <div className="star-rating__stars">
            {RATING_VALUES.map((value) => (
              <label key={value} className={value <= rating ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}>
                <input type="radio" name={ratingName} value={value} checked={rating === value} onChange={() => setRating(value)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('projects>decisions>review>stars', { n: value })}</span>
              </label>
            ))}
          </div>
          {ratingError && (
            <p className="field__error" id={`${ratingName}-error`} role="alert">
              {ratingError}
            </p>
          )}
        </fieldset>
        <Field id={feedbackId} label={t('projects>decisions>review>feedback')} error={feedbackError}>
          <textarea
            id={feedbackId}
            className="input input--textarea"
            rows={3}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            {...describedBy(feedbackId, feedbackError)}
          />
        </Field>
        <p className={tooLong ? 'decision-form__counter decision-form__counter--over' : 'decision-form__counter'} aria-live="polite">
          {t('projects>decisions>review>counter', { len: length, max: REVIEW_TEXT_MAX })}
        </p>
        <fieldset className="tag-chips">
          <legend className="field__label">{t('projects>decisions>review>tagsLabel')}</legend>
          {REVIEW_TAG_KEYS.map((tag) => (
            <button key={tag} type="button" className="tag-chip" aria-pressed={tags.includes(tag)} onClick={() => setTags((s) => toggleTag(s, tag))}>
              {t(`projects>decisions>tags>${tag}`)}
            </button>
          ))}
        </fieldset>
        <AttachmentPicker
          id={photosId}
          texts={{
            label: t('projects>decisions>review>photos', { max: FEEDBACK_ATTACHMENTS_MAX }),
            hint: t('projects>decisions>review>photosHint'),
            tooMany: t('projects>decisions>review>photosTooMany', { max: FEEDBACK_ATTACHMENTS_MAX }),
            tooLarge: (name) => t('projects>decisions>review>photoTooLarge', { name }),
            badType: (name) => t('projects>decisions>review>photoBadType', { name }),
            remove: (name) => t('projects>decisions>review>photoRemove', { name }),
          }}
          max={FEEDBACK_ATTACHMENTS_MAX}
          pdf={false}
          files={photos}
          onChange={setPhotos}
          error={fieldMessage(failure, 'attachments')}
        />
        {other && <FormMessage tone="error" text={failureText(t, other)} />}
        <div className="decision-form__buttons">
          <Button variant="ghost" onClick={props.onClose} disabled={busy}>
            {t('common>cancel')}
          </Button>
          <Button type="submit" disabled={busy || tooLong} aria-busy={busy || undefined}>
            {busy ? t('common>sending') : t('projects>decisions>review>submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
