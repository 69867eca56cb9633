import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { getReviewInvite, postExternalReview, type ReviewInvite } from './api/feedbacks';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { describedBy, Field } from '../../components/field';
import { Loading } from '../../components/loading';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { REVIEW_TEXT_MAX } from '../../../domain/limits';

type Phase = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'failed' } | { kind: 'form'; invite: ReviewInvite } | { kind: 'done'; invite: ReviewInvite };

/** review/service/{serviceId}/{hash}: a past client reviews a pro who invited them. */
export function ReviewInviteScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const serviceId = decodeSegment(match.params.serviceId);
  const hash = decodeSegment(match.params.hash);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per link (and per retry).
  useEffect(() => {
    let current = true;
    setPhase({ kind: 'loading' });
    api((client) => getReviewInvite(client, serviceId, hash)).then(
      (invite) => current && setPhase({ kind: 'form', invite }),
      (error: unknown) => current && setPhase({ kind: asFormFailure(error).status === 404 ? 'invalid' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [serviceId, hash, attempt]);

  return (
    <main className="page review-invite" id="main">
      <h1>{t('reviewInvite>title')}</h1>
      {phase.kind === 'loading' && <Loading label={t('common>loading')} />}
      {phase.kind === 'invalid' && (
        <EmptyState title={t('reviewInvite>invalidTitle')} body={t('reviewInvite>invalidBody')} action={<ButtonLink to="/">{t('common>home')}</ButtonLink>} />
      )}
      {phase.kind === 'failed' && (
        <EmptyState
          title={t('common>loadFailed')}
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common>retry')}
            </Button>
          }
        />
      )}
      {phase.kind === 'done' && (
        <EmptyState
          title={t('reviewInvite>doneTitle')}
          body={t('reviewInvite>doneBody', { service: phase.invite.quote_service.title })}
          action={<ButtonLink to={`/service/${phase.invite.quote_service.id}`}>{t('reviewInvite>toProfile')}</ButtonLink>}
        />
      )}
      {phase.kind === 'form' && (
        <ReviewForm
          invite={phase.invite}
          onSubmit={(body) => api((client) => postExternalReview(client, serviceId, hash, body)).then(() => setPhase({ kind: 'done', invite: phase.invite }))}
        />
      )}
    </main>
  );
}

interface ReviewFormProps {
  invite: ReviewInvite;
  onSubmit: (body: { reviewer_name: string; rating: number; feedback: string; tags: string[] }) => Promise<void>;
}

function ReviewForm({ invite, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(invite.invitee_name);
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const fieldError = (field: string) => local[field] ?? failure?.fields.find((f) => f.field === field)?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.reviewer_name = t('reviewInvite>nameRequired');
    if (rating < 1) problems.rating = t('reviewInvite>ratingRequired');
    if ([...feedback].length > REVIEW_TEXT_MAX) problems.feedback = t('reviewInvite>feedbackTooLong', { max: REVIEW_TEXT_MAX });
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ reviewer_name: name.trim(), rating, feedback: feedback.trim(), tags });
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="review-invite__form" onSubmit={submit} noValidate>
      <p>{t('reviewInvite>intro', { service: invite.quote_service.title })}</p>
      <Field id={`${id}-name`} label={t('reviewInvite>name')} error={fieldError('reviewer_name')}>
        <input
          id={`${id}-name`}
          className="input"
          value={name}
          maxLength={50}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          {...describedBy(`${id}-name`, fieldError('reviewer_name'))}
        />
      </Field>
      <fieldset className={fieldError('rating') ? 'field field--invalid' : 'field'}>
        <legend className="field__label">{t('reviewInvite>rating')}</legend>
        <div className="star-input" role="radiogroup" aria-label={t('reviewInvite>rating')}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'star-input__star star-input__star--on' : 'star-input__star'}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviewInvite>stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {fieldError('rating') && <p className="field__error">{fieldError('rating')}</p>}
      </fieldset>
      <Field
        id={`${id}-feedback`}
        label={t('reviewInvite>feedback')}
        hint={t('reviewInvite>feedbackCount', { count: [...feedback].length, max: REVIEW_TEXT_MAX })}
        error={fieldError('feedback')}
      >
        <textarea
          id={`${id}-feedback`}
          className="input"
          rows={6}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          {...describedBy(`${id}-feedback`, fieldError('feedback'), 'hint')}
        />
      </Field>
      <fieldset className="field">
        <legend className="field__label">{t('reviewInvite>tags')}</legend>
        <ul className="chips">
          {invite.tags.map((tag) => (
            <li key={tag}>
              <label className={tags.includes(tag) ? 'chip chip--on' : 'chip'}>
                <input
                  type="checkbox"
                  checked={tags.includes(tag)}
                  onChange={() => setTags((list) => (list.includes(tag) ? list.filter((x) => x !== tag) : [...list, tag]))}
                />
                {tag}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {failure && failure.fields.length === 0 && (
        <p className="form-message form-message--error" role="alert">
          {failure.text ?? t(failure.messageKey ?? 'errors>unknown')}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? t('common>sending') : t('reviewInvite>submit')}
      </Button>
    </form>
  );
}
