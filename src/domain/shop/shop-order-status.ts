/**
 * A shop order's life (spec sections 7 and 8: confirm, apply_complete, complete, reject_complete,
 * apply_cancel, cancel, reject_cancel). Two parts: the order's status (stored as its number,
 * `nshop_orders.status`) and an application waiting for the other side (to complete, asked by the
 * pro; to cancel, asked by either side), stored as its kind and the side that asked.
 */
export const ShopOrderStatus = {
  /** Ordered, not paid yet (stock already set aside). */
  Unpaid: 1,
  /** Paid and held in trust; waiting for the pro to confirm. */
  Paid: 2,
  /** Confirmed by the pro (or at once, when the pro's category confirms orders automatically). */
  Confirmed: 3,
  /** Completed: the money went to the pro. Final. */
  Completed: 4,
  /** Cancelled: unpaid and given up, or paid and refunded. Final. */
  Cancelled: 5,
} as const;
export type ShopOrderStatusValue = (typeof ShopOrderStatus)[keyof typeof ShopOrderStatus];
export const SHOP_ORDER_STATUSES = Object.values(ShopOrderStatus) as ShopOrderStatusValue[];

/** zh-TW texts of the statuses, for both sides' screens. */
export const SHOP_ORDER_STATUS_TEXT: Record<ShopOrderStatusValue, string> = {
  [ShopOrderStatus.Unpaid]: '待付款',
  [ShopOrderStatus.Paid]: '待專家確認',
  [ShopOrderStatus.Confirmed]: '進行中',
  [ShopOrderStatus.Completed]: '已完成',
  [ShopOrderStatus.Cancelled]: '已取消',
};

/** The two sides of an order. */
export const SHOP_ORDER_SIDES = ['pro', 'consumer'] as const;
export type ShopOrderSide = (typeof SHOP_ORDER_SIDES)[number];
/** `operator`: the platform deciding a dispute in the console. */
export type ShopOrderActor = ShopOrderSide | 'system' | 'operator';

/** What an application asks the other side for. */
export const SHOP_ORDER_APPLICATIONS = ['complete', 'cancel'] as const;
export type ShopOrderApplicationKind = (typeof SHOP_ORDER_APPLICATIONS)[number];

export interface ShopOrderApplication {
  kind: ShopOrderApplicationKind;
  by: ShopOrderSide;
}

/**
 * The platform's handling of the consumer's escalation: waiting for an operator, decided for the
 * pro, or part of the money given back with the order going on (a whole grant cancels the order).
 */
export const SHOP_ORDER_DISPUTES = ['open', 'denied', 'partial'] as const;
export type ShopOrderDispute = (typeof SHOP_ORDER_DISPUTES)[number];

/** The status text while the platform handles a dispute (the order's status itself is kept). */
export const SHOP_ORDER_DISPUTE_TEXT = '平台處理中';

export interface ShopOrderState {
  status: ShopOrderStatusValue;
  /** The application waiting for the other side, if any. */
  application: ShopOrderApplication | null;
  /** The pro turned down the consumer's cancellation: the consumer may take it to the platform. */
  cancelRejected?: boolean;
  /** The platform's handling, once the consumer escalated (absent: never escalated). */
  dispute?: ShopOrderDispute;
}

/** The two sides' status changes (`change_status/{action}`), in the spec's order. */
export const SHOP_ORDER_USER_ACTIONS = ['confirm', 'apply_complete', 'complete', 'reject_complete', 'apply_cancel', 'cancel', 'reject_cancel', 'dispute'] as const;
export type ShopOrderUserAction = (typeof SHOP_ORDER_USER_ACTIONS)[number];
/**
 * The system's: the payment arrived (`paid`), an application went unanswered for the configured
 * time (`resolve`: a completion completes, a cancellation cancels), an unpaid order's payment
 * code expired (`expire`).
 */
export type ShopOrderSystemAction = 'paid' | 'resolve' | 'expire';
/**
 * The operator's decision of a dispute: grant (cancelled, refunded, restocked), grant part of it
 * (that part refunded, the order goes on with the rest held) or deny (the order goes on).
 */
