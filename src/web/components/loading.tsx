import { useTranslation } from 'react-i18next';

/** A polite "loading" line for a region whose data is on its way. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t('common>loading')}
    </p>
  );
}
