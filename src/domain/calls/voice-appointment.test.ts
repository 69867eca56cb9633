import { describe, expect, it } from 'vitest';
import { type AppointmentAction, type AppointmentActor, appointmentEntryText, appointmentsOverlap, appointmentTimeRefusal, decideAppointmentAction, VoiceAppointmentStatus, type VoiceAppointmentStatusId } from './voice-appointment';

const { Proposed, Accepted, Cancelled, Declined } = VoiceAppointmentStatus;

describe('decideAppointmentAction', () => {
  const table: [VoiceAppointmentStatusId, AppointmentAction, AppointmentActor, boolean, VoiceAppointmentStatusId | null][] = [
    [Proposed, 'accept', 'other', false, Accepted],
    [Proposed, 'accept', 'proposer', false, null],
    [Proposed, 'accept', 'other', true, null],
    [Accepted, 'accept', 'other', false, null],
    [Proposed, 'cancel', 'proposer', false, Cancelled],
    [Proposed, 'cancel', 'other', false, Cancelled],
    [Accepted, 'cancel', 'other', false, Cancelled],
    [Accepted, 'cancel', 'proposer', true, null],
    [Cancelled, 'cancel', 'proposer', false, null],
    [Cancelled, 'accept', 'other', false, null],
    [Proposed, 'decline', 'other', false, Declined],
    [Proposed, 'decline', 'proposer', false, null],
    [Accepted, 'decline', 'other', false, null],
    [Declined, 'cancel', 'other', false, null],
    [Declined, 'accept', 'other', false, null],
  ];
  it.each(table)('from %i, %s by %s (started %s) gives %s', (status, action, actor, started, next) => {
    const decision = decideAppointmentAction(status, action, actor, started);
    if (next === null) expect(decision.allowed).toBe(false);
    else expect(decision).toEqual({ allowed: true, next });
  });
});

describe('appointment times', () => {
  const now = new Date('2026-11-28T04:00:00Z');
  it('takes a time ahead within 60 days only', () => {
    expect(appointmentTimeRefusal(new Date('2026-11-28T03:59:00Z'), now)).toBe('通話時間必須在現在之後');
    expect(appointmentTimeRefusal(new Date('2026-11-29T04:00:00Z'), now)).toBeNull();
    expect(appointmentTimeRefusal(new Date('2027-02-01T04:00:00Z'), now)).toContain('60 天內');
  });
  it('words each step at Taipei time', () => {
    expect(appointmentEntryText('proposed', new Date('2026-12-05T06:00:00Z'))).toBe('提議語音通話時間：2026年12月5日（六）14:00');
    expect(appointmentEntryText('cancelled', new Date('2026-12-05T06:00:00Z'), '臨時有事')).toBe('已取消語音通話預約：2026年12月5日（六）14:00（原因：臨時有事）');
  });
  it('keeps two appointments of one pro thirty minutes apart', () => {
    expect(appointmentsOverlap(new Date('2026-12-05T06:00:00Z'), new Date('2026-12-05T06:29:00Z'))).toBe(true);
    expect(appointmentsOverlap(new Date('2026-12-05T06:00:00Z'), new Date('2026-12-05T06:30:00Z'))).toBe(false);
  });
});
