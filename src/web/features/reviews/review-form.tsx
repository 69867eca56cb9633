import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_TEXT_MAX } from '../../../domain/limits';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { useFormSend } from '../../lib/use-form-send';
import type { ReviewInvite } from './api/feedbacks';

interface ReviewFormProps {
  invite: ReviewInvite;
  onSubmit: (body: { reviewer_name: string; rating: number; feedback: string; tags: string[] }) => Promise<void>;
}

/** The review a past client writes: name, stars, text and tags. */
export function ReviewForm({ invite, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(invite.invitee_name);
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const { sending, failure, send } = useFormSend();
  const [local, setLocal] = useState<Record<string, string>>({});

  const fieldError = (field: string) => local[field] ?? failure?.fields.find((f) => f.field === field)?.message;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.reviewer_name = t('reviewInvite>nameRequired');
    if (rating < 1) problems.rating = t('reviewInvite>ratingRequired');
    if ([...feedback].length > REVIEW_TEXT_MAX) problems.feedback = t('reviewInvite>feedbackTooLong', { max: REVIEW_TEXT_MAX });
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    await send(() => onSubmit({ reviewer_name: name.trim(), rating, feedback: feedback.trim(), tags }));
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
      {failure && failure.fields.length === 0 && <FormMessage tone="error" text={failure.text ?? t(failure.messageKey ?? 'errors>unknown')} />}
      <Button type="submit" disabled={sending}>
        {sending ? t('common>sending') : t('reviewInvite>submit')}
      </Button>
    </form>
  );
}
