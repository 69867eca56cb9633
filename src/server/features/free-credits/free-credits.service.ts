import type { Kysely } from 'kysely';
import type { AdminFreeCreditEvent, ClaimAnswer, FreeCreditEvent, FreeCreditsAnswer } from '../../../domain/free-credits/free-credits.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import {
  FREE_CREDIT_MESSAGES,
  isFreeCreditTaskCode,
  isTaskDone,
  TASK_LINKS,
  type TaskFacts,
} from '../../../domain/free-credits/free-credit-events';
import { FREE_CREDIT_VALID_DAYS, freeCreditStanding } from '../../../domain/free-credits/free-credit-expiry';
import { toUtcString } from '../../../domain/time';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { freeCreditLedger, creditWallet, walletBalance } from '../wallet';
import * as repo from './free-credits.repository';

type Db = Kysely<Database>;

function doneOf(code: string, facts: TaskFacts): boolean {
  // An operator may add an event whose code has no rule yet: it is never done.
  return isFreeCreditTaskCode(code) && isTaskDone(code, facts);
}

function toEventResponse(event: repo.EventRow, facts: TaskFacts, claimed: { created: Date } | undefined): FreeCreditEvent {
  return {
    id: event.id,
    code: event.code,
    title: event.title,
    description: event.description,
    reward_amount: event.reward_amount,
    link: isFreeCreditTaskCode(event.code) ? TASK_LINKS[event.code] : null,
    is_done: doneOf(event.code, facts) ? 1 : 0,
    is_claimed: claimed ? 1 : 0,
    claimed_at: claimed ? toUtcString(claimed.created) : null,
  };
}

/**
 * GET /free_credits/index.json: the offered tasks with the user's progress (done_count counts
 * the tasks done, claimed or not), the profile count the lead list shows, how long free credit
 * lasts and which of the user's free credit expires when.
 */
export async function listFreeCredits(db: Db, userId: number, now: Date): Promise<FreeCreditsAnswer> {
  const [events, facts, claims, balance, ledger] = await Promise.all([
    repo.listEvents(db),
    repo.taskFacts(db, userId),
    repo.claimsOf(db, userId),
    walletBalance(db, userId),
    freeCreditLedger(db, userId),
  ]);
  const items = events.map((event) => toEventResponse(event, facts, claims.get(event.id)));
  const standing = freeCreditStanding(ledger, now);
  return {
    free_credit_events: items,
    done_count: items.filter((e) => e.is_done).length,
    claimed_total: [...claims.values()].reduce((sum, c) => sum + c.amount, 0),
    claimable_total: items.filter((e) => e.is_done && !e.is_claimed).reduce((sum, e) => sum + e.reward_amount, 0),
    available_wallet_amount: balance,
    profile_completion: { done: facts.profile.done, total: facts.profile.total, missing: facts.profile.missing },
    free_credit_valid_days: FREE_CREDIT_VALID_DAYS,
    expiring_free_credits: standing.lots.map((lot) => ({ amount: lot.amount, expires_at: toUtcString(lot.expiresAt) })),
  };
}

/**
 * POST /free_credits/claim/{code}.json: grants the task's credit once (type 36). Not done:
 * 409; claimed before (or by a claim at the same moment): 409 and nothing more is granted.
 */
export async function claimFreeCredit(db: Db, userId: number, code: string, now: Date): Promise<ClaimAnswer> {
  const event = await repo.findActiveEvent(db, code);
  if (!event) throw AppError.notFound(FREE_CREDIT_MESSAGES.notFound);
  const facts = await repo.taskFacts(db, userId);
  if (!doneOf(event.code, facts)) throw new AppError('conflict', ErrorText.ActionNotAllowed, FREE_CREDIT_MESSAGES.notDone);
  const entry = await db.transaction().execute(async (trx) => {
    const claimId = await repo.insertClaim(trx, userId, event.id, event.reward_amount);
    if (claimId === null) return null;
    const credited = await creditWallet(trx, { userId, amount: event.reward_amount, type: TransactionType.PromotionGrant, note: `贈點任務：${event.title}` });
    await repo.linkClaimEntry(trx, claimId, credited.id);
    return credited;
  });
  if (!entry) throw new AppError('conflict', ErrorText.ActionNotAllowed, FREE_CREDIT_MESSAGES.alreadyClaimed);
  const list = await listFreeCredits(db, userId, now);
  return { ...list, claimed: { code: event.code, amount: entry.amount }, available_wallet_amount: entry.balanceAfter };
}

function toAdminEvent(row: repo.EventRow): AdminFreeCreditEvent {
  return { ...row, is_active: row.is_active ? 1 : 0 };
}

/** Every event, offered or not, in display order (the console's list; the caller checks the permission). */
export async function listAllEvents(db: Db): Promise<AdminFreeCreditEvent[]> {
  return (await repo.listEvents(db, { all: true })).map(toAdminEvent);
}

/**
 * Changes one event inside the caller's transaction (the console records its audit entry in the
 * same one), on the locked row; the event before and after, or not found.
 */
export async function editEvent(trx: Db, id: number, changes: repo.EventChanges): Promise<{ before: AdminFreeCreditEvent; after: AdminFreeCreditEvent }> {
  const before = await repo.findEventForUpdate(trx, id);
  if (!before) throw AppError.notFound(FREE_CREDIT_MESSAGES.notFound);
  const after = await repo.updateEvent(trx, id, changes);
  if (!after) throw AppError.notFound(FREE_CREDIT_MESSAGES.notFound);
  return { before: toAdminEvent(before), after: toAdminEvent(after) };
}
