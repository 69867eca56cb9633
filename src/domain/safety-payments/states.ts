/**
 * A safety payment (third-party payment, 安心付款): the money a consumer pays for a hired job is
 * held in the trust account and reaches the pro only when it is released. The codes below are
 * stored as they are (`third_party_payments.state`, `third_party_payment_milestones.state`).
 */

/** Where a payment stands. */
export const SafetyPaymentState = {
  /** Issued by the pro, not paid. */
  Requested: 'requested',
  /** The consumer began paying (a CVS code or an ATM account issued, a card in 3-D Secure); not paid yet. */
  AwaitingPayment: 'awaiting_payment',
  /** Paid in full and held in trust; nothing released or refunded yet. */
  Held: 'held',
  /** Part released to the pro (a milestone or part of the amount); the rest held. */
  PartiallyReleased: 'partially_released',
  /** Part given back to the consumer; the rest held. */
  PartiallyRefunded: 'partially_refunded',
  /** The consumer asked for money back; nothing is released while it stands. */
  RefundRequested: 'refund_requested',
  /** The pro declined the refund; an operator decides. */
  Disputed: 'disputed',
  /** Nothing held any more and something reached the pro (the rest, if any, was refunded). */
  Released: 'released',
  /** Nothing held any more and nothing reached the pro: everything went back to the consumer. */
  Refunded: 'refunded',
  /** Ended unpaid (or after a full refund); final. */
  Cancelled: 'cancelled',
} as const;
export type SafetyPaymentStateId = (typeof SafetyPaymentState)[keyof typeof SafetyPaymentState];
export const SAFETY_PAYMENT_STATES: readonly SafetyPaymentStateId[] = Object.values(SafetyPaymentState);

/** zh-TW names of the states, as the lists and the detail show them. */
export const SAFETY_PAYMENT_STATE_TEXT: Record<SafetyPaymentStateId, string> = {
  requested: '等待付款',
  awaiting_payment: '付款處理中',
  held: '款項保管中',
  partially_released: '部分撥款',
  partially_refunded: '部分退款',
  refund_requested: '退款申請中',
  disputed: '退款爭議處理中',
  released: '已撥款',
  refunded: '已退款',
  cancelled: '已取消',
};

/** States in which money is held in trust and may be released or refunded. */
export const HOLDING_STATES: readonly SafetyPaymentStateId[] = [
  SafetyPaymentState.Held,
  SafetyPaymentState.PartiallyReleased,
  SafetyPaymentState.PartiallyRefunded,
];
/** States in which nothing has been paid. */
export const UNPAID_STATES: readonly SafetyPaymentStateId[] = [SafetyPaymentState.Requested, SafetyPaymentState.AwaitingPayment];
/** States in which a refund request stands (release is frozen). */
export const REFUND_OPEN_STATES: readonly SafetyPaymentStateId[] = [SafetyPaymentState.RefundRequested, SafetyPaymentState.Disputed];

/** A milestone's own small state: its part of the money is still to be released (held once paid), released or refunded. */
export const MilestoneState = {
  Open: 'open',
  Released: 'released',
  Refunded: 'refunded',
} as const;
export type MilestoneStateId = (typeof MilestoneState)[keyof typeof MilestoneState];
export const MILESTONE_STATES: readonly MilestoneStateId[] = Object.values(MilestoneState);
export const MILESTONE_STATE_TEXT: Record<MilestoneStateId, string> = { open: '未撥款', released: '已撥款', refunded: '已退款' };

/** The money of a payment in whole NT$, as the state after a release or a refund is worked out from it. */
export interface SafetyPaymentAmounts {
  /** What the consumer was asked for (and pays). */
  amount: number;
  /** Released so far (the pro's share and the fee together). */
  released: number;
  /** Given back so far. */
  refunded: number;
}

/** Still held in trust (only meaningful once paid). */
export function heldAmount(a: SafetyPaymentAmounts): number {
  return a.amount - a.released - a.refunded;
}

/**
 * The state a paid payment rests in, from its money alone: something still held (held, partially
 * released or partially refunded) or nothing held (released when anything reached the pro,
 * refunded when nothing did). A refund request that is withdrawn or refused goes back to it.
 */
export function restingState(a: SafetyPaymentAmounts): SafetyPaymentStateId {
  if (heldAmount(a) > 0) {
    if (a.refunded > 0) return SafetyPaymentState.PartiallyRefunded;
    return a.released > 0 ? SafetyPaymentState.PartiallyReleased : SafetyPaymentState.Held;
  }
  return a.released > 0 ? SafetyPaymentState.Released : SafetyPaymentState.Refunded;
}
