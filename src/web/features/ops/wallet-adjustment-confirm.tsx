import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import type { WalletAdjustmentBody } from '../../../domain/ops/ops.contract';
import { Button } from '../../components/button';

export interface ConfirmProps {
  body: WalletAdjustmentBody;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** What is about to happen, in words (which user, how much, which way, why), before anything is sent. */
export function WalletAdjustmentConfirm({ body, busy, onConfirm, onBack }: ConfirmProps) {
  const { t } = useTranslation();
  const words = { userId: body.user_id, amount: formatTwd(Math.abs(body.amount)) };
  return (
    <section className="ops-panel ops-confirm" aria-labelledby="wallet-confirm-title">
      <h2 id="wallet-confirm-title">{t('ops>wallet>confirmTitle')}</h2>
      <p className="ops-confirm__what">{body.amount > 0 ? t('ops>wallet>confirmAdd', words) : t('ops>wallet>confirmDeduct', words)}</p>
      <p>{t('ops>wallet>confirmReason', { reason: body.reason })}</p>
      <div className="ops-actions">
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? t('ops>wallet>sending') : t('ops>wallet>confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('ops>wallet>back')}
        </Button>
      </div>
    </section>
  );
}
