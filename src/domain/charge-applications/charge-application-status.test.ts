import { describe, expect, it } from 'vitest';
import { type ChargeApplicationAction, ChargeApplicationStatus, type ChargeApplicationStatusValue, nextChargeApplicationStatus } from './charge-application-status';

const { Pending, Approved, Rejected } = ChargeApplicationStatus;

describe('nextChargeApplicationStatus', () => {
  const table: [ChargeApplicationStatusValue | null, ChargeApplicationAction, ChargeApplicationStatusValue | null][] = [
    [null, 'submit', Pending],
    [null, 'resubmit', null],
    [null, 'approve', null],
    [null, 'reject', null],
    [Pending, 'submit', null],
    [Pending, 'resubmit', null],
    [Pending, 'approve', Approved],
    [Pending, 'reject', Rejected],
    [Approved, 'submit', null],
    [Approved, 'resubmit', null],
    [Approved, 'approve', null],
    [Approved, 'reject', null],
    [Rejected, 'submit', null],
    [Rejected, 'resubmit', Pending],
    [Rejected, 'approve', null],
    [Rejected, 'reject', null],
  ];
  it.each(table)('from %s, %s gives %s', (from, action, to) => {
    expect(nextChargeApplicationStatus(from, action)).toBe(to);
  });
});
