import { useTranslation } from 'react-i18next';
import { progressPercent } from '../form-steps';

/** "Step 3 of 9" in words, with a bar that fills as the visitor goes. */
export function FormProgress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  const text = t('requestForm>progress', { current: index + 1, total });
  return (
    <div className="rf-progress">
      <p className="rf-progress__text">{text}</p>
      <div
        className="rf-progress__bar"
        role="progressbar"
        aria-label={t('requestForm>progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={text}
      >
        <span className="rf-progress__fill" style={{ width: `${progressPercent(index, total)}%` }} />
      </div>
    </div>
  );
}
