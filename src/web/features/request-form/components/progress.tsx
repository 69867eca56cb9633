import { useTranslation } from 'react-i18next';

/** "Step 3 of 9" in words, with a bar that fills as the visitor goes (a native progress element: no inline styles under the CSP). */
export function FormProgress({ index, total }: { index: number; total: number }) {
  const { t } = useTranslation();
  const text = t('requestForm>progress', { current: index + 1, total });
  return (
    <div className="rf-progress">
      <p className="rf-progress__text">{text}</p>
      <progress className="rf-progress__bar" max={total} value={index + 1} aria-label={t('requestForm>progressLabel')} aria-valuetext={text} />
    </div>
  );
}
