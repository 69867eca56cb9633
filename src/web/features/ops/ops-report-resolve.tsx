import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { TextareaField } from '../../components/textarea-field';
import type { ReportOutcome } from '../../../domain/ops/moderation';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { type QuoteReportView, resolveReport } from './api/moderation';
import { useOpsSession } from './ops-session-context';

/** Hide the request or dismiss the report: the outcome is chosen, a reason written, then confirmed before sending. */
export function ReportResolve({ report, onResolved }: { report: QuoteReportView; onResolved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (outcome === null) {
    return (
      <div className="ops-actions">
        <Button onClick={() => setOutcome('hide_request')}>{t('ops>reports>hideRequest')}</Button>
        <Button variant="secondary" onClick={() => setOutcome('dismiss')}>
          {t('ops>reports>dismiss')}
        </Button>
      </div>
    );
  }

  const send = async () => {
    const text = reason.trim();
    if (text.length < 2 || text.length > 500) return setError(t('ops>moderation>reasonInvalid'));
    setBusy(true);
    try {
      await api((client) => resolveReport(client, report.id, { outcome, reason: text }));
      onResolved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, asFormFailure(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ops-confirm">
      <p className="ops-confirm__what">{t(`ops>reports>confirm>${outcome}`, { id: report.quote_request.id })}</p>
      <TextareaField
        id={`report-reason-${report.id}`}
        label={t('ops>moderation>reason')}
        hint={t('ops>moderation>reasonHint')}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormMessage tone="error" text={error} />
      <div className="ops-actions">
        <Button onClick={() => void send()} disabled={busy}>
          {busy ? t('ops>moderation>sending') : t('ops>moderation>send')}
        </Button>
        <Button variant="secondary" onClick={() => setOutcome(null)} disabled={busy}>
          {t('ops>moderation>back')}
        </Button>
      </div>
    </div>
  );
}
