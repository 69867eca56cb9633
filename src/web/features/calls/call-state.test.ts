import { describe, expect, it } from 'vitest';
import type { CallEventBody } from '../../../domain/calls/call-signals';
import { CallStatus } from '../../../domain/calls/call-status';
import { type CallState, type CallStateAction, callReducer, idleCall } from './call-state';

const call = (status: number, isCaller: 0 | 1, extra: Partial<CallEventBody> = {}): CallEventBody => ({
  id: 7,
  quote_bid_id: 5,
  status,
  is_caller: isCaller,
  other_name: 'Wang',
  created: '2026-11-28 06:00:00',
  duration_seconds: 0,
  ice_servers: [],
  ...extra,
});
const event = (status: number, isCaller: 0 | 1, extra: Partial<CallEventBody> = {}): CallStateAction => ({ type: 'event', call: call(status, isCaller, extra), now: 1000 });
const run = (...actions: CallStateAction[]): CallState => actions.reduce(callReducer, idleCall);

describe('the call on a page', () => {
  it('rings out, connects on answer and ends with the length the server counted', () => {
    const ringing = run({ type: 'ring', bidId: 5, otherName: 'Wang' }, event(CallStatus.Ringing, 1));
    expect(ringing).toMatchObject({ phase: 'outgoing', callId: 7, isCaller: true });
    const talking = callReducer(ringing, event(CallStatus.Connected, 1));
    expect(talking).toMatchObject({ phase: 'connected', connectedAt: 1000 });
    expect(callReducer(talking, event(CallStatus.Ended, 1, { duration_seconds: 65 }))).toMatchObject({ phase: 'ended', outcome: 'ended', durationSeconds: 65 });
  });

  it.each([
    [CallStatus.Declined, false, 'declined'],
    [CallStatus.Busy, false, 'busy'],
    [CallStatus.Missed, false, 'noAnswer'],
    [CallStatus.Missed, true, 'cancelled'],
  ] as const)('tells the caller of status %i (hung up himself: %s) as %s', (status, hungUp, outcome) => {
    const ringing = run({ type: 'ring', bidId: 5, otherName: 'Wang' }, event(CallStatus.Ringing, 1), ...(hungUp ? [{ type: 'hangup' } as const] : []));
    expect(callReducer(ringing, event(status, 1))).toMatchObject({ phase: 'ended', outcome });
  });

  it('ends at once a ring answered busy before the page knew its id', () => {
    expect(run({ type: 'ring', bidId: 5, otherName: 'Wang' }, event(CallStatus.Busy, 1))).toMatchObject({ phase: 'ended', outcome: 'busy', callId: 7 });
  });

  it('ignores the ring of another tab of the same caller', () => {
    expect(run(event(CallStatus.Ringing, 1))).toBe(idleCall);
  });

  it('shows the callee the ring, a missed call when it times out, and nothing once answered elsewhere', () => {
    const incoming = run(event(CallStatus.Ringing, 0));
    expect(incoming).toMatchObject({ phase: 'incoming', callId: 7, otherName: 'Wang' });
    expect(callReducer(incoming, event(CallStatus.Missed, 0))).toMatchObject({ phase: 'ended', outcome: 'missedIncoming' });
    expect(callReducer(incoming, event(CallStatus.Connected, 0))).toBe(idleCall);
    expect(callReducer(callReducer(incoming, { type: 'answer' }), event(CallStatus.Connected, 0))).toMatchObject({ phase: 'connected' });
  });

  it('keeps the microphone refusal on screen when the server then records the call declined', () => {
    const refused = run(event(CallStatus.Ringing, 0), { type: 'answer' }, { type: 'fail', outcome: 'micDenied' });
    expect(refused).toMatchObject({ phase: 'ended', outcome: 'micDenied' });
    expect(callReducer(refused, event(CallStatus.Declined, 0))).toBe(refused);
  });

  it('ends a refused ring with the server reason, but not for a late signal', () => {
    const starting = run({ type: 'ring', bidId: 5, otherName: 'Wang' });
    expect(callReducer(starting, { type: 'refused', action: 'signal', message: 'x' })).toBe(starting);
    expect(callReducer(starting, { type: 'refused', action: 'ring', message: 'no' })).toMatchObject({ phase: 'ended', outcome: 'refused', message: 'no' });
  });

  it('does not start a second call while one is live, and keeps a live call on dismiss', () => {
    const ringing = run({ type: 'ring', bidId: 5, otherName: 'Wang' }, event(CallStatus.Ringing, 1));
    expect(callReducer(ringing, { type: 'ring', bidId: 6, otherName: 'Lin' })).toBe(ringing);
    expect(callReducer(ringing, event(CallStatus.Ringing, 0, { id: 8 }))).toBe(ringing);
    expect(callReducer(ringing, { type: 'dismiss' })).toBe(ringing);
  });
});
