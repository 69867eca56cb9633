import { describe, expect, it } from 'vitest';
import { CALL_ACTIONS, type CallActor, CallStatus, type CallStatusId, callDurationSeconds, callEntryText, decideCallAction, formatCallDuration } from './call-status';

const { Ringing, Connected, Ended, Declined, Missed, Busy } = CallStatus;

describe('decideCallAction', () => {
  // [status, action, actor, next or null when refused]
  const table: [CallStatusId, (typeof CALL_ACTIONS)[number], CallActor, CallStatusId | null][] = [
    [Ringing, 'accept', 'callee', Connected],
    [Ringing, 'accept', 'caller', null],
    [Ringing, 'accept', 'system', null],
    [Connected, 'accept', 'callee', null],
    [Ringing, 'decline', 'callee', Declined],
    [Ringing, 'decline', 'caller', null],
    [Connected, 'decline', 'callee', null],
    [Ringing, 'hangup', 'caller', Missed],
    [Ringing, 'hangup', 'callee', Declined],
    [Ringing, 'hangup', 'system', null],
    [Connected, 'hangup', 'caller', Ended],
    [Connected, 'hangup', 'callee', Ended],
    [Ringing, 'timeout', 'system', Missed],
    [Ringing, 'timeout', 'caller', null],
    [Connected, 'timeout', 'system', Ended],
    [Ringing, 'disconnect', 'caller', Missed],
    [Ringing, 'disconnect', 'callee', Missed],
    [Connected, 'disconnect', 'callee', Ended],
  ];
  it.each(table)('from %i, %s by %s gives %s', (status, action, actor, next) => {
    const decision = decideCallAction(status, action, actor);
    if (next === null) expect(decision.allowed).toBe(false);
    else expect(decision).toEqual({ allowed: true, next });
  });

  it('refuses every action on a finished call', () => {
    for (const status of [Ended, Declined, Missed, Busy] as CallStatusId[]) {
      for (const action of CALL_ACTIONS) {
        for (const actor of ['caller', 'callee', 'system'] as CallActor[]) expect(decideCallAction(status, action, actor).allowed).toBe(false);
      }
    }
  });
});

describe('call durations and entries', () => {
  it('counts whole seconds from the answer, none for an unanswered call', () => {
    expect(callDurationSeconds(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:02:05.4Z'))).toBe(125);
    expect(callDurationSeconds(null, new Date())).toBe(0);
  });
  it.each([
    [0, '0:00'],
    [65, '1:05'],
    [3725, '1:02:05'],
  ])('formats %i seconds as %s', (seconds, text) => expect(formatCallDuration(seconds)).toBe(text));
  it('words each ending of a call', () => {
    expect(callEntryText(Ended, 65)).toBe('語音通話 1:05');
    expect(callEntryText(Declined, 0)).toBe('語音通話：已拒接');
    expect(callEntryText(Missed, 0)).toBe('語音通話：未接來電');
    expect(callEntryText(Busy, 0)).toBe('語音通話：忙線中，未接通');
  });
});