export type ShopOrderOperatorAction = 'grant_dispute' | 'grant_dispute_part' | 'deny_dispute';
export type ShopOrderAction = ShopOrderUserAction | ShopOrderSystemAction | ShopOrderOperatorAction;

export function isShopOrderUserAction(value: string): value is ShopOrderUserAction {
  return (SHOP_ORDER_USER_ACTIONS as readonly string[]).includes(value);
}

/** What the move does with the money held for the order (the caller posts it in the same transaction). */
export type ShopOrderMoney = 'none' | 'release' | 'refund' | 'part_refund' | 'dispute' | 'resume';

export type ShopOrderDecision =
  | { allowed: true; state: ShopOrderState; money: ShopOrderMoney; restock: boolean }
  | { allowed: false; reason: string };

export interface ShopOrderOptions {
  /** The pro's category confirms paid orders at once (shop settings: automatic confirmation). */
  autoConfirm?: boolean;
}

/** Hours an application waits for the other side before the system resolves it (SHOP_ORDER_APPLICATION_HOURS). */
export const SHOP_ORDER_APPLICATION_HOURS_DEFAULT = 72;
/** Hours before the system resolves an application when the side that must answer is reminded (at most half the wait). */
export const SHOP_ORDER_REMINDER_HOURS = 24;

/** The state of a new order. */
export const NEW_SHOP_ORDER: ShopOrderState = { status: ShopOrderStatus.Unpaid, application: null };

export const SHOP_ORDER_REFUSALS = {
  notYours: '這個動作不是由您這一方執行。',
  notPaid: '訂單尚未付款，無法執行這個動作。',
  ended: '訂單已完成或已取消，無法再變更。',
  notPaidState: '只有已付款、等待確認的訂單可以確認。',
  notConfirmed: '只有專家確認後的訂單可以申請完成或完成。',
  applicationOpen: '這筆訂單已有等待回覆的申請，請等對方回覆。',
  noCompleteApplication: '專家尚未申請完成，沒有可以拒絕的完成申請。',
  noCancelApplication: '對方沒有提出取消申請。',
  ownApplication: '不能回覆自己提出的申請。',
  alreadyPaid: '訂單已經付款。',
  nothingToResolve: '沒有等待回覆的申請。',
  disputeOpen: '這筆訂單正由平台處理中，請等候平台的決定。',
  noRejectedCancel: '只有專家拒絕您的取消申請後，才能申請平台處理。',
  disputeDecided: '平台已處理過這筆訂單的爭議，無法再次申請。',
  noDispute: '這筆訂單沒有等待平台處理的爭議。',
} as const;

const no = (reason: string): ShopOrderDecision => ({ allowed: false, reason });
const to = (
  status: ShopOrderStatusValue,
  application: ShopOrderApplication | null,
  money: ShopOrderMoney = 'none',
  restock = false,
  extra: Pick<ShopOrderState, 'cancelRejected' | 'dispute'> = {},
): ShopOrderDecision => ({
  allowed: true,
  state: { status, application, ...extra },
  money,
  restock,
});
const other = (side: ShopOrderSide): ShopOrderSide => (side === 'pro' ? 'consumer' : 'pro');
const isOpen = (status: ShopOrderStatusValue) => status === ShopOrderStatus.Paid || status === ShopOrderStatus.Confirmed;

