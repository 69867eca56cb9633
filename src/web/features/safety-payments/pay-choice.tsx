import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { useApi } from '../../store/use-api';
import { payPayment, type SafetyPayment } from './api/safety-payments';

type Method = 'cvs' | 'atm';
const METHODS: readonly Method[] = ['cvs', 'atm'];

/** One key per attempt, so a repeated click charges nothing twice. */
function attemptKey(pid: string, method: Method): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '').slice(0, 16) ?? String(Date.now());
  return `sp-${pid}-${method}-${random}`;
}

/** The consumer (or a guest holding the link) chooses how to pay; the amount and where the money goes are confirmed first. */
export function PayChoice({ payment, onChange, hash }: { payment: SafetyPayment; onChange: (payment: SafetyPayment) => void; hash?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState<Method | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const pay = async (method: Method) => {
    setBusy(true);
    setError(undefined);
    try {
      const body = { pay_type: method, idempotency_key: attemptKey(payment.pid, method), ...(hash ? { hash } : {}) };
      onChange(await api((client) => payPayment(client, payment.pid, body)));
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields[0]?.message ?? info.text ?? t('safetyPayments>pay>failed'));
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };

  return (
    <fieldset className="safety-payment__methods">
      <legend>{t('safetyPayments>pay>choose')}</legend>
      {METHODS.map((method) => {
        const usable = payment.pay_types.includes(method);
        return (
          <div key={method} className="safety-payment__method">
            <Button variant="secondary" block disabled={!usable || busy} onClick={() => setConfirming(method)} aria-describedby={usable ? undefined : `sp-why-${method}`}>
              {t(`safetyPayments>pay>method>${method}`)}
            </Button>
            {!usable && (
              <p className="safety-payment__why" id={`sp-why-${method}`}>
                {t('safetyPayments>pay>unavailable')}
              </p>
            )}
          </div>
        );
      })}
      <FormMessage tone="error" text={error} />
      <Modal
        open={confirming !== null}
        title={t('safetyPayments>pay>confirmTitle')}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {t('safetyPayments>back')}
            </Button>
            <Button onClick={() => confirming && void pay(confirming)} disabled={busy}>
              {t('safetyPayments>pay>confirmYes')}
            </Button>
          </>
        }
      >
        <p>{confirming && t('safetyPayments>pay>confirmBody', { method: t(`safetyPayments>pay>method>${confirming}`), amount: formatTwd(payment.amount) })}</p>
      </Modal>
    </fieldset>
  );
}
