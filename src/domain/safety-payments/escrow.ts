/**
 * The escrow ledger of safety payments, in double entry. It is the trust account's books and
 * is kept apart from the pros' credit wallets (src/domain/wallet). Every transaction is a set of
 * entries whose amounts sum to zero; an entry's amount is positive for a debit and negative for
 * a credit. The trust account's cash is an asset (its balance is zero or more); every other
 * account is money owed to someone (its balance is zero or less: what is owed, as a negative).
 */

export const EscrowAccountKind = {
  /** The money in the trust bank account (and on its way there from the gateways). One account. */
  TrustCash: 'trust_cash',
  /** What one payment holds for its consumer. One account per payment (owner: the payment's id). */
  TrustLiability: 'trust_liability',
  /** Released money owed to a pro until it is paid out. One account per pro (owner: the user's id). */
  ProPayable: 'pro_payable',
  /** The platform's fees, earned on releases, until they leave the trust account. One account. */
  PlatformFee: 'platform_fee',
  /** Refunds owed to a consumer by bank transfer (CVS and ATM payments). One account per consumer. */
  RefundPayable: 'refund_payable',
  /**
   * What a partner owes the trust account for the discounts it funds (its subsidies), an asset like
   * the cash (zero or more). One account per order's payment (owner: the payment's id; the partner is the payment's).
   */
  PartnerReceivable: 'partner_receivable',
} as const;
export type EscrowAccountKindId = (typeof EscrowAccountKind)[keyof typeof EscrowAccountKind];
export const ESCROW_ACCOUNT_KINDS: readonly EscrowAccountKindId[] = Object.values(EscrowAccountKind);
/** The owner id of the accounts there is one of. */
export const SINGLE_ACCOUNT_OWNER = 0;

export const EscrowTransactionKind = {
  /** The consumer's payment arrived: cash in, held in trust for the consumer. */
  PaymentReceived: 'payment_received',
  /** Released (by the consumer, a milestone, or the auto release): from trust to the pro, less the fee. */
  Release: 'release',
  /** Given back through the card gateway: out of trust and out of the cash. */
  CardRefund: 'card_refund',
  /** Given back to a CVS/ATM payer: out of trust, owed by bank transfer. */
  RefundOwed: 'refund_owed',
  /** The bank transfer of an owed refund was made. */
  RefundTransferred: 'refund_transferred',
  /** A pro's payable paid out to his bank account (daily batches). */
  Payout: 'payout',
  /** The platform's fees moved out of the trust account to its own. */
  FeeTransferred: 'fee_transferred',
  /**
   * A partner's discount on a shop order placed in its channel, paid to the pro on release so he
   * gets the whole price: owed by the partner, credited to the pro (docs/fet.md).
   */
  PartnerSubsidy: 'partner_subsidy',
} as const;
export type EscrowTransactionKindId = (typeof EscrowTransactionKind)[keyof typeof EscrowTransactionKind];
export const ESCROW_TRANSACTION_KINDS: readonly EscrowTransactionKindId[] = Object.values(EscrowTransactionKind);

/** One line of a transaction: an account (kind and owner) and the signed amount (debit +, credit -). */
export interface EscrowLeg {
  account: EscrowAccountKindId;
  owner: number;
  amount: number;
}

/** What each kind of transaction needs: the payment's parties and the amounts it moves. */
export type EscrowPosting =
  | { kind: 'payment_received'; paymentId: number; amount: number }
  | { kind: 'release'; paymentId: number; proId: number; amount: number; fee: number }
  | { kind: 'card_refund'; paymentId: number; amount: number }
  | { kind: 'refund_owed'; paymentId: number; consumerId: number; amount: number }
  | { kind: 'refund_transferred'; consumerId: number; amount: number }
  | { kind: 'payout'; proId: number; amount: number }
  | { kind: 'fee_transferred'; amount: number }
  | { kind: 'partner_subsidy'; paymentId: number; proId: number; amount: number };

const A = EscrowAccountKind;
const one = SINGLE_ACCOUNT_OWNER;
const leg = (account: EscrowAccountKindId, owner: number, amount: number): EscrowLeg => ({ account, owner, amount });

/**
 * The entries of a transaction. Amounts are positive whole NT$ (a release's fee may be 0, and
 * its line is then left out); anything else throws, so no caller posts a lopsided transaction.
 */
export function escrowLegs(posting: EscrowPosting): EscrowLeg[] {
  const { amount } = posting;
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`an escrow amount must be a positive whole NT$, got ${amount}`);
  switch (posting.kind) {
    case 'payment_received':
      return [leg(A.TrustCash, one, amount), leg(A.TrustLiability, posting.paymentId, -amount)];
    case 'release': {
      const { fee } = posting;
      if (!Number.isInteger(fee) || fee < 0 || fee > amount) throw new Error(`a release's fee must be whole NT$ within it, got ${fee}`);
      const legs = [leg(A.TrustLiability, posting.paymentId, amount)];
      if (amount - fee > 0) legs.push(leg(A.ProPayable, posting.proId, -(amount - fee)));
      if (fee > 0) legs.push(leg(A.PlatformFee, one, -fee));
      return legs;
    }
    case 'card_refund':
      return [leg(A.TrustLiability, posting.paymentId, amount), leg(A.TrustCash, one, -amount)];
    case 'refund_owed':
      return [leg(A.TrustLiability, posting.paymentId, amount), leg(A.RefundPayable, posting.consumerId, -amount)];
    case 'refund_transferred':
      return [leg(A.RefundPayable, posting.consumerId, amount), leg(A.TrustCash, one, -amount)];
    case 'payout':
      return [leg(A.ProPayable, posting.proId, amount), leg(A.TrustCash, one, -amount)];
    case 'fee_transferred':
      return [leg(A.PlatformFee, one, amount), leg(A.TrustCash, one, -amount)];
    case 'partner_subsidy':
      return [leg(A.PartnerReceivable, posting.paymentId, amount), leg(A.ProPayable, posting.proId, -amount)];
  }
}

/** The payment a posting belongs to, if it belongs to one. */
export function postingPaymentId(posting: EscrowPosting): number | null {
  return 'paymentId' in posting ? posting.paymentId : null;
}

/** zh-TW names of the transaction kinds, for statements and the console. */
export const ESCROW_TRANSACTION_TEXT: Record<EscrowTransactionKindId, string> = {
  payment_received: '收到付款（信託保管）',
  release: '撥款給專家',
  card_refund: '刷卡退款',
  refund_owed: '待匯款退款',
  refund_transferred: '退款已匯出',
  payout: '專家提領',
  fee_transferred: '平台服務費轉出',
  partner_subsidy: '合作夥伴折扣補貼',
};
