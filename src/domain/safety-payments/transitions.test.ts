import { describe, expect, it } from 'vitest';
import { type SafetyPaymentAmounts, SafetyPaymentState, type SafetyPaymentStateId } from './states';
import {
  ACTION_ACTORS,
  SAFETY_PAYMENT_ACTIONS,
  SAFETY_PAYMENT_ACTORS,
  SAFETY_PAYMENT_REFUSAL_TEXT,
  type SafetyPaymentAction,
  type SafetyPaymentActor,
  type SafetyPaymentFacts,
  safetyPaymentTransition,
} from './transitions';

/** The states in the table's column order, with a short name each. */
const COLUMNS: [string, SafetyPaymentStateId][] = [
  ['R', SafetyPaymentState.Requested],
  ['A', SafetyPaymentState.AwaitingPayment],
  ['H', SafetyPaymentState.Held],
  ['PL', SafetyPaymentState.PartiallyReleased],
  ['PR', SafetyPaymentState.PartiallyRefunded],
  ['RQ', SafetyPaymentState.RefundRequested],
  ['D', SafetyPaymentState.Disputed],
  ['RL', SafetyPaymentState.Released],
  ['RF', SafetyPaymentState.Refunded],
  ['C', SafetyPaymentState.Cancelled],
];
const SHORT = new Map(COLUMNS.map(([short, state]) => [state, short]));

/** The money of a NT$1,000 payment in each state (partly released or refunded: NT$400). */
const MONEY: Record<SafetyPaymentStateId, SafetyPaymentAmounts> = {
  requested: { amount: 1000, released: 0, refunded: 0 },
  awaiting_payment: { amount: 1000, released: 0, refunded: 0 },
  held: { amount: 1000, released: 0, refunded: 0 },
  partially_released: { amount: 1000, released: 400, refunded: 0 },
  partially_refunded: { amount: 1000, released: 0, refunded: 400 },
  refund_requested: { amount: 1000, released: 0, refunded: 0 },
  disputed: { amount: 1000, released: 0, refunded: 0 },
  released: { amount: 1000, released: 1000, refunded: 0 },
  refunded: { amount: 1000, released: 0, refunded: 1000 },
  cancelled: { amount: 1000, released: 0, refunded: 0 },
};

/**
 * The whole table: for each action and actor, the outcome from the states
 * R A H PL PR RQ D RL RF C (in that order) of a payment not yet read, completion reported and
 * the release due, moving everything held. A short state name is the state after an allowed
 * action, `=` an allowed action that changes nothing, `x` a refusal (409).
 */
const X = 'x x x x x x x x x x';
const TABLE: Record<SafetyPaymentAction, Partial<Record<SafetyPaymentActor, string>>> = {
  read: { consumer: 'R A H PL PR RQ D RL RF C', guest: 'R A H PL PR RQ D RL RF C' },
  cancel_request: { pro: 'C C x x x x x x x =' },
  cancel: { consumer: 'C C x x x x x x C =', operator: 'C C x x x x x x C =' },
  approve_export_instruct: { consumer: 'x x RL RL RL x x x x x' },
  apply_refund: { consumer: 'x x RQ RQ RQ x x x x x' },
  cancel_refund: { consumer: 'x x x x x H H x x x' },
  approve_refund: { pro: 'x x x x x RF RF x x x' },
  edit_refund_info: { consumer: 'x x x x x RQ D x x x' },
  pay: { consumer: 'A A x x x x x x x x', guest: 'A A x x x x x x x x' },
  paid: { system: 'H H = = = = = = = x' },
  report_completion: { pro: 'x x = = = = = x x x' },
  auto_release: { system: 'x x RL RL RL x x x x x' },
  decline_refund: { pro: 'x x x x x D = x x x' },
  grant_refund: { operator: 'x x x x x x RF x x x' },
  deny_refund: { operator: 'x x x x x x H x x x' },
  expire_code: { system: '= R x x x x x x x x' },
  order_release: { system: 'x x RL RL RL x x x x x' },
  order_refund: { system: 'x x RF RL RF x x x x x' },
  order_cancel: { system: 'C C x x x x x x x x' },
  order_refund_info: { consumer: 'x x x x x x x x x x' },
  order_dispute: { system: 'x x D D D x x x x x' },
};

