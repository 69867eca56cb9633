import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatTwd } from '../../../domain/money/twd';
import { PAY_TYPE_TEXT, PURCHASE_STATUS_TEXT, type PayType, type PurchaseStatus } from '../../../domain/payments/pay-type';
import { TRANSACTION_TYPE_TEXT, type TransactionTypeId } from '../../../domain/wallet/ledger';
import type { OpsUserTab, OpsUserTabRow } from './api/users';
import { opsUserPath } from './ops-paths';
import { taipeiTime } from './ops-time';
import { Link } from 'react-router';

/** One column of a user's list: its heading's key under ops>users>col, and what a row shows. */
export interface Column<Row> {
  key: string;
  cell: (row: Row, t: TFunction) => ReactNode;
}

const at = (value: string | null, t: TFunction) => (value ? taipeiTime(value) : t('ops>users>none'));
const yesNo = (value: boolean, t: TFunction) => (value ? t('ops>users>yes') : t('ops>users>no'));
const textOf = <K extends string>(texts: Record<K, string>, value: string) => (value in texts ? texts[value as K] : value);

/** The columns of each list; a row's id heads it. */
export const USER_TAB_COLUMNS: { [T in OpsUserTab]: readonly Column<OpsUserTabRow<T>>[] } = {
  requests: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'category', cell: (r) => r.category },
    { key: 'city', cell: (r) => r.city },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
    { key: 'state', cell: (r, t) => t(`ops>users>requestState>${r.is_archived ? 'archived' : r.is_closed ? 'closed' : 'open'}`) },
    { key: 'bids', cell: (r) => r.bids },
  ],
  bids: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'request', cell: (r) => `#${r.quote_request_id}` },
    { key: 'service', cell: (r) => `${r.service_title} #${r.quote_service_id}` },
    { key: 'status', cell: (r, t) => t(`ops>users>quoteStatus>${r.quote_status_id}`, { defaultValue: String(r.quote_status_id) }) },
    { key: 'fee', cell: (r, t) => (r.fee_amount === null ? t('ops>users>none') : formatTwd(r.fee_amount)) },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
    { key: 'hiredOn', cell: (r, t) => at(r.hired_on, t) },
  ],
  services: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'title', cell: (r) => r.title },
    { key: 'public', cell: (r, t) => yesNo(r.is_public, t) },
    { key: 'state', cell: (r, t) => (r.is_archived ? t('ops>users>archived') : '') },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
  ],
  payments: [
    { key: 'orderNumber', cell: (r) => r.order_number },
    { key: 'amount', cell: (r) => formatTwd(r.amount) },
    { key: 'credit', cell: (r) => r.credit },
    { key: 'payType', cell: (r) => textOf<PayType>(PAY_TYPE_TEXT, r.pay_type) },
    { key: 'state', cell: (r) => textOf<PurchaseStatus>(PURCHASE_STATUS_TEXT, r.status) },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
    { key: 'paidAt', cell: (r, t) => at(r.paid_at, t) },
  ],
  ledger: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'type', cell: (r) => TRANSACTION_TYPE_TEXT[r.transaction_type as TransactionTypeId] ?? String(r.transaction_type) },
    { key: 'amount', cell: (r) => r.amount },
    { key: 'balanceAfter', cell: (r) => r.balance_after },
    { key: 'note', cell: (r) => r.note },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
  ],
  sessions: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'device', cell: (r, t) => [r.device, r.browser].filter(Boolean).join(' / ') || r.user_agent || t('ops>users>none') },
    { key: 'deviceId', cell: (r, t) => r.device_id ?? t('ops>users>none') },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
    { key: 'lastSeen', cell: (r) => taipeiTime(r.last_seen) },
    { key: 'expires', cell: (r) => taipeiTime(r.expires_at) },
    {
      key: 'state',
      cell: (r, t) => (r.live ? t('ops>users>live') : r.revoked_at ? t('ops>users>ended', { time: taipeiTime(r.revoked_at) }) : t('ops>users>expired')),
    },
  ],
  throttles: [
    { key: 'scope', cell: (r, t) => t('ops>users>scopeLine', { scope: r.scope, kind: t(`ops>users>${r.kind}`) }) },
    { key: 'key', cell: (r) => r.key },
    { key: 'count', cell: (r, t) => r.count ?? t('ops>users>none') },
    { key: 'at', cell: (r) => taipeiTime(r.at) },
    { key: 'state', cell: (r, t) => (r.clearable ? t('ops>users>clearable') : '') },
  ],
  blocks: [
    { key: 'direction', cell: (r, t) => (r.direction === 'blocked' ? t('ops>users>blocked') : t('ops>users>blockedBy')) },
    { key: 'other', cell: (r, t) => <Link to={opsUserPath(r.other_user_id)}>{t('ops>users>otherLine', { name: r.other_full_name, username: r.other_username, id: r.other_user_id })}</Link> },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
  ],
  messages: [
    { key: 'id', cell: (r) => `#${r.id}` },
    { key: 'conversation', cell: (r) => `#${r.quote_bid_id}` },
    { key: 'recipient', cell: (r, t) => <Link to={opsUserPath(r.recipient_id)}>{t('ops>users>otherLine', { name: r.recipient_full_name, username: r.recipient_username, id: r.recipient_id })}</Link> },
    {
      key: 'body',
      cell: (r, t) => (
        <>
          <span className="ops-message-body">{r.body}</span>
          {r.attachments > 0 && <span className="ops-muted"> {t('ops>users>attachments', { count: r.attachments })}</span>}
        </>
      ),
    },
    { key: 'created', cell: (r) => taipeiTime(r.created) },
    { key: 'hidden', cell: (r, t) => (r.is_hidden ? t('ops>users>hiddenLine', { reason: r.hidden_reason ?? '' }) : t('ops>users>no')) },
  ],
};
