import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_LOAN_AMOUNT_MAX,
  BUSINESS_LOAN_AMOUNT_MIN,
  BUSINESS_LOAN_PURPOSE_NOTE_MAX,
  BUSINESS_LOAN_PURPOSES,
  BUSINESS_LOAN_TERMS,
  OPEN_BUSINESS_LOAN_STATUSES,
} from '../../../domain/business-loans/business-loan';
import { asFormFailure, type FormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { type BusinessLoan, loadBusinessLoans, loadRevenueSummary, type RevenueSummary, submitBusinessLoan, withdrawBusinessLoan } from './api/business-loan';
import './business-loan.css';
import { RevenueTable } from './revenue-table';

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

function LoanCard({ loan, onWithdrawn }: { loan: BusinessLoan; onWithdrawn: (loan: BusinessLoan) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const open = OPEN_BUSINESS_LOAN_STATUSES.includes(loan.status);
  const withdraw = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onWithdrawn((await api((client) => withdrawBusinessLoan(client, loan.business_loan_id))).business_loan);
    } catch (failure) {
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <li className="business-loan__card">
      <p className="business-loan__card-head">
        <strong>{money(loan.amount)}</strong> · {t('businessLoan>termValue', { months: loan.term_months })} · {t(`businessLoan>purposes>${loan.purpose}`)}
      </p>
      <p>
        {t('businessLoan>statusLabel')}
        <span className={`business-loan__status business-loan__status--${loan.status}`}>{t(`businessLoan>statuses>${loan.status}`)}</span>
      </p>
      <p className="business-loan__meta">{t('businessLoan>sentAt', { time: loan.created })}</p>
      {loan.partner_reference && <p className="business-loan__meta">{t('businessLoan>partnerReference', { reference: loan.partner_reference })}</p>}
      {loan.decision_note && <p>{t('businessLoan>decisionNote', { note: loan.decision_note })}</p>}
      <FormMessage tone="error" text={error} />
      {open && !confirming && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('businessLoan>withdraw')}
        </Button>
      )}
      {open && confirming && (
        <div className="business-loan__confirm">
          <p>{t('businessLoan>withdrawConfirm')}</p>
          <Button disabled={busy} onClick={() => void withdraw()}>
            {t('businessLoan>withdrawYes')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('businessLoan>withdrawNo')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * dashboard/business-loan (flag businessLoan): working-capital loans from the partner bank. The
 * pro sees what would be shared (the last 12 months of released payments) before agreeing, and
 * applies only with the consent box ticked; their applications with their status below.
 */
export default function BusinessLoanScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [summary, setSummary] = useState<RevenueSummary>();
  const [loans, setLoans] = useState<BusinessLoan[]>();
  const [failure, setFailure] = useState<FormFailure>();
  const [form, setForm] = useState({ amount: '', term_months: 12, purpose: 'working_capital', purpose_note: '', consent: false });
  const [sendFailure, setSendFailure] = useState<FormFailure>();
  const [sending, setSending] = useState(false);

  const load = useCallback(async () => {
    setFailure(undefined);
    try {
      const [s, l] = await Promise.all([api((c) => loadRevenueSummary(c)), api((c) => loadBusinessLoans(c))]);
      setSummary(s.revenue_summary);
      setLoans(l.business_loans);
    } catch (error) {
      setFailure(asFormFailure(error));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const hasOpen = loans?.some((l) => OPEN_BUSINESS_LOAN_STATUSES.includes(l.status)) ?? false;
  const fieldError = (field: string) => sendFailure?.fields.find((f) => f.field === field)?.message;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.consent) {
      setSendFailure({ ...asFormFailure(undefined), fields: [{ field: 'consent', message: t('businessLoan>consentRequired') }] });
      return;
    }
    setSending(true);
    setSendFailure(undefined);
    try {
      const sent = (await api((c) => submitBusinessLoan(c, form))).business_loan;
      setLoans((current) => [sent, ...(current ?? [])]);
      setForm((f) => ({ ...f, amount: '', purpose_note: '', consent: false }));
      dispatch(toastAdded({ tone: 'success', messageKey: 'businessLoan>sent' }));
    } catch (error) {
      setSendFailure(asFormFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="page business-loan">
      <h1 className="page__title">{t('businessLoan>title')}</h1>
      <p>{t('businessLoan>lead')}</p>
      <ul className="business-loan__points">
        <li>{t('businessLoan>point1')}</li>
        <li>{t('businessLoan>point2')}</li>
        <li>{t('businessLoan>point3')}</li>
      </ul>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && (summary === undefined || loans === undefined) && <Loading label={t('businessLoan>loading')} />}
      {summary && (
        <section aria-labelledby="business-loan-summary">
          <h2 id="business-loan-summary">{t('businessLoan>summaryTitle')}</h2>
          <p>{t('businessLoan>summaryLead')}</p>
          <RevenueTable summary={summary} />
        </section>
      )}
      {loans && summary && (
        <section aria-labelledby="business-loan-apply">
          <h2 id="business-loan-apply">{t('businessLoan>applyTitle')}</h2>
          {hasOpen ? (
            <p>{t('businessLoan>openAlready')}</p>
          ) : (
            <form className="business-loan__form" onSubmit={(e) => void submit(e)} noValidate>
              <label>
                {t('businessLoan>amount', { min: money(BUSINESS_LOAN_AMOUNT_MIN), max: money(BUSINESS_LOAN_AMOUNT_MAX) })}
                <input inputMode="numeric" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} aria-invalid={!!fieldError('amount')} />
              </label>
              <FormMessage tone="error" text={fieldError('amount')} />
              <label>
                {t('businessLoan>term')}
                <select value={form.term_months} onChange={(e) => setForm({ ...form, term_months: Number(e.target.value) })}>
                  {BUSINESS_LOAN_TERMS.map((months) => (
                    <option key={months} value={months}>
                      {t('businessLoan>termValue', { months })}
                    </option>
                  ))}
                </select>
              </label>
              <FormMessage tone="error" text={fieldError('term_months')} />
              <label>
                {t('businessLoan>purpose')}
                <select value={form.purpose} onChange={(e) => setForm({ ...form, purpose: e.target.value })}>
                  {BUSINESS_LOAN_PURPOSES.map((p) => (
                    <option key={p} value={p}>
                      {t(`businessLoan>purposes>${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <FormMessage tone="error" text={fieldError('purpose')} />
              <label>
                {t('businessLoan>purposeNote')}
                <textarea maxLength={BUSINESS_LOAN_PURPOSE_NOTE_MAX} value={form.purpose_note} onChange={(e) => setForm({ ...form, purpose_note: e.target.value })} />
              </label>
              <FormMessage tone="error" text={fieldError('purpose_note')} />
              <label className="business-loan__consent">
                <input type="checkbox" checked={form.consent} onChange={(e) => setForm({ ...form, consent: e.target.checked })} />
                {t('businessLoan>consent')}
              </label>
              <FormMessage tone="error" text={fieldError('consent')} />
              {sendFailure && sendFailure.fields.length === 0 && <FormMessage tone="error" text={failureText(t, sendFailure)} />}
              <Button type="submit" disabled={sending}>
                {sending ? t('businessLoan>sending') : t('businessLoan>send')}
              </Button>
            </form>
          )}
        </section>
      )}
      {loans && (
        <section aria-labelledby="business-loan-mine">
          <h2 id="business-loan-mine">{t('businessLoan>mineTitle')}</h2>
          {loans.length === 0 ? (
            <p>{t('businessLoan>mineEmpty')}</p>
          ) : (
            <ul className="business-loan__list">
              {loans.map((loan) => (
                <LoanCard key={loan.business_loan_id} loan={loan} onWithdrawn={(w) => setLoans((all) => all?.map((l) => (l.business_loan_id === w.business_loan_id ? w : l)))} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
