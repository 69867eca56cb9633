import { useTranslation } from 'react-i18next';
import { SHOP_FEEDBACK_SCORE_MAX } from '../../../domain/shop/shop-feedbacks.contract';

const SCORES = Array.from({ length: SHOP_FEEDBACK_SCORE_MAX }, (_, i) => i + 1);

/**
 * The score as five radio buttons drawn as stars: Tab reaches the group, the arrow keys choose,
 * so the keyboard picks a score as the pointer does.
 */
export function StarPicker({ id, value, onChange, error }: { id: string; value: number; onChange: (score: number) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className={error ? 'field field--invalid star-picker' : 'field star-picker'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('shopFeedbacks>score')}</legend>
      <div className="star-picker__stars">
        {SCORES.map((score) => (
          <label key={score} className={score <= value ? 'star-picker__star star-picker__star--on' : 'star-picker__star'}>
            <input type="radio" name={id} value={score} checked={value === score} onChange={() => onChange(score)} className="star-picker__input" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('shopFeedbacks>stars', { count: score })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
