import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getReconciliation, type Reconciliation } from './api/finance';
import { useOpsLoad } from './use-ops-load';

/** A row with a difference is highlighted (the audit diff's changed-row style) and says so in words. */
const CHANGED = 'ops-diff__row--changed';
const credit = (n: number) => n.toLocaleString('en-US');

function Lines({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  const cols = ['source', 'gatewayCount', 'gatewayAmount', 'expectedCredit', 'ledgerCount', 'ledgerCredit', 'difference'] as const;
  return (
    <table className="ops-table">
      <caption>{t('ops>finance>linesCaption')}</caption>
      <thead>
        <tr>
          {cols.map((c) => (
            <th key={c} scope="col">
              {t(`ops>finance>lineColumns>${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.lines.map((l) => (
          <tr key={`${l.source}-${l.kind}`} className={l.difference === 0 ? 'ops-table__row' : `ops-table__row ${CHANGED}`}>
            <td data-label={t('ops>finance>lineColumns>source')}>{`${t(`ops>finance>sources>${l.source}`, { defaultValue: l.source })} ${t(`ops>finance>kinds>${l.kind}`, { defaultValue: l.kind })}`}</td>
            <td data-label={t('ops>finance>lineColumns>gatewayCount')}>{l.gateway_count}</td>
            <td data-label={t('ops>finance>lineColumns>gatewayAmount')}>{formatTwd(l.gateway_amount)}</td>
            <td data-label={t('ops>finance>lineColumns>expectedCredit')}>{credit(l.expected_credit)}</td>
            <td data-label={t('ops>finance>lineColumns>ledgerCount')}>{l.ledger_count}</td>
            <td data-label={t('ops>finance>lineColumns>ledgerCredit')}>{credit(l.ledger_credit)}</td>
            <td data-label={t('ops>finance>lineColumns>difference')}>
              {l.difference === 0 ? t('ops>finance>noDifference') : t('ops>finance>difference', { amount: credit(l.difference) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Findings({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  return (
    <>
      {report.mismatches.length > 0 && (
        <section aria-labelledby="recon-mismatches">
          <h3 id="recon-mismatches">{t('ops>finance>mismatchesTitle')}</h3>
          <ul>
            {report.mismatches.map((m) => (
              <li key={`${m.kind}-${m.reference_id}-${m.problem}`} className={CHANGED}>
                {t(`ops>finance>${m.source.startsWith('escrow') ? 'escrowProblems' : 'problems'}>${m.problem}`, { id: m.reference_id, source: t(`ops>finance>sources>${m.source}`, { defaultValue: m.source }), expected: credit(m.expected), ledger: credit(m.ledger) })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="recon-wallets">
        <h3 id="recon-wallets">{t('ops>finance>walletsTitle')}</h3>
        <p>{t('ops>finance>walletsSummary', { count: report.wallets.checked, balance: credit(report.wallets.balance_total), ledger: credit(report.wallets.ledger_total) })}</p>
        {report.wallets.mismatched.length > 0 && (
          <ul>
            {report.wallets.mismatched.map((w) => (
              <li key={w.user_id} className={CHANGED}>
                {t('ops>finance>walletMismatch', { userId: w.user_id, balance: credit(w.balance), ledger: credit(w.ledger_sum), difference: credit(w.difference) })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="recon-ledger">
        <h3 id="recon-ledger">{t('ops>finance>ledgerTitle')}</h3>
        {report.ledger_totals.length === 0 ? (
          <p>{t('ops>finance>ledgerEmpty')}</p>
        ) : (
          <ul>
            {report.ledger_totals.map((row) => (
              <li key={row.transaction_type}>{t('ops>finance>ledgerRow', { type: t(`ops>finance>types>${row.transaction_type}`, { defaultValue: String(row.transaction_type) }), count: row.count, amount: credit(row.amount) })}</li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The reconciliation of a chosen Taipei day: each source against the ledger, differences highlighted. */
export function FinanceReconciliation({ initialDate }: { initialDate: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [typed, setTyped] = useState(initialDate);
  const [date, setDate] = useState(initialDate);

  const { state, reload: load } = useOpsLoad(async () => {
    return await api((client) => getReconciliation(client, date));
  }, [date]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(typed)) setDate(typed);
  };

  return (
    <section className="ops-panel" aria-labelledby="recon-title">
      <h2 id="recon-title">{t('ops>finance>reconciliationTitle')}</h2>
      <form className="ops-actions" onSubmit={submit} noValidate>
        <Input label={t('ops>finance>date')} type="date" name="date" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('ops>finance>show')}</Button>
      </form>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' && (
        <>
          <p role="status" className={state.data.balanced ? undefined : CHANGED}>
            {state.data.balanced ? t('ops>finance>balanced', { date: state.data.date }) : t('ops>finance>unbalanced', { date: state.data.date })}
          </p>
          <div className="ops-table-wrap">
            <Lines report={state.data} />
          </div>
          <Findings report={state.data} />
        </>
      )}
    </section>
  );
}