const facts = (state: SafetyPaymentStateId, extra: Partial<SafetyPaymentFacts> = {}): SafetyPaymentFacts => ({
  state,
  amounts: MONEY[state],
  isRead: false,
  completionReported: true,
  autoReleaseDue: true,
  ...extra,
});

function outcome(action: SafetyPaymentAction, actor: SafetyPaymentActor, f: SafetyPaymentFacts): string {
  const decision = safetyPaymentTransition(action, actor, f);
  if (!decision.allowed) return 'x';
  return decision.noop ? '=' : SHORT.get(decision.state)!;
}

describe('safetyPaymentTransition: every state x every action x every actor', () => {
  const cases = SAFETY_PAYMENT_ACTIONS.flatMap((action) =>
    SAFETY_PAYMENT_ACTORS.flatMap((actor) => {
      const expected = (TABLE[action][actor] ?? X).split(' ');
      return COLUMNS.map(([, state], i) => [action, actor, state, expected[i]!] as const);
    }),
  );

  it('covers the whole table, and only the actors an action names have a row', () => {
    expect(cases).toHaveLength(SAFETY_PAYMENT_ACTIONS.length * SAFETY_PAYMENT_ACTORS.length * COLUMNS.length);
    for (const action of SAFETY_PAYMENT_ACTIONS) expect(Object.keys(TABLE[action]).sort()).toEqual([...ACTION_ACTORS[action]].sort());
  });

  it.each(cases)('%s by %s from %s gives %s', (action, actor, state, expected) => {
    expect(outcome(action, actor, facts(state))).toBe(expected);
  });
});

