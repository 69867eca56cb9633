import { describe, expect, it } from 'vitest';
import {
  NEW_SHOP_ORDER,
  nextShopOrderState,
  type ShopOrderAction,
  type ShopOrderActor,
  type ShopOrderApplication,
  type ShopOrderMoney,
  type ShopOrderState,
  ShopOrderStatus,
  type ShopOrderStatusValue,
} from './shop-order-status';

const { Unpaid, Paid, Confirmed, Completed, Cancelled } = ShopOrderStatus;
const s = (status: ShopOrderStatusValue, application: ShopOrderApplication | null = null): ShopOrderState => ({ status, application });
const completeByPro: ShopOrderApplication = { kind: 'complete', by: 'pro' };
const cancelByPro: ShopOrderApplication = { kind: 'cancel', by: 'pro' };
const cancelByConsumer: ShopOrderApplication = { kind: 'cancel', by: 'consumer' };
const rejected = (status: ShopOrderStatusValue): ShopOrderState => ({ ...s(status), cancelRejected: true });
const disputed = (status: ShopOrderStatusValue): ShopOrderState => ({ ...rejected(status), dispute: 'open' });

type Row = [string, ShopOrderState, ShopOrderAction, ShopOrderActor, { to: ShopOrderState; money?: ShopOrderMoney; restock?: boolean } | null];

