import {
  HOLDING_STATES,
  heldAmount,
  REFUND_OPEN_STATES,
  restingState,
  type SafetyPaymentAmounts,
  SafetyPaymentState,
  type SafetyPaymentStateId,
  UNPAID_STATES,
} from './states';

/**
 * The one place that decides who may do what to a safety payment. Routes, services and jobs ask
 * `safetyPaymentTransition`; anything it refuses is a 409 that changes nothing, with the code and
 * the zh-TW message below.
 */

/** The actions of `POST /new/v1/third_party_payments/change_status/{action}/{pid}.json`. */
export const CHANGE_STATUS_ACTIONS = [
  'read',
  'cancel_request',
  'cancel',
  'approve_export_instruct',
  'apply_refund',
  'cancel_refund',
  'approve_refund',
  'edit_refund_info',
] as const;
export type ChangeStatusAction = (typeof CHANGE_STATUS_ACTIONS)[number];

/** Every action: the change_status ones, paying, the gateway's word, the pro's completion, the jobs' and the console's. */
export const SAFETY_PAYMENT_ACTIONS = [
  ...CHANGE_STATUS_ACTIONS,
  /** The consumer starts paying (a card charge, a CVS code, an ATM account). */
  'pay',
  /** The gateway says the money arrived (card answer, ECPay notification). */
  'paid',
  /** The pro reports the work done: the auto-release clock starts. */
  'report_completion',
  /** The release job: N days after the completion report, everything still held goes to the pro. */
  'auto_release',
  /** The pro refuses a refund request: it becomes a dispute. */
  'decline_refund',
  /** An operator decides a dispute for the consumer: the requested money goes back. */
  'grant_refund',
  /** An operator decides a dispute for the pro: the money stays held as before the request. */
  'deny_refund',
  /** The expiry job: the CVS code or ATM account issued for the payment expired unpaid; it waits for payment again. */
  'expire_code',
  /** A shop order completed (or its completion was resolved): everything held goes to the pro. */
  'order_release',
  /** A paid shop order was cancelled: everything held goes back to the consumer (card or owed by transfer). */
  'order_refund',
  /** An unpaid shop order was cancelled (by the consumer, or its code expired): nothing more may be paid. */
  'order_cancel',
  /** The consumer gives the transfer account of a cancelled shop order's CVS/ATM refund, while it is owed. */
  'order_refund_info',
  /** The consumer took a shop order's rejected cancellation to the platform: what is held becomes a dispute (grant_refund / deny_refund). */
  'order_dispute',
] as const;
export type SafetyPaymentAction = (typeof SAFETY_PAYMENT_ACTIONS)[number];

export const SAFETY_PAYMENT_ACTORS = ['pro', 'consumer', 'guest', 'operator', 'system'] as const;
export type SafetyPaymentActor = (typeof SAFETY_PAYMENT_ACTORS)[number];

/** Who may take each action. A guest holds the consumer's link: he may open and pay it, nothing else. */
export const ACTION_ACTORS: Record<SafetyPaymentAction, readonly SafetyPaymentActor[]> = {
  read: ['consumer', 'guest'],
  cancel_request: ['pro'],
  cancel: ['consumer', 'operator'],
  approve_export_instruct: ['consumer'],
  apply_refund: ['consumer'],
  cancel_refund: ['consumer'],
  approve_refund: ['pro'],
  edit_refund_info: ['consumer'],
  pay: ['consumer', 'guest'],
  paid: ['system'],
  report_completion: ['pro'],
  auto_release: ['system'],
  decline_refund: ['pro'],
  grant_refund: ['operator'],
  deny_refund: ['operator'],
  expire_code: ['system'],
  order_release: ['system'],
  order_refund: ['system'],
  order_cancel: ['system'],
  order_refund_info: ['consumer'],
  order_dispute: ['system'],
};

/** Why an action is refused: named codes, answered as the 409's `code` detail. */
export const SafetyPaymentRefusal = {
  NotYourAction: 'not_your_action',
  AlreadyPaid: 'already_paid',
  NotPaid: 'not_paid',
  Closed: 'closed',
  NothingHeld: 'nothing_held',
  RefundOpen: 'refund_open',
  NoRefundRequest: 'no_refund_request',
  NotDisputed: 'not_disputed',
  TooMuch: 'amount_over_held',
  NotCompleted: 'completion_not_reported',
  NotDue: 'release_not_due',
  PaidAfterCancel: 'paid_after_cancel',
  NoTransferOwed: 'no_transfer_owed',
} as const;
export type SafetyPaymentRefusalCode = (typeof SafetyPaymentRefusal)[keyof typeof SafetyPaymentRefusal];

