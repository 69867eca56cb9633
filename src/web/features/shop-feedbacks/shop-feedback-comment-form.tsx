import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_FEEDBACK_TEXT_MAX, type ShopFeedback } from '../../../domain/shop/shop-feedbacks.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { commentShopFeedback } from './api';
import { useFieldErrors } from './use-field-errors';
import './shop-feedbacks.css';

const length = (text: string) => [...text].length;

/**
 * The pro's one reply to a review (at most 50 characters): once sent it shows instead of the form.
 * Mounted by the order screen beside each review as `<ShopFeedbackCommentForm feedback />`.
 */
export function ShopFeedbackCommentForm({ feedback, onCommented }: { feedback: ShopFeedback; onCommented?: (feedback: ShopFeedback) => void }) {
  const { t } = useTranslation();
  const call = useApi();
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(feedback.comment);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const id = `shop-feedback-comment-${feedback.nshop_feedback_id}`;

  if (done !== null) {
    return (
      <div className="shop-feedback-reply" role="status">
        <strong>{t('shopFeedbacks>replied')}</strong> {done}
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    errors.clear();
    const trimmed = text.trim();
    if (length(trimmed) === 0 || length(trimmed) > SHOP_FEEDBACK_TEXT_MAX) return errors.set('comment', t('shopFeedbacks>errors>comment', { max: SHOP_FEEDBACK_TEXT_MAX }));
    setBusy(true);
    try {
      const saved = await call((api) => commentShopFeedback(api, feedback.nshop_feedback_id, trimmed));
      setDone(saved.comment ?? trimmed);
      onCommented?.(saved);
    } catch (error) {
      errors.fromError(error, t('shopFeedbacks>errors>failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="shop-feedback-form" onSubmit={submit} noValidate>
      <TextareaField
        id={id}
        label={t('shopFeedbacks>comment')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.fields.comment}
        hint={t('shopFeedbacks>counter', { count: length(text), max: SHOP_FEEDBACK_TEXT_MAX })}
        rows={2}
      />
      <FormMessage tone="error" text={errors.general} />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? t('shopFeedbacks>sending') : t('shopFeedbacks>sendComment')}
      </Button>
    </form>
  );
}
