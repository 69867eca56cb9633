import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { Purchase } from '../../../domain/payments/payments.contract';
import { PAY_TYPE_TEXT, PURCHASE_STATUS_TEXT } from '../../../domain/payments/pay-type';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN } from '../../../domain/payments/purchase-rules';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';
import { feeForRequest } from '../bids';
import { purchaseEinvoiceOf } from '../einvoices';
import { invoiceSnapshot } from '../invoices';
import { walletBalance } from '../wallet';
import { paymentInstructions } from './ecpay/ecpay-instructions';
import { newOrderNumber } from './ecpay/order-number';
import { type Clock, systemClock } from '../../adapters/clock';
import { findOwnPurchase, listPurchases, type PurchaseRow } from './purchases.repository';

type Db = Kysely<Database>;

/** Spec section 9: payments are listed 20 a page. */
export const PURCHASES_PER_PAGE = 20;
/** Days a fee-shortfall order stays open before the sweep closes it. */
const PAYFEE_OPEN_DAYS = 3;
const NOT_FOUND = '找不到這筆訂單。';

/** An order made by pay-by-link that has no code, account or card payment yet. */
export function isUnissued(row: Pick<PurchaseRow, 'status' | 'provider_reference' | 'payment_code' | 'bank_code' | 'payment_card_id' | 'link_hash'>): boolean {
  return row.link_hash !== null && row.provider_reference === null && row.payment_code === null && row.bank_code === null && row.payment_card_id === null;
}

/** The purchase JSON of the payments contract. */
export function toPurchaseResponse(row: PurchaseRow): Purchase {
  const unissued = isUnissued(row);
  return {
    id: row.id,
    order_number: row.order_number,
    pay_type: row.pay_type,
    pay_type_text: unissued ? '尚未選擇付款方式' : PAY_TYPE_TEXT[row.pay_type],
    provider: row.provider,
    amount: row.amount,
    credit: row.credit,
    status: row.status,
    status_text: PURCHASE_STATUS_TEXT[row.status],
    payment_code: row.payment_code,
    bank_code: row.bank_code,
    virtual_account: row.virtual_account,
    expires_at: row.expires_at ? toUtcString(row.expires_at) : null,
    paid_at: row.paid_at ? toUtcString(row.paid_at) : null,
    error_message: row.error_message,
    card_info: row.card_brand && row.card_last4 ? `${row.card_brand}-${row.card_last4}` : null,
    invoice: row.invoice,
    created: toUtcString(row.created),
    instructions: row.status === 'pending' ? paymentInstructions(row) : [],
    source: row.source,
    quote_bid_id: row.quote_bid_id,
    pay_link: row.status === 'pending' && row.link_hash ? `/payment/${row.link_hash}` : null,
    needs_pay_type: unissued && row.status === 'pending',
    einvoice: purchaseEinvoiceOf(row),
  };
}

/** 128 bits of randomness, URL-safe: the pay-by-link token. */
export function newLinkHash(): string {
  return randomBytes(16).toString('hex');
}

const ORDER_NUMBER = /^[A-Za-z0-9]{1,20}$/;
const LINK_HASH = /^[0-9a-f]{32}$/;

/** The purchase list, one purchase, and pay-by-link orders (dashboard/payfee/{order}, payment/{hash}). */
export class PurchasesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async list(userId: number, page: number) {
    const { rows, count } = await listPurchases(this.db, userId, page, PURCHASES_PER_PAGE);
    return { purchases: rows.map(toPurchaseResponse), page, total_pages: Math.max(1, Math.ceil(count / PURCHASES_PER_PAGE)), count };
  }

  async view(userId: number, id: number): Promise<Purchase> {
    const row = await findOwnPurchase(this.db, userId, { id });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toPurchaseResponse(row);
  }

  /** dashboard/payfee/{orderID}: the owner's order by its number. */
  async byOrderNumber(userId: number, orderNumber: string): Promise<Purchase> {
    if (!ORDER_NUMBER.test(orderNumber)) throw AppError.notFound(NOT_FOUND);
    const row = await findOwnPurchase(this.db, userId, { orderNumber });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toPurchaseResponse(row);
  }

  /** payment/{hash}: the owner's order by its link; someone else's link is not found. */
  async byLinkHash(userId: number, hash: string): Promise<Purchase> {
    if (!LINK_HASH.test(hash)) throw AppError.notFound(NOT_FOUND);
    const row = await findOwnPurchase(this.db, userId, { linkHash: hash });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toPurchaseResponse(row);
  }

  /**
   * A quote refused with code 10 (not enough credit): an order for what the wallet lacks to
   * pay the quote's fee (at least the smallest custom amount), payable by link. Asking again
   * while it is open returns the same order.
   */
  async createPayfee(userId: number, quoteBidId: number): Promise<Purchase> {
    const bid = await this.db
      .selectFrom('quote_bids')
      .select(['id', 'quote_request_id'])
      .where('id', '=', quoteBidId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!bid) throw AppError.notFound('找不到這個案件。');
    const open = await this.db
      .selectFrom('credit_purchases')
      .select('id')
      .where('user_id', '=', userId)
      .where('quote_bid_id', '=', quoteBidId)
      .where('source', '=', 'payfee')
      .where('status', '=', 'pending')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (open) return this.view(userId, open.id);
    const fee = await feeForRequest(this.db, bid.quote_request_id);
    const shortfall = fee - (await walletBalance(this.db, userId));
    if (shortfall <= 0) {
      throw new AppError('conflict', ErrorText.ActionNotAllowed, '您的點數已足夠支付這筆報價費用，不需要補繳。');
    }
    if (shortfall > CUSTOM_AMOUNT_MAX) throw new AppError('conflict', ErrorText.ActionNotAllowed, `補繳金額超過 ${CUSTOM_AMOUNT_MAX} 元，請到購買點數頁選擇方案。`);
    const amount = Math.max(shortfall, CUSTOM_AMOUNT_MIN);
    const invoice = await invoiceSnapshot(this.db, userId);
    const now = this.clock.now();
    const row = await this.db
      .insertInto('credit_purchases')
      .values({
        user_id: userId,
        amount,
        credit: amount,
        // The method is chosen on the pay page; until then the order has no code or account.
        pay_type: 'atm',
        provider: 'ecpay',
        idempotency_key: `payfee:${quoteBidId}:${newLinkHash()}`,
        order_number: newOrderNumber(now),
        expires_at: new Date(now.getTime() + PAYFEE_OPEN_DAYS * 86_400_000),
        invoice: invoice ? JSON.stringify(invoice) : null,
        source: 'payfee',
        link_hash: newLinkHash(),
        quote_bid_id: quoteBidId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.view(userId, row.id);
  }
}