export const SAFETY_PAYMENT_REFUSAL_TEXT: Record<SafetyPaymentRefusalCode, string> = {
  not_your_action: '這個動作不屬於您的角色。',
  already_paid: '這筆安心付款已經付款，無法再付款或取消請款。',
  not_paid: '這筆安心付款尚未付款。',
  closed: '這筆安心付款已結束。',
  nothing_held: '這筆安心付款已沒有保管中的款項。',
  refund_open: '退款申請處理中，暫時無法撥款或再次申請退款。',
  no_refund_request: '這筆安心付款沒有處理中的退款申請。',
  not_disputed: '這筆安心付款沒有退款爭議。',
  amount_over_held: '金額超過保管中的款項。',
  completion_not_reported: '專家尚未回報完工。',
  release_not_due: '尚未到自動撥款的日期。',
  paid_after_cancel: '這筆安心付款已取消，收到的款項須退還。',
  no_transfer_owed: '這筆款項沒有待匯款的退款，不需要填寫退款帳戶。',
};

/** What the decision needs to know of the payment beyond its state. */
export interface SafetyPaymentFacts {
  state: SafetyPaymentStateId;
  /** The money so far (released and refunded move the state after a release or refund). */
  amounts: SafetyPaymentAmounts;
  /** The consumer has opened it (read stamped). */
  isRead: boolean;
  /** The pro has reported the work done. */
  completionReported: boolean;
  /** auto_release only: the configured days since the completion report have passed. */
  autoReleaseDue?: boolean;
  /**
   * The NT$ a release (approve_export_instruct) or a refund (apply_refund, approve_refund,
   * grant_refund) moves: a milestone's amount or a partial refund. The whole held amount when absent.
   */
  move?: number;
  /** order_refund_info only: a refund of the payment is owed by bank transfer and not yet carried by a batch. */
  transferOwed?: boolean;
}

export type SafetyPaymentDecision =
  | {
      allowed: true;
      /** The state after the action (the same when the action only stamps something). */
      state: SafetyPaymentStateId;
      /** True when the action changes nothing (a second read, a repeated notification). */
      noop: boolean;
    }
  | { allowed: false; code: SafetyPaymentRefusalCode; reason: string };

const S = SafetyPaymentState;
const R = SafetyPaymentRefusal;
/** Something was paid (and the payment is not cancelled). */
const PAID: readonly SafetyPaymentStateId[] = [...HOLDING_STATES, ...REFUND_OPEN_STATES, S.Released, S.Refunded];

const ok = (state: SafetyPaymentStateId, noop = false): SafetyPaymentDecision => ({ allowed: true, state, noop });
const no = (code: SafetyPaymentRefusalCode): SafetyPaymentDecision => ({ allowed: false, code, reason: SAFETY_PAYMENT_REFUSAL_TEXT[code] });

/** Why money cannot be released or refunded from a payment in this state, or null when it can. */
function holdingProblem(state: SafetyPaymentStateId): SafetyPaymentRefusalCode | null {
  if (HOLDING_STATES.includes(state)) return null;
  if (UNPAID_STATES.includes(state)) return R.NotPaid;
  if (REFUND_OPEN_STATES.includes(state)) return R.RefundOpen;
  return state === S.Cancelled ? R.Closed : R.NothingHeld;
}

/** Moves `move` (default: all still held) out of trust to the pro (`released`) or back to the consumer (`refunded`). */
function afterMove(facts: SafetyPaymentFacts, to: 'released' | 'refunded'): SafetyPaymentDecision {
  const held = heldAmount(facts.amounts);
  const move = facts.move ?? held;
  if (!Number.isInteger(move) || move <= 0 || move > held) return no(R.TooMuch);
  return ok(restingState({ ...facts.amounts, [to]: facts.amounts[to] + move }));
}