describe('nextShopOrderState', () => {
  const table: Row[] = [
    // payment and expiry (system)
    ['payment arrives: waits for the pro', s(Unpaid), 'paid', 'system', { to: s(Paid) }],
    ['payment arrives twice: refused', s(Paid), 'paid', 'system', null],
    ['an unpaid order expires and restocks', s(Unpaid), 'expire', 'system', { to: s(Cancelled), restock: true }],
    ['a paid order does not expire', s(Paid), 'expire', 'system', null],
    ['a consumer cannot mark an order paid', s(Unpaid), 'paid', 'consumer', null],
    // before payment
    ['the consumer cancels an unpaid order outright', s(Unpaid), 'cancel', 'consumer', { to: s(Cancelled), restock: true }],
    ['the pro cannot cancel an unpaid order', s(Unpaid), 'cancel', 'pro', null],
    ['the pro cannot confirm an unpaid order', s(Unpaid), 'confirm', 'pro', null],
    ['nobody applies to cancel an unpaid order', s(Unpaid), 'apply_cancel', 'consumer', null],
    ['an unpaid order cannot be completed', s(Unpaid), 'complete', 'consumer', null],
    // confirmation
    ['the pro confirms a paid order', s(Paid), 'confirm', 'pro', { to: s(Confirmed) }],
    ['the consumer cannot confirm', s(Paid), 'confirm', 'consumer', null],
    ['a confirmed order is not confirmed again', s(Confirmed), 'confirm', 'pro', null],
    ['no confirmation while a cancellation waits', s(Paid, cancelByConsumer), 'confirm', 'pro', null],
    ['the system cannot confirm', s(Paid), 'confirm', 'system', null],
    // completion
    ['the pro applies for completion', s(Confirmed), 'apply_complete', 'pro', { to: s(Confirmed, completeByPro) }],
    ['the consumer cannot apply for completion', s(Confirmed), 'apply_complete', 'consumer', null],
    ['no completion application before confirmation', s(Paid), 'apply_complete', 'pro', null],
    ['no second completion application', s(Confirmed, completeByPro), 'apply_complete', 'pro', null],
    ['the consumer completes on the application and releases', s(Confirmed, completeByPro), 'complete', 'consumer', { to: s(Completed), money: 'release' }],
    ['the consumer may complete without an application', s(Confirmed), 'complete', 'consumer', { to: s(Completed), money: 'release' }],
    ['the pro cannot complete', s(Confirmed, completeByPro), 'complete', 'pro', null],
    ['no completion while a cancellation waits', s(Confirmed, cancelByPro), 'complete', 'consumer', null],
    ['a paid, unconfirmed order cannot be completed', s(Paid), 'complete', 'consumer', null],
    ['the consumer rejects the completion', s(Confirmed, completeByPro), 'reject_complete', 'consumer', { to: s(Confirmed) }],
    ['nothing to reject without an application', s(Confirmed), 'reject_complete', 'consumer', null],
    ['the pro cannot reject completion', s(Confirmed, completeByPro), 'reject_complete', 'pro', null],
    ['a cancellation is not a completion to reject', s(Confirmed, cancelByPro), 'reject_complete', 'consumer', null],
    // cancellation
    ['the consumer applies to cancel a paid order', s(Paid), 'apply_cancel', 'consumer', { to: s(Paid, cancelByConsumer) }],
    ['the pro applies to cancel a confirmed order', s(Confirmed), 'apply_cancel', 'pro', { to: s(Confirmed, cancelByPro) }],
    ['no cancellation application while one waits', s(Confirmed, cancelByPro), 'apply_cancel', 'consumer', null],
    ['no cancellation application while a completion waits', s(Confirmed, completeByPro), 'apply_cancel', 'consumer', null],
    ['the pro accepts the consumer cancellation: refund and restock', s(Paid, cancelByConsumer), 'cancel', 'pro', { to: s(Cancelled), money: 'refund', restock: true }],
    ['the consumer accepts the pro cancellation', s(Confirmed, cancelByPro), 'cancel', 'consumer', { to: s(Cancelled), money: 'refund', restock: true }],
    ['the applicant cannot accept their own cancellation', s(Confirmed, cancelByPro), 'cancel', 'pro', null],
    ['a paid order is not cancelled without an application', s(Paid), 'cancel', 'consumer', null],
    ['the pro rejects the consumer cancellation: the consumer may escalate', s(Confirmed, cancelByConsumer), 'reject_cancel', 'pro', { to: rejected(Confirmed) }],
    ['the consumer rejects the pro cancellation', s(Paid, cancelByPro), 'reject_cancel', 'consumer', { to: s(Paid) }],
    ['the applicant cannot reject their own cancellation', s(Paid, cancelByConsumer), 'reject_cancel', 'consumer', null],
    ['nothing to reject without a cancellation', s(Confirmed, completeByPro), 'reject_cancel', 'pro', null],
    // disputes: the consumer escalates a rejected cancellation; only the operator's decision moves it
    ['the consumer escalates a rejected cancellation', rejected(Paid), 'dispute', 'consumer', { to: { ...rejected(Paid), dispute: 'open' }, money: 'dispute' }],
    ['the pro cannot escalate', rejected(Confirmed), 'dispute', 'pro', null],
    ['no escalation without a rejected cancellation', s(Confirmed), 'dispute', 'consumer', null],
    ['no escalation while an application waits', { ...rejected(Confirmed), application: completeByPro }, 'dispute', 'consumer', null],
    ['no escalation of an unpaid order', s(Unpaid), 'dispute', 'consumer', null],
    ['no second escalation while one is open', disputed(Paid), 'dispute', 'consumer', null],
    ['no escalation after the platform denied one', { ...s(Confirmed), cancelRejected: true, dispute: 'denied' }, 'dispute', 'consumer', null],
    ['the pro cannot confirm while disputed', disputed(Paid), 'confirm', 'pro', null],
    ['the consumer cannot complete while disputed', disputed(Confirmed), 'complete', 'consumer', null],
    ['nobody applies to cancel while disputed', disputed(Confirmed), 'apply_cancel', 'pro', null],
    ['the system does not resolve while disputed', disputed(Confirmed), 'resolve', 'system', null],
    ['a side cannot decide a dispute', disputed(Confirmed), 'grant_dispute', 'consumer', null],
    ['the operator grants: cancelled, refunded, restocked', disputed(Confirmed), 'grant_dispute', 'operator', { to: { ...s(Cancelled), cancelRejected: false }, money: 'refund', restock: true }],
    ['the operator denies: the order goes on', disputed(Confirmed), 'deny_dispute', 'operator', { to: { ...s(Confirmed), cancelRejected: false, dispute: 'denied' }, money: 'resume' }],
    ['the operator grants part: refunded in part, the order goes on', disputed(Confirmed), 'grant_dispute_part', 'operator', { to: { ...s(Confirmed), cancelRejected: false, dispute: 'partial' }, money: 'part_refund' }],
    ['no escalation after a partial grant', { ...s(Confirmed), dispute: 'partial' }, 'dispute', 'consumer', null],
    ['a side cannot grant part', disputed(Confirmed), 'grant_dispute_part', 'consumer', null],
    ['nothing to decide without an open dispute', rejected(Confirmed), 'deny_dispute', 'operator', null],
    ['the operator takes no side move', s(Paid), 'confirm', 'operator', null],
    // unanswered applications (system)
    ['an unanswered completion completes', s(Confirmed, completeByPro), 'resolve', 'system', { to: s(Completed), money: 'release' }],
    ['an unanswered cancellation cancels', s(Confirmed, cancelByConsumer), 'resolve', 'system', { to: s(Cancelled), money: 'refund', restock: true }],
    ['nothing to resolve', s(Confirmed), 'resolve', 'system', null],
    ['a side cannot resolve', s(Confirmed, completeByPro), 'resolve', 'consumer', null],
    // final states
    ['a completed order allows nothing', s(Completed), 'apply_cancel', 'consumer', null],
    ['a cancelled order allows nothing', s(Cancelled), 'cancel', 'consumer', null],
    ['a cancelled order is not paid', s(Cancelled), 'paid', 'system', null],
  ];
  it.each(table)('%s', (_name, from, action, actor, expected) => {
    const decision = nextShopOrderState(from, action, actor);
    if (!expected) {
      expect(decision.allowed).toBe(false);
      if (!decision.allowed) expect(decision.reason).toMatch(/[\u4e00-\u9fff]/);
      return;
    }
    expect(decision).toEqual({ allowed: true, state: expected.to, money: expected.money ?? 'none', restock: expected.restock ?? false });
  });

  it('goes from paid straight to confirmed when the category confirms automatically', () => {
    expect(nextShopOrderState(s(Unpaid), 'paid', 'system', { autoConfirm: true })).toMatchObject({ allowed: true, state: s(Confirmed) });
  });

  it('starts unpaid without an application', () => {
    expect(NEW_SHOP_ORDER).toEqual(s(Unpaid));
  });
});
