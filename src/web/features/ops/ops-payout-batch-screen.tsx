import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { OPEN_PAYOUT_BATCH_STATES, PAYOUT_BATCHES_QUEUE } from '../../../domain/ops/queues';
import { PayoutBatchState } from '../../../domain/safety-payments/payouts';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { downloadName } from './api/finance';
import { approvePayoutBatch, getPayoutBatch, importPayoutResults, type PayoutBatchAnswer, payoutCsvPath } from './api/finance-queues';
import { OpsConfirmStep } from './ops-confirm-step';
import { OPS_PAYOUT_BATCHES_PATH } from './ops-paths';
import { OpsRecordScreen } from './ops-record-screen';
import { ntd } from './ops-refund-disputes-screen';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';

type Batch = PayoutBatchAnswer['payout_batch'];

function BatchFacts({ batch: b }: { batch: Batch }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>payouts>day'), b.day],
    [t('ops>payouts>state'), b.state_text],
    [t('ops>payouts>lines'), String(b.line_count)],
    [t('ops>payouts>total'), ntd(b.total_amount)],
    [t('ops>payouts>paid'), ntd(b.paid_amount)],
    [t('ops>payouts>failed'), ntd(b.failed_amount)],
  ];
  if (b.approved_at) facts.push([t('ops>payouts>approvedAt'), taipeiTime(b.approved_at)]);
  if (b.exported_at) facts.push([t('ops>payouts>exportedAt'), taipeiTime(b.exported_at)]);
  if (b.settled_at) facts.push([t('ops>payouts>settledAt'), taipeiTime(b.settled_at)]);
  return (
    <dl className="ops-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Lines({ batch: b }: { batch: Batch }) {
  const { t } = useTranslation();
  if (b.lines.length === 0) return <p>{t('ops>payouts>noLines')}</p>;
  const cols = ['kind', 'payee', 'amount', 'account', 'reference', 'result'] as const;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c} scope="col">
                {t(`ops>payouts>line>${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {b.lines.map((l) => (
            <tr key={l.id} className="ops-table__row">
              <td data-label={t('ops>payouts>line>kind')}>{l.kind_text}</td>
              <td data-label={t('ops>payouts>line>payee')}>{t('ops>payouts>line>payeeText', { holder: l.holder_name, name: l.user.full_name || l.user.username, id: l.user.id })}</td>
              <td data-label={t('ops>payouts>line>amount')}>{ntd(l.amount)}</td>
              <td data-label={t('ops>payouts>line>account')}>{`${l.bank_code} ${l.bank_branch} ${l.bank_account}`}</td>
              <td data-label={t('ops>payouts>line>reference')}>{l.reference}</td>
              <td data-label={t('ops>payouts>line>result')}>{l.bank_message ? t('ops>payouts>line>resultText', { state: l.state_text, message: l.bank_message }) : l.state_text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Approve (after a confirmation naming the total), download the bank file, upload the bank's result file. */
function BatchActions({ batch: b, onChange }: { batch: Batch; onChange: (next: PayoutBatchAnswer, message: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { apiBase, apiKey } = useAppSelector((s) => s.app);
  const { sessionGone } = useOpsSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);

  const run = async (call: () => Promise<PayoutBatchAnswer>, message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await call(), message);
      setConfirming(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const response = await globalThis.fetch(`${apiBase}${payoutCsvPath(b.id)}`, { method: 'POST', headers: { 'X-Api-Key': apiKey, Accept: 'text/csv' }, credentials: 'include' });
      if (response.status === 403) return sessionGone();
      if (!response.ok) return setError(t('ops>payouts>downloadFailed'));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('content-disposition'), `payouts-${b.day}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      onChange(await api((client) => getPayoutBatch(client, b.id)), t('ops>payouts>downloaded'));
    } catch {
      setError(t('ops>payouts>downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    if (!file) return setFileMissing(true);
    setFileMissing(false);
    void run(async () => api(async (client) => importPayoutResults(client, b.id, await file.text())), t('ops>payouts>imported'));
  };

  if (confirming)
    return (
      <OpsConfirmStep headingId="payout-confirm" title={t('ops>payouts>confirmTitle')} busy={busy} onConfirm={() => void run(() => api((client) => approvePayoutBatch(client, b.id)), t('ops>payouts>approved'))} onBack={() => setConfirming(false)}>
        <p className="ops-notice">{t('ops>payouts>confirmBody', { day: b.day, count: b.line_count, amount: ntd(b.total_amount) })}</p>
        <FormMessage tone="error" text={error} />
      </OpsConfirmStep>
    );

  const canExport = b.state === PayoutBatchState.Approved || b.state === PayoutBatchState.Exported;
  return (
    <section className="ops-panel" aria-labelledby="payout-actions">
      <h2 id="payout-actions" className="ops-subtitle">
        {t('ops>payouts>actions')}
      </h2>
      <FormMessage tone="error" text={error} />
      {b.state === PayoutBatchState.Draft && (
        <div className="ops-actions">
          <Button disabled={busy} onClick={() => setConfirming(true)}>
            {t('ops>payouts>approve')}
          </Button>
        </div>
      )}
      {canExport && (
        <div className="ops-actions">
          <Button variant="secondary" disabled={busy} onClick={() => void download()}>
            {t('ops>payouts>download')}
          </Button>
        </div>
      )}
      {b.state === PayoutBatchState.Exported && (
        <div className="field">
          <label htmlFor="payout-result" className="field__label">
            {t('ops>payouts>resultFile')}
          </label>
          <input
            id="payout-result"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileMissing || undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="field__hint">{t('ops>payouts>resultHint')}</p>
          {fileMissing && (
            <p className="field__error" role="alert">
              {t('ops>payouts>resultRequired')}
            </p>
          )}
          <div className="ops-actions">
            <Button disabled={busy} onClick={upload}>
              {t('ops>payouts>upload')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function BatchReview({ data, update }: { data: PayoutBatchAnswer; update: (change: (data: PayoutBatchAnswer) => PayoutBatchAnswer) => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | undefined>();
  const b = data.payout_batch;
  return (
    <>
      <section className="ops-panel" aria-labelledby="payout-facts">
        <h2 id="payout-facts" className="ops-subtitle">
          {t('ops>payouts>facts')}
        </h2>
        <BatchFacts batch={b} />
        <QueueAssignmentControl
          queue={PAYOUT_BATCHES_QUEUE.id}
          itemId={b.id}
          assignment={b.assignment}
          open={OPEN_PAYOUT_BATCH_STATES.includes(b.state)}
          onChange={(assignment) => update((v) => ({ payout_batch: { ...v.payout_batch, assignment } }))}
        />
      </section>
      <FormMessage tone="success" text={done} />
      {OPEN_PAYOUT_BATCH_STATES.includes(b.state) && (
        <BatchActions
          batch={b}
          onChange={(next, message) => {
            update(() => next);
            setDone(message);
          }}
        />
      )}
      <section className="ops-panel" aria-labelledby="payout-lines">
        <h2 id="payout-lines" className="ops-subtitle">
          {t('ops>payouts>linesTitle')}
        </h2>
        <Lines batch={b} />
      </section>
    </>
  );
}

/** /ops/payout_batches/{id}: a batch with its lines; approved, its bank file downloaded, the bank's result uploaded. */
export default function OpsPayoutBatchScreen({ match }: ScreenProps) {
  const api = useApi();
  return (
    <OpsRecordScreen
      segment={match.params.batchId}
      permission={OpsPermission.ApprovePayouts}
      backTo={OPS_PAYOUT_BATCHES_PATH}
      texts="ops>payouts"
      read={(id) => api((client) => getPayoutBatch(client, id))}
    >
      {(data, update) => <BatchReview data={data} update={update} />}
    </OpsRecordScreen>
  );
}