describe('safetyPaymentTransition with facts', () => {
  it('gives a named code and its zh-TW message with every refusal', () => {
    const refused = safetyPaymentTransition('approve_export_instruct', 'pro', facts(SafetyPaymentState.Held));
    expect(refused).toEqual({ allowed: false, code: 'not_your_action', reason: SAFETY_PAYMENT_REFUSAL_TEXT.not_your_action });
    expect(safetyPaymentTransition('approve_export_instruct', 'consumer', facts(SafetyPaymentState.Requested))).toMatchObject({ code: 'not_paid' });
    expect(safetyPaymentTransition('approve_export_instruct', 'consumer', facts(SafetyPaymentState.RefundRequested))).toMatchObject({ code: 'refund_open' });
    expect(safetyPaymentTransition('approve_export_instruct', 'consumer', facts(SafetyPaymentState.Released))).toMatchObject({ code: 'nothing_held' });
    expect(safetyPaymentTransition('pay', 'consumer', facts(SafetyPaymentState.Cancelled))).toMatchObject({ code: 'closed' });
    expect(safetyPaymentTransition('paid', 'system', facts(SafetyPaymentState.Cancelled))).toMatchObject({ code: 'paid_after_cancel' });
  });

  it('stamps read once', () => {
    expect(outcome('read', 'consumer', facts(SafetyPaymentState.Requested, { isRead: true }))).toBe('=');
  });

  it('releases a milestone to partially released, and the last part to released', () => {
    expect(outcome('approve_export_instruct', 'consumer', facts(SafetyPaymentState.Held, { move: 300 }))).toBe('PL');
    expect(outcome('approve_export_instruct', 'consumer', facts(SafetyPaymentState.PartiallyReleased, { move: 600 }))).toBe('RL');
    expect(outcome('approve_export_instruct', 'consumer', facts(SafetyPaymentState.PartiallyReleased, { move: 601 }))).toBe('x');
    expect(outcome('approve_export_instruct', 'consumer', facts(SafetyPaymentState.Held, { move: 0 }))).toBe('x');
  });

  it('refunds part to partially refunded; the rest refunded after a release is released', () => {
    expect(outcome('approve_refund', 'pro', facts(SafetyPaymentState.RefundRequested, { move: 250 }))).toBe('PR');
    const afterRelease = { amount: 1000, released: 400, refunded: 0 };
    expect(outcome('approve_refund', 'pro', facts(SafetyPaymentState.RefundRequested, { amounts: afterRelease, move: 600 }))).toBe('RL');
    expect(outcome('grant_refund', 'operator', facts(SafetyPaymentState.Disputed, { amounts: afterRelease }))).toBe('RL');
    expect(outcome('apply_refund', 'consumer', facts(SafetyPaymentState.PartiallyReleased, { move: 601 }))).toBe('x');
  });

  it('goes back to where it rested when a refund request is withdrawn or refused', () => {
    const afterRelease = { amount: 1000, released: 400, refunded: 0 };
    expect(outcome('cancel_refund', 'consumer', facts(SafetyPaymentState.RefundRequested, { amounts: afterRelease }))).toBe('PL');
    expect(outcome('deny_refund', 'operator', facts(SafetyPaymentState.Disputed, { amounts: { amount: 1000, released: 0, refunded: 100 } }))).toBe('PR');
  });

  it('releases automatically only after the completion report and once due', () => {
    expect(safetyPaymentTransition('auto_release', 'system', facts(SafetyPaymentState.Held, { completionReported: false }))).toMatchObject({ code: 'completion_not_reported' });
    expect(safetyPaymentTransition('auto_release', 'system', facts(SafetyPaymentState.Held, { autoReleaseDue: false }))).toMatchObject({ code: 'release_not_due' });
    // The job releases all that is held, whatever move it is given.
    expect(outcome('auto_release', 'system', facts(SafetyPaymentState.Held, { move: 10 }))).toBe('RL');
  });

  it('moves a shop order payment only with its order: all held, whatever move it is given', () => {
    expect(outcome('order_refund', 'system', facts(SafetyPaymentState.Held, { move: 10 }))).toBe('RF');
    expect(outcome('order_release', 'system', facts(SafetyPaymentState.Held, { move: 10 }))).toBe('RL');
    expect(safetyPaymentTransition('order_refund', 'system', facts(SafetyPaymentState.Requested))).toMatchObject({ code: 'not_paid' });
    expect(safetyPaymentTransition('order_cancel', 'system', facts(SafetyPaymentState.Held))).toMatchObject({ code: 'already_paid' });
    expect(safetyPaymentTransition('order_cancel', 'system', facts(SafetyPaymentState.Cancelled))).toMatchObject({ code: 'closed' });
  });

  it('takes the transfer account of a refunded order only while the transfer is owed', () => {
    expect(outcome('order_refund_info', 'consumer', facts(SafetyPaymentState.Refunded, { transferOwed: true }))).toBe('RF');
    expect(outcome('order_refund_info', 'consumer', facts(SafetyPaymentState.PartiallyRefunded, { transferOwed: true }))).toBe('PR');
    expect(safetyPaymentTransition('order_refund_info', 'consumer', facts(SafetyPaymentState.Refunded))).toMatchObject({ code: 'no_transfer_owed' });
    expect(safetyPaymentTransition('order_refund_info', 'consumer', facts(SafetyPaymentState.Held, { transferOwed: true }))).toMatchObject({ code: 'no_transfer_owed' });
    expect(safetyPaymentTransition('order_refund_info', 'pro', facts(SafetyPaymentState.Refunded, { transferOwed: true }))).toMatchObject({ code: 'not_your_action' });
  });

  it('lets the pro report completion once', () => {
    expect(outcome('report_completion', 'pro', facts(SafetyPaymentState.Held, { completionReported: false }))).toBe('H');
  });
});
