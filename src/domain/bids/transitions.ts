import { Activity, type ActivityType, QuoteStatus, type QuoteStatusId } from './quote-status';

/**
 * The one place that decides who may do what to a quote bid (spec sections 3 and 4). Routes and
 * services ask `decideBidAction`; anything it refuses is a 409 that changes nothing.
 */

/** The actions of `POST /quote_bids/change_status/{action}/{id}.json`, plus the system's own. */
export const BID_ACTIONS = [
  'rating',
  'read',
  'interest',
  'hired',
  'self_hire',
  'reject',
  'undo_reject',
  'undo_hire',
  'archive',
  'unarchive',
  'completed',
  'reviews',
  'contact',
  'refund',
  'expire',
  'close',
  'reopen',
] as const;
export type BidAction = (typeof BID_ACTIONS)[number];

/** The actions a client may name in the change_status path. */
type SystemOnlyAction = 'contact' | 'refund' | 'expire' | 'close' | 'reopen';
const SYSTEM_ONLY: readonly BidAction[] = ['contact', 'refund', 'expire', 'close', 'reopen'];
export const CHANGE_STATUS_ACTIONS = BID_ACTIONS.filter((a): a is Exclude<BidAction, SystemOnlyAction> => !SYSTEM_ONLY.includes(a));

export const BID_ROLES = ['consumer', 'pro', 'system'] as const;
export type BidRole = (typeof BID_ROLES)[number];

/** What the decision needs to know of the bid beyond its status. */
export interface BidFacts {
  status: QuoteStatusId;
  /** The consumer turned this quote down (reject); undo_reject lifts it. */
  isRejected: boolean;
  /** The pro moved it to the archive list. */
  isProviderArchived: boolean;
  /** A review exists for this bid. */
  hasReview: boolean;
  /** The interest the pro is setting (interest action only): true interested, false pass. */
  interested?: boolean;
  /** The pro has sent a quote on it (reopen only: back to InProgress, else to Send). */
  quoted?: boolean;
}

export type BidDecision =
  | {
      allowed: true;
      /** The status after the action (the same when the action changes only a flag). */
      status: QuoteStatusId;
      /** The activity to write, or null for an action that leaves no trace on the timeline. */
      activity: ActivityType | null;
      /** True when the action changes nothing (e.g. hiring an already hired pro). */
      noop: boolean;
    }
  | { allowed: false; reason: string };

const S = QuoteStatus;
/** A quote has been sent and may be acted on by the consumer. */
const QUOTED: readonly QuoteStatusId[] = [S.InProgress, S.Hired, S.WorkCompleted, S.PaymentCompleted];
const HIRED: readonly QuoteStatusId[] = [S.Hired, S.WorkCompleted, S.PaymentCompleted];
/** Every status in which the bid is visible to its pro. */
const LIVE: readonly QuoteStatusId[] = [S.Send, S.InProgress, S.Hired, S.WorkCompleted, S.PaymentCompleted, S.Archived];

const ROLE_OF: Record<BidAction, BidRole> = {
  rating: 'pro',
  read: 'pro',
  interest: 'pro',
  self_hire: 'pro',
  archive: 'pro',
  unarchive: 'pro',
  completed: 'pro',
  hired: 'consumer',
  reject: 'consumer',
  undo_reject: 'consumer',
  undo_hire: 'consumer',
  reviews: 'consumer',
  contact: 'consumer',
  refund: 'system',
  expire: 'system',
  close: 'system',
  reopen: 'system',
};

/**
 * The consumer's `read` is the same path as the pro's: `read` by the consumer marks
 * `is_requestor_readed`, by the pro `provider_last_read_on`. Every other action has one role.
 */
export function actionRoles(action: BidAction): readonly BidRole[] {
  return action === 'read' ? ['pro', 'consumer'] : [ROLE_OF[action]];
}

const ok = (status: QuoteStatusId, activity: ActivityType | null, noop = false): BidDecision => ({ allowed: true, status, activity, noop });
const no = (reason: string): BidDecision => ({ allowed: false, reason });

