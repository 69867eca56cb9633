import { describe, expect, it } from 'vitest';
import {
  BUSINESS_LOAN_ACTIONS,
  BUSINESS_LOAN_AMOUNT_MAX,
  BUSINESS_LOAN_AMOUNT_MIN,
  BUSINESS_LOAN_STATUSES,
  type BusinessLoanAction,
  BusinessLoanStatus as S,
  type BusinessLoanStatusValue,
  nextBusinessLoanStatus,
  validateBusinessLoan,
} from './business-loan';
import { buildRevenueSummary, summaryMonths } from './revenue-summary';

describe('nextBusinessLoanStatus', () => {
  // Every status (and none) by every action: the allowed moves, everything else null.
  const allowed: [BusinessLoanStatusValue | null, BusinessLoanAction, BusinessLoanStatusValue][] = [
    [null, 'submit', S.Submitted],
    [S.Submitted, 'send_to_partner', S.SentToPartner],
    [S.Submitted, 'approve', S.Approved],
    [S.Submitted, 'decline', S.Declined],
    [S.Submitted, 'withdraw', S.Withdrawn],
    [S.SentToPartner, 'approve', S.Approved],
    [S.SentToPartner, 'decline', S.Declined],
    [S.SentToPartner, 'withdraw', S.Withdrawn],
  ];
  const table = [null, ...BUSINESS_LOAN_STATUSES].flatMap((from) =>
    BUSINESS_LOAN_ACTIONS.map((action) => [from, action, allowed.find(([f, a]) => f === from && a === action)?.[2] ?? null] as const),
  );
  it.each(table)('from %s by %s is %s', (from, action, to) => {
    expect(nextBusinessLoanStatus(from, action)).toBe(to);
  });
});

describe('validateBusinessLoan', () => {
  const good = { amount: 200000, term_months: 24, purpose: 'working_capital', consent: true };
  it('accepts a whole amount within the limits, a term offered, a purpose and the consent', () => {
    expect(validateBusinessLoan(good)).toEqual({ ok: true, value: { amount: 200000, term_months: 24, purpose: 'working_capital', purpose_note: null } });
    expect(validateBusinessLoan({ ...good, amount: '1,200,000', term_months: '36', consent: 'true' })).toMatchObject({ ok: true, value: { amount: 1200000, term_months: 36 } });
    expect(validateBusinessLoan({ ...good, amount: BUSINESS_LOAN_AMOUNT_MIN })).toMatchObject({ ok: true });
    expect(validateBusinessLoan({ ...good, amount: BUSINESS_LOAN_AMOUNT_MAX })).toMatchObject({ ok: true });
  });
  const fieldsOf = (body: Record<string, unknown>) => {
    const checked = validateBusinessLoan(body);
    return checked.ok ? [] : checked.errors.map((e) => e.field);
  };
  it.each([
    [{ ...good, amount: undefined }, 'amount'],
    [{ ...good, amount: 100000.5 }, 'amount'],
    [{ ...good, amount: 'abc' }, 'amount'],
    [{ ...good, amount: BUSINESS_LOAN_AMOUNT_MIN - 1 }, 'amount'],
    [{ ...good, amount: BUSINESS_LOAN_AMOUNT_MAX + 1 }, 'amount'],
    [{ ...good, term_months: 7 }, 'term_months'],
    [{ ...good, purpose: 'holiday' }, 'purpose'],
    [{ ...good, purpose: 'other' }, 'purpose_note'],
    [{ ...good, purpose_note: 'x'.repeat(301) }, 'purpose_note'],
    [{ ...good, consent: undefined }, 'consent'],
    [{ ...good, consent: false }, 'consent'],
  ])('names the field of %j', (body, field) => {
    expect(fieldsOf(body)).toEqual([field]);
  });
});

describe('the revenue summary', () => {
  it('covers this Taipei month and the 11 before, from midnight Taipei on the first day', () => {
    // 2026-01-31 17:00 UTC is already February 1st in Taipei.
    const { months, since } = summaryMonths(new Date('2026-01-31T17:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
    expect(since.toISOString()).toBe('2025-02-28T16:00:00.000Z');
  });
  it('fills months without releases with 0 and totals them', () => {
    const summary = buildRevenueSummary(new Date('2026-11-27T04:00:00Z'), [
      { month: '2026-11', amount: 9500, releases: 2 },
      { month: '2026-01', amount: 3000, releases: 1 },
    ]);
    expect(summary.months.map((m) => m.amount)).toEqual([0, 3000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9500]);
    expect(summary).toMatchObject({ total: 12500, releases: 3, currency: 'TWD', computed_at: '2026-11-27 04:00:00' });
  });
});