/**
 * The one transition function of a shop order: the state after `action` by `actor`, what it does
 * with the money held (release to the pro, refund to the consumer) and whether the stock goes back.
 * - paid (system): an unpaid order is paid; confirmed at once when `autoConfirm`.
 * - expire (system): an unpaid order whose payment code expired is cancelled, its stock given back.
 * - cancel by the consumer before payment: cancelled outright, stock given back.
 * - confirm (pro): a paid order without an application.
 * - apply_complete (pro): a confirmed order without an application.
 * - complete (consumer): a confirmed order without a cancellation waiting; the money is released.
 * - reject_complete (consumer): the pro's completion application is withdrawn.
 * - apply_cancel (either side): a paid or confirmed order without an application.
 * - cancel / reject_cancel: only the OTHER side of a cancellation application; cancel refunds and restocks.
 * - resolve (system): an unanswered completion completes, an unanswered cancellation cancels.
 * - dispute (consumer): after the pro rejected the consumer's cancellation of a paid order, the
 *   consumer takes it to the platform (once); the money stays held as a dispute and nothing else
 *   moves until the operator decides: grant_dispute cancels, refunds and restocks;
 *   grant_dispute_part refunds part and lets the order go on; deny_dispute lets the order go on
 *   as it was (docs/shop.md "Disputes").
 * A completed or cancelled order allows nothing.
 */
export function nextShopOrderState(current: ShopOrderState, action: ShopOrderAction, actor: ShopOrderActor, options: ShopOrderOptions = {}): ShopOrderDecision {
  const decision = decide(current, action, actor, options);
  if (!decision.allowed) return decision;
  // What the move did not set is carried over (only when present, so plain states stay plain).
  const carried: Pick<ShopOrderState, 'cancelRejected' | 'dispute'> = {};
  if (current.cancelRejected && !('cancelRejected' in decision.state)) carried.cancelRejected = true;
  if (current.dispute && !('dispute' in decision.state)) carried.dispute = current.dispute;
  return { ...decision, state: { ...decision.state, ...carried } };
}

function decideDispute(current: ShopOrderState, action: ShopOrderOperatorAction | 'dispute', actor: ShopOrderActor): ShopOrderDecision {
  const { status, application, dispute } = current;
  if (action === 'dispute') {
    if (actor !== 'consumer') return no(SHOP_ORDER_REFUSALS.notYours);
    if (status === ShopOrderStatus.Unpaid) return no(SHOP_ORDER_REFUSALS.notPaid);
    if (dispute === 'open') return no(SHOP_ORDER_REFUSALS.disputeOpen);
    if (dispute === 'denied' || dispute === 'partial') return no(SHOP_ORDER_REFUSALS.disputeDecided);
    if (application) return no(SHOP_ORDER_REFUSALS.applicationOpen);
    if (!current.cancelRejected) return no(SHOP_ORDER_REFUSALS.noRejectedCancel);
    return to(status, null, 'dispute', false, { dispute: 'open' });
  }
  if (actor !== 'operator') return no(SHOP_ORDER_REFUSALS.notYours);
  if (dispute !== 'open') return no(SHOP_ORDER_REFUSALS.noDispute);
  if (action === 'grant_dispute') return to(ShopOrderStatus.Cancelled, null, 'refund', true, { dispute: undefined, cancelRejected: false });
  // Part given back: nothing is cancelled or restocked; the rest stays held for the order to go on.
  if (action === 'grant_dispute_part') return to(status, null, 'part_refund', false, { dispute: 'partial', cancelRejected: false });
  return to(status, null, 'resume', false, { dispute: 'denied', cancelRejected: false });
}

