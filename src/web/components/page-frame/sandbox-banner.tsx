import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';

/** A strip on top of every page while payments run against sandboxes: nothing paid is real money. */
export function SandboxBanner() {
  const { t } = useTranslation();
  const sandbox = useAppSelector((s) => s.app.sandboxPayments ?? false);
  if (!sandbox) return null;
  return (
    <p className="sandbox-banner" role="note" data-testid="sandbox-banner">
      {t('common>sandboxPayments')}
    </p>
  );
}