/** Whether `actor` may take `action` on a payment with these facts, and the state after it. */
export function safetyPaymentTransition(action: SafetyPaymentAction, actor: SafetyPaymentActor, facts: SafetyPaymentFacts): SafetyPaymentDecision {
  if (!ACTION_ACTORS[action].includes(actor)) return no(R.NotYourAction);
  const { state } = facts;
  const unpaid = UNPAID_STATES.includes(state);
  switch (action) {
    case 'read':
      return ok(state, facts.isRead);
    case 'pay':
      if (unpaid) return ok(S.AwaitingPayment);
      return no(state === S.Cancelled ? R.Closed : R.AlreadyPaid);
    case 'paid':
      if (unpaid) return ok(S.Held);
      // A second notification of the same payment changes nothing (nothing is credited twice).
      return state === S.Cancelled ? no(R.PaidAfterCancel) : ok(state, true);
    case 'cancel_request':
      if (unpaid) return ok(S.Cancelled);
      return state === S.Cancelled ? ok(state, true) : no(R.AlreadyPaid);
    case 'cancel':
      if (unpaid || state === S.Refunded) return ok(S.Cancelled);
      if (state === S.Cancelled) return ok(state, true);
      return no(state === S.Released ? R.Closed : R.AlreadyPaid);
    case 'report_completion':
      if (HOLDING_STATES.includes(state) || REFUND_OPEN_STATES.includes(state)) return ok(state, facts.completionReported);
      return no(unpaid ? R.NotPaid : state === S.Cancelled ? R.Closed : R.NothingHeld);
    case 'approve_export_instruct': {
      const problem = holdingProblem(state);
      return problem ? no(problem) : afterMove(facts, 'released');
    }
    case 'auto_release': {
      const problem = holdingProblem(state);
      if (problem) return no(problem);
      if (!facts.completionReported) return no(R.NotCompleted);
      if (!facts.autoReleaseDue) return no(R.NotDue);
      return afterMove({ ...facts, move: undefined }, 'released');
    }
    case 'apply_refund': {
      const problem = holdingProblem(state);
      if (problem) return no(problem);
      const move = facts.move ?? heldAmount(facts.amounts);
      return Number.isInteger(move) && move > 0 && move <= heldAmount(facts.amounts) ? ok(S.RefundRequested) : no(R.TooMuch);
    }
    case 'edit_refund_info':
      return REFUND_OPEN_STATES.includes(state) ? ok(state) : no(R.NoRefundRequest);
    case 'cancel_refund':
      return REFUND_OPEN_STATES.includes(state) ? ok(restingState(facts.amounts)) : no(R.NoRefundRequest);
    case 'approve_refund':
      return REFUND_OPEN_STATES.includes(state) ? afterMove(facts, 'refunded') : no(R.NoRefundRequest);
    case 'decline_refund':
      if (state === S.RefundRequested) return ok(S.Disputed);
      return state === S.Disputed ? ok(state, true) : no(R.NoRefundRequest);
    case 'grant_refund':
      return state === S.Disputed ? afterMove(facts, 'refunded') : no(R.NotDisputed);
    case 'deny_refund':
      return state === S.Disputed ? ok(restingState(facts.amounts)) : no(R.NotDisputed);
    case 'expire_code':
      // Nothing was paid: the payment is unpaid again (a code paid late is still taken by `paid`).
      if (state === S.AwaitingPayment) return ok(S.Requested);
      if (state === S.Requested) return ok(state, true);
      return no(state === S.Cancelled ? R.Closed : R.AlreadyPaid);
    case 'order_release':
    case 'order_refund': {
      // The order's transition decided it; the payment moves everything it holds, once.
      const problem = holdingProblem(state);
      return problem ? no(problem) : afterMove({ ...facts, move: undefined }, action === 'order_release' ? 'released' : 'refunded');
    }
    case 'order_dispute': {
      // The order's transition decided it; everything held waits for the operator.
      const problem = holdingProblem(state);
      return problem ? no(problem) : ok(S.Disputed);
    }
    case 'order_cancel':
      if (unpaid) return ok(S.Cancelled);
      return no(state === S.Cancelled ? R.Closed : R.AlreadyPaid);
    case 'order_refund_info':
      // The account may be given or changed while the money is owed and no batch carries it yet.
      if (state !== S.Refunded && state !== S.PartiallyRefunded) return no(R.NoTransferOwed);
      return facts.transferOwed ? ok(state) : no(R.NoTransferOwed);
  }
}

/** Whether a paid state (anything paid and not cancelled). */
export function isPaidState(state: SafetyPaymentStateId): boolean {
  return PAID.includes(state);
}