function decide(current: ShopOrderState, action: ShopOrderAction, actor: ShopOrderActor, options: ShopOrderOptions): ShopOrderDecision {
  const { status, application } = current;
  if (status === ShopOrderStatus.Completed || status === ShopOrderStatus.Cancelled) return no(SHOP_ORDER_REFUSALS.ended);
  if (action === 'dispute' || action === 'grant_dispute' || action === 'grant_dispute_part' || action === 'deny_dispute') return decideDispute(current, action, actor);
  // While the platform handles a dispute, only its decision moves the order.
  if (current.dispute === 'open') return no(SHOP_ORDER_REFUSALS.disputeOpen);
  if (actor === 'operator') return no(SHOP_ORDER_REFUSALS.notYours);
  if (actor === 'system') {
    switch (action) {
      case 'paid':
        if (status !== ShopOrderStatus.Unpaid) return no(SHOP_ORDER_REFUSALS.alreadyPaid);
        return to(options.autoConfirm ? ShopOrderStatus.Confirmed : ShopOrderStatus.Paid, null);
      case 'expire':
        return status === ShopOrderStatus.Unpaid ? to(ShopOrderStatus.Cancelled, null, 'none', true) : no(SHOP_ORDER_REFUSALS.alreadyPaid);
      case 'resolve':
        if (!application) return no(SHOP_ORDER_REFUSALS.nothingToResolve);
        return application.kind === 'complete' ? to(ShopOrderStatus.Completed, null, 'release') : to(ShopOrderStatus.Cancelled, null, 'refund', true);
      default:
        return no(SHOP_ORDER_REFUSALS.notYours);
    }
  }
  switch (action) {
    case 'paid':
    case 'expire':
    case 'resolve':
      return no(SHOP_ORDER_REFUSALS.notYours);
    case 'confirm':
      if (actor !== 'pro') return no(SHOP_ORDER_REFUSALS.notYours);
      if (status !== ShopOrderStatus.Paid) return no(status === ShopOrderStatus.Unpaid ? SHOP_ORDER_REFUSALS.notPaid : SHOP_ORDER_REFUSALS.notPaidState);
      if (application) return no(SHOP_ORDER_REFUSALS.applicationOpen);
      return to(ShopOrderStatus.Confirmed, null);
    case 'apply_complete':
      if (actor !== 'pro') return no(SHOP_ORDER_REFUSALS.notYours);
      if (status !== ShopOrderStatus.Confirmed) return no(status === ShopOrderStatus.Unpaid ? SHOP_ORDER_REFUSALS.notPaid : SHOP_ORDER_REFUSALS.notConfirmed);
      if (application) return no(SHOP_ORDER_REFUSALS.applicationOpen);
      return to(status, { kind: 'complete', by: 'pro' });
    case 'complete':
      if (actor !== 'consumer') return no(SHOP_ORDER_REFUSALS.notYours);
      if (status !== ShopOrderStatus.Confirmed) return no(status === ShopOrderStatus.Unpaid ? SHOP_ORDER_REFUSALS.notPaid : SHOP_ORDER_REFUSALS.notConfirmed);
      if (application?.kind === 'cancel') return no(SHOP_ORDER_REFUSALS.applicationOpen);
      return to(ShopOrderStatus.Completed, null, 'release');
    case 'reject_complete':
      if (actor !== 'consumer') return no(SHOP_ORDER_REFUSALS.notYours);
      if (application?.kind !== 'complete') return no(SHOP_ORDER_REFUSALS.noCompleteApplication);
      return to(status, null);
    case 'apply_cancel':
      if (status === ShopOrderStatus.Unpaid) return no(SHOP_ORDER_REFUSALS.notPaid);
      if (application) return no(SHOP_ORDER_REFUSALS.applicationOpen);
      return isOpen(status) ? to(status, { kind: 'cancel', by: actor }) : no(SHOP_ORDER_REFUSALS.ended);
    case 'cancel':
      if (status === ShopOrderStatus.Unpaid) return actor === 'consumer' ? to(ShopOrderStatus.Cancelled, null, 'none', true) : no(SHOP_ORDER_REFUSALS.notPaid);
      if (application?.kind !== 'cancel') return no(SHOP_ORDER_REFUSALS.noCancelApplication);
      if (application.by !== other(actor)) return no(SHOP_ORDER_REFUSALS.ownApplication);
      return to(ShopOrderStatus.Cancelled, null, 'refund', true);
    case 'reject_cancel':
      if (application?.kind !== 'cancel') return no(SHOP_ORDER_REFUSALS.noCancelApplication);
      if (application.by !== other(actor)) return no(SHOP_ORDER_REFUSALS.ownApplication);
      // The pro turning down the consumer's cancellation opens the way to the platform.
      return application.by === 'consumer' ? to(status, null, 'none', false, { cancelRejected: true }) : to(status, null);
  }
}
