import { describe, expect, it } from 'vitest';
import { Activity, QuoteStatus, type QuoteStatusId } from './quote-status';
import { BID_ACTIONS, BID_ROLES, type BidAction, type BidFacts, type BidRole, decideBidAction } from './transitions';

const STATUSES: QuoteStatusId[] = [1, 2, 3, 4, 5, 6, 9];

/**
 * The whole table: for each action and role, the outcome from statuses 1 2 3 4 5 6 9 (in that
 * order) on a bid with no flags set. A digit is the status after an allowed action, `=` an
 * allowed action that changes nothing, `x` a refusal (409).
 */
const TABLE: Record<BidAction, Record<BidRole, string>> = {
  rating: { pro: '2 2 x x x x x', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  read: { pro: '1 2 3 4 5 x 9', consumer: 'x 2 3 4 5 x 9', system: 'x x x x x x x' },
  interest: { pro: '= x x x x 1 x', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  self_hire: { pro: 'x 3 = = = x x', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  hired: { pro: 'x x x x x x x', consumer: 'x 3 = = = x x', system: 'x x x x x x x' },
  undo_hire: { pro: 'x x x x x x x', consumer: 'x x 2 x x x x', system: 'x x x x x x x' },
  reject: { pro: 'x x x x x x x', consumer: 'x 2 x x x x x', system: 'x x x x x x x' },
  undo_reject: { pro: 'x x x x x x x', consumer: 'x = x x x x x', system: 'x x x x x x x' },
  completed: { pro: 'x x 4 = = x x', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  reviews: { pro: 'x x x x x x x', consumer: 'x x 3 4 5 x x', system: 'x x x x x x x' },
  archive: { pro: '1 2 3 4 5 x 9', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  unarchive: { pro: '= = = = = x =', consumer: 'x x x x x x x', system: 'x x x x x x x' },
  contact: { pro: 'x x x x x x x', consumer: 'x 2 3 4 5 x x', system: 'x x x x x x x' },
  refund: { pro: 'x x x x x x x', consumer: 'x x x x x x x', system: 'x 2 x x x x x' },
  expire: { pro: 'x x x x x x x', consumer: 'x x x x x x x', system: '9 9 x x x x x' },
  close: { pro: 'x x x x x x x', consumer: 'x x x x x x x', system: '9 9 x x x x x' },
  reopen: { pro: 'x x x x x x x', consumer: 'x x x x x x x', system: 'x x x x x x 1' },
};

const plain = (status: QuoteStatusId, extra: Partial<BidFacts> = {}): BidFacts => ({
  status,
  isRejected: false,
  isProviderArchived: false,
  hasReview: false,
  ...extra,
});

function outcome(action: BidAction, role: BidRole, facts: BidFacts): string {
  const decision = decideBidAction(action, role, facts);
  if (!decision.allowed) return 'x';
  return decision.noop ? '=' : String(decision.status);
}

describe('decideBidAction: every status x every action x every role', () => {
  const cases = BID_ACTIONS.flatMap((action) =>
    BID_ROLES.flatMap((role) => {
      const expected = TABLE[action][role].split(' ');
      return STATUSES.map((status, i) => [action, role, status, expected[i]!] as const);
    }),
  );

  it('covers the whole table', () => {
    expect(cases).toHaveLength(BID_ACTIONS.length * BID_ROLES.length * STATUSES.length);
  });

  it.each(cases)('%s by %s from status %i gives %s', (action, role, status, expected) => {
    expect(outcome(action, role, plain(status))).toBe(expected);
  });
});

describe('decideBidAction with flags', () => {
  it('passes a lead (interest 0) to NotInterested with a pass activity, but never a sent quote', () => {
    expect(decideBidAction('interest', 'pro', plain(QuoteStatus.Send, { interested: false }))).toEqual({
      allowed: true,
      status: QuoteStatus.NotInterested,
      activity: Activity.Pass,
      noop: false,
    });
    expect(outcome('interest', 'pro', plain(QuoteStatus.InProgress, { interested: false }))).toBe('x');
  });

  it('does not let the consumer hire a quote they rejected until they undo it', () => {
    expect(outcome('hired', 'consumer', plain(QuoteStatus.InProgress, { isRejected: true }))).toBe('x');
    expect(outcome('undo_reject', 'consumer', plain(QuoteStatus.InProgress, { isRejected: true }))).toBe('2');
    expect(outcome('reject', 'consumer', plain(QuoteStatus.InProgress, { isRejected: true }))).toBe('=');
  });

  it('closes open bids when another pro is hired, and reopens them to where they were', () => {
    expect(decideBidAction('close', 'system', plain(QuoteStatus.InProgress))).toEqual({ allowed: true, status: QuoteStatus.Archived, activity: null, noop: false });
    expect(outcome('reopen', 'system', plain(QuoteStatus.Archived, { quoted: true }))).toBe('2');
    expect(outcome('reopen', 'system', plain(QuoteStatus.Archived, { quoted: false }))).toBe('1');
  });

  it('takes one review per bid', () => {
    expect(outcome('reviews', 'consumer', plain(QuoteStatus.Hired, { hasReview: true }))).toBe('x');
  });

  it('archives once and unarchives an archived bid', () => {
    expect(outcome('archive', 'pro', plain(QuoteStatus.InProgress, { isProviderArchived: true }))).toBe('=');
    expect(outcome('unarchive', 'pro', plain(QuoteStatus.InProgress, { isProviderArchived: true }))).toBe('2');
  });

  it('writes the activity of each change', () => {
    const activity = (action: BidAction, role: BidRole, status: QuoteStatusId) => {
      const d = decideBidAction(action, role, plain(status));
      return d.allowed ? d.activity : 'refused';
    };
    expect(activity('rating', 'pro', QuoteStatus.Send)).toBe(Activity.ProvidedQuote);
    expect(activity('rating', 'pro', QuoteStatus.InProgress)).toBe(Activity.Update);
    expect(activity('hired', 'consumer', QuoteStatus.InProgress)).toBe(Activity.Hire);
    expect(activity('completed', 'pro', QuoteStatus.Hired)).toBe(Activity.Complete);
    expect(activity('reviews', 'consumer', QuoteStatus.WorkCompleted)).toBe(Activity.Review);
    expect(activity('reject', 'consumer', QuoteStatus.InProgress)).toBe(Activity.Deny);
    expect(activity('refund', 'system', QuoteStatus.InProgress)).toBe(Activity.Refund);
    expect(activity('expire', 'system', QuoteStatus.Send)).toBe(Activity.Expire);
  });
});