/** Whether `role` may take `action` on a bid in this state, and what follows. */
export function decideBidAction(action: BidAction, role: BidRole, bid: BidFacts): BidDecision {
  if (!actionRoles(action).includes(role)) return no('這個動作不屬於您的角色。');
  const { status } = bid;
  switch (action) {
    case 'rating':
      if (status === S.Send) return ok(S.InProgress, Activity.ProvidedQuote);
      if (status === S.InProgress) return ok(S.InProgress, Activity.Update);
      return no('這個案件已無法再送出或修改報價。');
    case 'read':
      if (role === 'pro') return LIVE.includes(status) ? ok(status, null) : no('這個案件已略過。');
      return QUOTED.includes(status) || status === S.Archived ? ok(status, Activity.View) : no('還沒有收到這位專家的報價。');
    case 'interest':
      if (bid.interested === false) return status === S.Send ? ok(S.NotInterested, Activity.Pass) : no('已報價的案件無法略過。');
      if (status === S.Send) return ok(S.Send, null, true);
      if (status === S.NotInterested) return ok(S.Send, null);
      return no('這個案件已經報價。');
    case 'self_hire':
      if (status === S.InProgress) return ok(S.Hired, Activity.Hire);
      if (HIRED.includes(status)) return ok(status, null, true);
      return no('需要先送出報價，才能回報已受雇。');
    case 'hired':
      if (HIRED.includes(status)) return ok(status, null, true);
      if (status !== S.InProgress) return no('只能雇用已送出報價的專家。');
      if (bid.isRejected) return no('您已婉拒這份報價，請先取消婉拒。');
      return ok(S.Hired, Activity.Hire);
    case 'undo_hire':
      return status === S.Hired ? ok(S.InProgress, Activity.Update) : no('只有已雇用、尚未完工的案件可以取消雇用。');
    case 'reject':
      if (status !== S.InProgress) return no('只能婉拒尚未雇用的報價。');
      return bid.isRejected ? ok(status, null, true) : ok(status, Activity.Deny);
    case 'undo_reject':
      if (status !== S.InProgress) return no('這份報價目前無法取消婉拒。');
      return bid.isRejected ? ok(status, Activity.Update) : ok(status, null, true);
    case 'completed':
      if (status === S.Hired) return ok(S.WorkCompleted, Activity.Complete);
      if (status === S.WorkCompleted || status === S.PaymentCompleted) return ok(status, null, true);
      return no('只有已受雇的案件可以回報完工。');
    case 'reviews':
      if (!HIRED.includes(status)) return no('雇用這位專家之後才能留下評價。');
      return bid.hasReview ? no('這個案件已經評價過了。') : ok(status, Activity.Review);
    case 'archive':
      if (!LIVE.includes(status)) return no('這個案件已略過，無需封存。');
      return bid.isProviderArchived ? ok(status, null, true) : ok(status, Activity.Archive);
    case 'unarchive':
      if (!LIVE.includes(status)) return no('這個案件已略過。');
      return bid.isProviderArchived ? ok(status, null) : ok(status, null, true);
    case 'contact':
      return QUOTED.includes(status) ? ok(status, Activity.Chat) : no('這位專家尚未報價。');
    case 'refund':
      return status === S.InProgress ? ok(status, Activity.Refund) : no('只有尚未雇用的報價可以退還點數。');
    case 'expire':
      return status === S.Send || status === S.InProgress ? ok(S.Archived, Activity.Expire) : no('這個案件已經有結果。');
    case 'close':
      // The consumer hired another pro: an open lead or quote closes (the hire is on the timeline).
      return status === S.Send || status === S.InProgress ? ok(S.Archived, null) : no('這個案件已經有結果。');
    case 'reopen':
      // The hire that closed it was undone: back to where it was.
      return status === S.Archived ? ok(bid.quoted ? S.InProgress : S.Send, null) : no('這個案件沒有關閉。');
  }
}
