import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_ATTACHMENTS_MAX, REVIEW_TEXT_MAX } from '../../../../domain/limits';
import { CancelAndConfirm } from '../../../components/cancel-and-confirm';
import { TextareaField } from '../../../components/textarea-field';
import { FormMessage } from '../../../components/form-message';
import { Modal } from '../../../components/modal';
import { failureText } from '../../../lib/failure-text';
import { AttachmentPicker } from '../attachment-picker';
import { reviewBody } from './decisions-api';
import { RATING_VALUES, REVIEW_TAG_KEYS, type ReviewTagKey, textLength, toggleTag } from './review-tags';
import { type DialogProps, fieldMessage, otherFailure, useDecision } from './use-decision';

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
        <TextareaField
          id={feedbackId}
          label={t('projects>decisions>review>feedback')}
          error={feedbackError}
          rows={3}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
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
          <CancelAndConfirm busy={busy} onCancel={props.onClose} label={t('projects>decisions>review>submit')} busyLabel={t('common>sending')} disabled={tooLong} />
        </div>
      </form>
    </Modal>
  );
}
