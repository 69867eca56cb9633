import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_LOAN_DECISION_NOTE_MAX, BUSINESS_LOAN_DECISIONS, BUSINESS_LOAN_PARTNER_REFERENCE_MAX, BusinessLoanStatus, OPEN_BUSINESS_LOAN_STATUSES } from '../../../domain/business-loans/business-loan';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { RevenueTable } from '../business-loan';
import { decideBusinessLoan, getBusinessLoan, type OpsBusinessLoan, type OpsBusinessLoanAnswer } from './api/business-loans';
import { OPS_BUSINESS_LOANS_PATH } from './ops-paths';
import { OpsRecordScreen } from './ops-record-screen';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

function DecisionForm({ loan, onDecided }: { loan: OpsBusinessLoan; onDecided: (loan: OpsBusinessLoan) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const choices = BUSINESS_LOAN_DECISIONS.filter((d) => d !== 'sent_to_partner' || loan.status === BusinessLoanStatus.Submitted);
  const [decision, setDecision] = useState<string>(choices[0] ?? 'approved');
  const [reference, setReference] = useState(loan.partner_reference ?? '');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) return setConfirming(true);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api((client) => decideBusinessLoan(client, loan.business_loan_id, { decision, partner_reference: reference || undefined, note: note || undefined }));
      onDecided(answer.business_loan);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <form className="ops-panel ops-form" onSubmit={(e) => void submit(e)} aria-labelledby="loan-decision">
      <h2 id="loan-decision" className="ops-subtitle">
        {t('ops>businessLoans>decideTitle')}
      </h2>
      <label>
        {t('ops>businessLoans>decision')}
        <select value={decision} onChange={(e) => setDecision(e.target.value)}>
          {choices.map((d) => (
            <option key={d} value={d}>
              {t(`ops>businessLoans>decisions>${d}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('ops>businessLoans>partnerReference')}
        <input value={reference} maxLength={BUSINESS_LOAN_PARTNER_REFERENCE_MAX} onChange={(e) => setReference(e.target.value)} />
      </label>
      <label>
        {t('ops>businessLoans>note')}
        <textarea value={note} maxLength={BUSINESS_LOAN_DECISION_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
      </label>
      <FormMessage tone="error" text={error} />
      {confirming && <p className="ops-notice">{t('ops>businessLoans>confirm', { decision: t(`ops>businessLoans>decisions>${decision}`) })}</p>}
      <div className="ops-actions">
        <Button type="submit" disabled={busy}>
          {confirming ? t('ops>businessLoans>confirmYes') : t('ops>businessLoans>record')}
        </Button>
        {confirming && (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('ops>businessLoans>confirmNo')}
          </Button>
        )}
      </div>
    </form>
  );
}

function LoanDetail({ data, update }: { data: OpsBusinessLoanAnswer; update: (change: (data: OpsBusinessLoanAnswer) => OpsBusinessLoanAnswer) => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<string>();
  const loan = data.business_loan;
  const facts: [string, string][] = [
    [t('ops>businessLoans>pro'), `${loan.user.full_name || loan.user.username} #${loan.user.id}`],
    [t('ops>businessLoans>status'), t(`businessLoan>statuses>${loan.status}`)],
    [t('ops>businessLoans>amount'), money(loan.amount)],
    [t('businessLoan>term'), t('businessLoan>termValue', { months: loan.term_months })],
    [t('businessLoan>purpose'), t(`businessLoan>purposes>${loan.purpose}`)],
    [t('businessLoan>purposeNote'), loan.purpose_note ?? '—'],
    [t('ops>businessLoans>consentAt'), taipeiTime(loan.consent_at)],
    [t('ops>businessLoans>partnerReference'), loan.partner_reference ?? '—'],
    [t('ops>businessLoans>note'), loan.decision_note ?? '—'],
    [t('ops>businessLoans>modified'), taipeiTime(loan.modified)],
  ];
  return (
    <>
      <section className="ops-panel" aria-labelledby="loan-facts">
        <h2 id="loan-facts" className="ops-subtitle">
          {t('ops>businessLoans>facts', { id: loan.business_loan_id })}
        </h2>
        <p className="ops-notice">{t('ops>businessLoans>auditedNotice')}</p>
        <dl className="ops-facts">
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="ops-panel" aria-labelledby="loan-revenue">
        <h2 id="loan-revenue" className="ops-subtitle">
          {t('ops>businessLoans>revenue')}
        </h2>
        <div className="ops-table-wrap">
          <RevenueTable summary={loan.revenue_summary} />
        </div>
      </section>
      <FormMessage tone="success" text={done} />
      {OPEN_BUSINESS_LOAN_STATUSES.includes(loan.status) && (
        <DecisionForm
          key={loan.status}
          loan={loan}
          onDecided={(decided) => {
            update(() => ({ business_loan: decided }));
            setDone(t('ops>businessLoans>recorded'));
          }}
        />
      )}
    </>
  );
}

/** /ops/business_loans/{id}: one application with the revenue the pro shared (each open audited) and the partner's answer. */
export default function OpsBusinessLoanScreen({ match }: ScreenProps) {
  const api = useApi();
  return (
    <OpsRecordScreen
      segment={match.params.loanId}
      permission={OpsPermission.RecordBusinessLoans}
      backTo={OPS_BUSINESS_LOANS_PATH}
      texts="ops>businessLoans"
      read={(id) => api((client) => getBusinessLoan(client, id))}
    >
      {(data, update) => <LoanDetail data={data} update={update} />}
    </OpsRecordScreen>
  );
}
