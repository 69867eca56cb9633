import { cardInfo } from '../../../../domain/payments/cards';
import type { CardPurchase, SavedCard } from '../../../../domain/payments/payments.contract';
import { PAY_TYPE_TEXT, PURCHASE_STATUS_TEXT, type PurchaseStatus } from '../../../../domain/payments/pay-type';
import { toUtcString } from '../../../../domain/time/datetime';
import type { CreditPurchasesTable, PurchaseInvoice } from '../../../db/schema';
import type { CardRow } from './cards.repository';

/** A bound card as its owner sees it: never the gateway's token. */
export function toCardResponse(row: CardRow): SavedCard {
  return {
    id: row.id,
    card_info: cardInfo(row.brand, row.last4),
    brand: row.brand,
    last4: row.last4,
    is_default: row.is_default ? 1 : 0,
    is_foreign: row.is_foreign ? 1 : 0,
    provider: row.provider,
    created: toUtcString(row.created),
  };
}

export interface PurchaseRow {
  id: number;
  order_number: string;
  pay_type: CreditPurchasesTable['pay_type'];
  provider: string;
  amount: number;
  credit: number;
  credit_package_id: number | null;
  status: PurchaseStatus;
  payment_code: string | null;
  bank_code: string | null;
  virtual_account: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  error_message: string | null;
  invoice: PurchaseInvoice | null;
  source: string;
  created: Date;
  card_brand: string | null;
  card_last4: string | null;
}

/** The purchase JSON of the payments contract. */
export function toPurchaseResponse(row: PurchaseRow): CardPurchase {
  const { status } = row;
  return {
    id: row.id,
    order_number: row.order_number,
    pay_type: row.pay_type,
    pay_type_text: PAY_TYPE_TEXT[row.pay_type],
    provider: row.provider,
    credit_package_id: row.credit_package_id,
    amount: row.amount,
    credit: row.credit,
    status,
    status_text: PURCHASE_STATUS_TEXT[status],
    payment_code: row.payment_code,
    bank_code: row.bank_code,
    virtual_account: row.virtual_account,
    expires_at: row.expires_at ? toUtcString(row.expires_at) : null,
    paid_at: row.paid_at ? toUtcString(row.paid_at) : null,
    error_message: row.error_message,
    card_info: row.card_brand && row.card_last4 ? cardInfo(row.card_brand, row.card_last4) : null,
    invoice: row.invoice,
    source: row.source,
    created: toUtcString(row.created),
  };
}
