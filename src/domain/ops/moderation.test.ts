import { describe, expect, it } from 'vitest';
import {
  barredLoginMessage,
  effectiveStanding,
  isBarred,
  type SanctionKind,
  type StandingState,
  transitionStanding,
  type UserStanding,
} from './moderation';
import type { OperatorRole } from './operator-roles';

const NOW = new Date('2026-11-27T04:00:00Z');
const LATER = new Date('2026-12-01T04:00:00Z');
const EARLIER = new Date('2026-11-20T04:00:00Z');

const active: StandingState = { standing: 'active', until: null };
const suspendedUntil: StandingState = { standing: 'suspended', until: LATER };
const suspendedForever: StandingState = { standing: 'suspended', until: null };
const suspensionOver: StandingState = { standing: 'suspended', until: EARLIER };
const banned: StandingState = { standing: 'banned', until: null };

type Row = [string, StandingState, SanctionKind, Date | null, OperatorRole, UserStanding | string, Date | null];

// [case, from, action, until asked, role, standing after (or the refusal), until after]
const TABLE: Row[] = [
  ['warn an active user', active, 'warn', null, 'trust_safety', 'active', null],
  ['warn a suspended user keeps the suspension', suspendedUntil, 'warn', null, 'trust_safety', 'suspended', LATER],
  ['warn a banned user', banned, 'warn', null, 'admin', 'already_banned', null],
  ['suspend until a time', active, 'suspend', LATER, 'trust_safety', 'suspended', LATER],
  ['suspend indefinitely', active, 'suspend', null, 'trust_safety', 'suspended', null],
  ['change a running suspension', suspendedUntil, 'suspend', null, 'trust_safety', 'suspended', null],
  ['suspend until the past', active, 'suspend', EARLIER, 'admin', 'until_past', null],
  ['suspend until now', active, 'suspend', NOW, 'admin', 'until_past', null],
  ['suspend a banned user', banned, 'suspend', LATER, 'admin', 'already_banned', null],
  ['ban an active user', active, 'ban', null, 'trust_safety', 'banned', null],
  ['ban a suspended user', suspendedForever, 'ban', null, 'trust_safety', 'banned', null],
  ['ban a banned user', banned, 'ban', null, 'admin', 'already_banned', null],
  ['reinstate a suspended user', suspendedUntil, 'reinstate', null, 'trust_safety', 'active', null],
  ['reinstate an active user', active, 'reinstate', null, 'admin', 'not_sanctioned', null],
  ['reinstate after the suspension ended', suspensionOver, 'reinstate', null, 'admin', 'not_sanctioned', null],
  ['suspend again after the suspension ended', suspensionOver, 'suspend', LATER, 'trust_safety', 'suspended', LATER],
  ['reinstate a banned user as trust_safety', banned, 'reinstate', null, 'trust_safety', 'admin_only', null],
  ['reinstate a banned user as admin', banned, 'reinstate', null, 'admin', 'active', null],
];

describe('transitionStanding', () => {
  it.each(TABLE)('%s', (_name, from, kind, until, role, expected, expectedUntil) => {
    const result = transitionStanding(from, { kind, until }, role, NOW);
    if (result.allowed) expect([result.next.standing, result.next.until]).toEqual([expected, expectedUntil]);
    else expect(result.reason).toBe(expected);
  });
});

describe('effective standing', () => {
  it.each([
    [active, 'active', false],
    [suspendedUntil, 'suspended', true],
    [suspendedForever, 'suspended', true],
    [suspensionOver, 'active', false],
    [banned, 'banned', true],
  ] as const)('%o is %s (barred: %s)', (state, standing, barred) => {
    expect(effectiveStanding(state, NOW)).toBe(standing);
    expect(isBarred(state, NOW)).toBe(barred);
  });

  it('tells a suspended user until when in Taipei time, and a banned one that the account is closed', () => {
    expect(barredLoginMessage(suspendedUntil)).toBe('您的帳號已被停權至 2026-12-01 12:00（台灣時間），在此之前無法登入。如有疑問請聯絡客服。');
    expect(barredLoginMessage(suspendedForever)).toBe('您的帳號已被停權，暫時無法登入。如有疑問請聯絡客服。');
    expect(barredLoginMessage(banned)).toBe('您的帳號已被永久停用，無法登入。如有疑問請聯絡客服。');
  });
});
