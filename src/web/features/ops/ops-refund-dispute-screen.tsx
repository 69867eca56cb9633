import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { REFUND_DISPUTES_QUEUE } from '../../../domain/ops/queues';
import { SafetyPaymentState } from '../../../domain/safety-payments/states';
import { FormMessage } from '../../components/form-message';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { getRefundDispute, type OpsDisputeView } from './api/finance-queues';
import { DisputeDecision } from './ops-dispute-decision';
import { OPS_REFUND_DISPUTES_PATH } from './ops-paths';
import { ntd } from './ops-refund-disputes-screen';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';
import { OpsRecordScreen } from './ops-record-screen';

type Dispute = OpsDisputeView['refund_dispute'];

function Facts({ facts }: { facts: [string, string][] }) {
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

function DisputeFacts({ dispute: d }: { dispute: Dispute }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>disputes>payment'), `#${d.id} ${d.pid}`],
    [t('ops>disputes>subject'), d.nshop_order_id === null ? t('ops>disputes>bidPayment', { id: d.quote_bid_id ?? '' }) : t('ops>disputes>shopOrder', { id: d.nshop_order_id })],
    [t('ops>disputes>state'), d.state_text],
    [t('ops>disputes>consumer'), `${d.consumer.full_name} #${d.consumer.id}`],
    [t('ops>disputes>pro'), `${d.pro.full_name} #${d.pro.id}`],
    [t('ops>disputes>amount'), ntd(d.amount)],
    [t('ops>disputes>released'), ntd(d.released_amount)],
    [t('ops>disputes>refunded'), ntd(d.refunded_amount)],
    [t('ops>disputes>payType'), d.pay_type ?? '—'],
    [t('ops>disputes>requested'), ntd(d.refund.amount)],
    [t('ops>disputes>reason'), d.refund.reason],
    [t('ops>disputes>declineReason'), d.refund.decline_reason ?? '—'],
  ];
  if (d.refund.needs_bank_account) facts.push([t('ops>disputes>bank'), `${d.refund.bank_code ?? ''} ${d.refund.bank_branch ?? ''} ${d.refund.bank_account ?? ''} ${d.refund.holder_name ?? ''}`.trim()]);
  if (d.refund.granted_amount !== null) facts.push([t('ops>disputes>grantedAmount'), ntd(d.refund.granted_amount)]);
  if (d.refund.decision) facts.push([t('ops>disputes>decision'), t('ops>disputes>decisionText', { decision: t(`ops>disputes>decided>${d.refund.decision}`), reason: d.refund.decision_reason ?? '' })]);
  return <Facts facts={facts} />;
}

function Messages({ dispute: d }: { dispute: Dispute }) {
  const { t } = useTranslation();
  if (d.messages.length === 0) return <p>{t('ops>disputes>noMessages')}</p>;
  return (
    <ol className="ops-thread">
      {d.messages.map((m) => (
        <li key={m.id} className="ops-panel">
          <p className="ops-role">
            {t(`ops>disputes>from>${m.from}`)} · {taipeiTime(m.created)}
          </p>
          <p>{m.body}</p>
          {m.attachments.length > 0 && (
            <ul className="ops-documents">
              {m.attachments.map((a) => (
                <li key={a.url}>
                  <a href={a.url} target="_blank" rel="noopener noreferrer">
                    {a.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

function Ledger({ dispute: d }: { dispute: Dispute }) {
  const { t } = useTranslation();
  if (d.ledger.length === 0) return <p>{t('ops>disputes>noLedger')}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">{t('ops>disputes>ledgerTime')}</th>
            <th scope="col">{t('ops>disputes>ledgerKind')}</th>
            <th scope="col">{t('ops>disputes>ledgerAccount')}</th>
            <th scope="col">{t('ops>disputes>ledgerAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {d.ledger.map((l) => (
            <tr key={l.id} className="ops-table__row">
              <td data-label={t('ops>disputes>ledgerTime')}>{taipeiTime(l.created)}</td>
              <td data-label={t('ops>disputes>ledgerKind')}>{l.kind_text}</td>
              <td data-label={t('ops>disputes>ledgerAccount')}>{l.account_text}</td>
              <td data-label={t('ops>disputes>ledgerAmount')}>{l.amount.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DisputeReview({ view, update }: { view: OpsDisputeView; update: (change: (view: OpsDisputeView) => OpsDisputeView) => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | undefined>();
  const d = view.refund_dispute;
  const open = d.state === SafetyPaymentState.Disputed;
  return (
    <>
      <section className="ops-panel" aria-labelledby="dispute-facts">
        <h2 id="dispute-facts" className="ops-subtitle">
          {t('ops>disputes>facts')}
        </h2>
        <DisputeFacts dispute={d} />
        <QueueAssignmentControl
          queue={REFUND_DISPUTES_QUEUE.id}
          itemId={d.id}
          assignment={d.assignment}
          open={open}
          onChange={(assignment) => update((v) => ({ ...v, refund_dispute: { ...v.refund_dispute, assignment } }))}
        />
      </section>
      <section className="ops-panel" aria-labelledby="dispute-messages">
        <h2 id="dispute-messages" className="ops-subtitle">
          {t('ops>disputes>messages')}
        </h2>
        <Messages dispute={d} />
      </section>
      <section className="ops-panel" aria-labelledby="dispute-ledger">
        <h2 id="dispute-ledger" className="ops-subtitle">
          {t('ops>disputes>ledger')}
        </h2>
        <Ledger dispute={d} />
      </section>
      <FormMessage tone="success" text={done} />
      {open && (
        <DisputeDecision
          view={view}
          onDecided={(next) => {
            update(() => next);
            setDone(t(next.refund_dispute.refund.decision === 'granted' ? 'ops>disputes>granted' : 'ops>disputes>denied'));
          }}
        />
      )}
    </>
  );
}

/** /ops/refund_disputes/{id}: one dispute with both sides, the evidence and the ledger; granted or denied with a reason after a confirmation. */
export default function OpsRefundDisputeScreen({ match }: ScreenProps) {
  const api = useApi();
  return (
    <OpsRecordScreen
      segment={match.params.disputeId}
      permission={OpsPermission.DecideDisputes}
      backTo={OPS_REFUND_DISPUTES_PATH}
      texts="ops>disputes"
      read={(id) => api((client) => getRefundDispute(client, id))}
    >
      {(view, update) => <DisputeReview view={view} update={update} />}
    </OpsRecordScreen>
  );
}
