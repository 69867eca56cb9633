import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction, type OpsActionName } from '../../../domain/ops/ops-limits';
import { type OpsUserTab, OpsUserText, type OpsUserTabRow, readUserQuery, type UserActionBody } from '../../../domain/ops/users.contract';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import { type AuthDeps, countActivationResend, sendActivation } from '../auth';
import { Throttle } from '../../lib/throttle';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import {
  clearUserThrottles,
  countUserRecords,
  findUserProfile,
  listUserBids,
  listUserBlocks,
  listUserLedger,
  listUserMessages,
  listUserPayments,
  listUserRequests,
  listUserServices,
  listUserSessions,
  listUserThrottles,
  type Page,
  searchUsers,
  throttleKeysOf,
} from './users.repository';

type Db = Kysely<Database>;

/** What the user pages need: the database and clock, and the account feature's mail sending. */
export type OpsUsersDeps = AuthDeps;

const TAB_ACTIONS: Record<OpsUserTab, OpsActionName> = {
  requests: OpsAction.UserViewRequests,
  bids: OpsAction.UserViewBids,
  services: OpsAction.UserViewServices,
  payments: OpsAction.UserViewPayments,
  ledger: OpsAction.UserViewLedger,
  sessions: OpsAction.UserViewSessions,
  throttles: OpsAction.UserViewThrottles,
  blocks: OpsAction.UserViewBlocks,
  messages: OpsAction.UserViewMessages,
};

const userNotFound = () => AppError.notFound(OpsUserText.UserNotFound);
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

async function existingUser(db: Db, userId: number): Promise<{ id: number }> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw userNotFound();
  return user;
}

/**
 * The console's user pages. Every read is audited before it is answered (a read has no
 * transaction of its own); every action writes its entry in the action's transaction.
 */
export class OpsUsersService {
  constructor(private readonly deps: OpsUsersDeps) {}

  async search(caller: OpsCaller, q: string, page: number) {
    const query = readUserQuery(q);
    const found = await searchUsers(this.deps.db, query, page);
    await recordAudit(this.deps.db, {
      by: caller,
      action: OpsAction.UserSearch,
      targetType: 'user',
      after: { q, kind: query.kind, page, count: found.count },
    });
    return { kind: query.kind, ...found };
  }

  async view(caller: OpsCaller, userId: number) {
    const user = await findUserProfile(this.deps.db, userId);
    if (!user) throw userNotFound();
    const { balance, counts } = await countUserRecords(this.deps.db, userId, this.deps.clock.now());
    await recordAudit(this.deps.db, { by: caller, action: OpsAction.UserView, targetType: 'user', targetId: userId });
    return { user, wallet: { balance }, counts };
  }

  async tab<T extends OpsUserTab>(caller: OpsCaller, tab: T, userId: number, page: number): Promise<Page<OpsUserTabRow<T>>> {
    const db = this.deps.db;
    await existingUser(db, userId);
    const rows = (await this.readTab(tab, userId, page)) as Page<OpsUserTabRow<T>>;
    await recordAudit(db, { by: caller, action: TAB_ACTIONS[tab], targetType: 'user', targetId: userId, after: { page, count: rows.count } });
    return rows;
  }

  private async readTab(tab: OpsUserTab, userId: number, page: number): Promise<Page<unknown>> {
    const db = this.deps.db;
    switch (tab) {
      case 'requests':
        return listUserRequests(db, userId, page);
      case 'bids':
        return listUserBids(db, userId, page);
      case 'services':
        return listUserServices(db, userId, page);
      case 'payments':
        return listUserPayments(db, userId, page);
      case 'ledger':
        return listUserLedger(db, userId, page);
      case 'sessions':
        return listUserSessions(db, userId, page, this.deps.clock.now());
      case 'throttles':
        return listUserThrottles(db, (await throttleKeysOf(db, userId)) ?? [], page);
      case 'blocks':
        return listUserBlocks(db, userId, page);
      case 'messages':
        return listUserMessages(db, userId, page);
    }
  }

  /**
   * Ends one session. The sessions trigger announces it on the change feed at commit, so every
   * copy's session cache forgets the user's rows and the cookie stops working everywhere.
   */
  async endSession(caller: OpsCaller, sessionId: number, body: UserActionBody) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      const session = await trx.selectFrom('sessions').select(['id', 'user_id', 'revoked_at']).where('id', '=', sessionId).forUpdate().executeTakeFirst();
      if (!session) throw AppError.notFound(OpsUserText.SessionNotFound);
      if (session.revoked_at) throw refused(OpsUserText.SessionAlreadyEnded);
      await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.UserEndSession,
        targetType: 'user',
        targetId: session.user_id,
        before: { session_id: sessionId, revoked_at: null },
        after: { session_id: sessionId, revoked_at: now.toISOString() },
        reason: body.reason || null,
      });
      return { session_id: sessionId, user_id: session.user_id };
    });
  }

  /** Ends every session of the user that is not ended yet (the feed makes every copy forget them). */
  async endSessions(caller: OpsCaller, userId: number, body: UserActionBody) {
    const now = this.deps.clock.now();
    return this.deps.db.transaction().execute(async (trx) => {
      await existingUser(trx, userId);
      const ended = await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      const ids = ended.map((s) => s.id).sort((a, b) => a - b);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.UserEndSessions,
        targetType: 'user',
        targetId: userId,
        before: { open_session_ids: ids },
        after: { ended: ids.length },
        reason: body.reason || null,
      });
      return { user_id: userId, ended: ids.length };
    });
  }

  /** Removes the user's login and code throttle rows, so a locked-out user may try again now. */
  async clearThrottles(caller: OpsCaller, userId: number, body: UserActionBody) {
    return this.deps.db.transaction().execute(async (trx) => {
      const keys = await throttleKeysOf(trx, userId);
      if (!keys) throw userNotFound();
      const removed = await clearUserThrottles(trx, keys);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.UserClearThrottles,
        targetType: 'user',
        targetId: userId,
        before: { throttles: removed },
        after: { cleared: removed.length },
        reason: body.reason || null,
      });
      return { user_id: userId, cleared: removed.length };
    });
  }

  /**
   * Mails a new activation link to an address not confirmed yet (the same mail the user's own
   * button sends, counted against the same daily limit, in the transaction: a refused resend
   * counts nothing). The entry is written first; the mail leaves in the background as it does
   * for the user.
   */
  async resendVerification(caller: OpsCaller, userId: number, body: UserActionBody) {
    const user = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select(['id', 'email', 'is_activated', 'first_name', 'last_name', 'deleted_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) throw userNotFound();
      if (row.deleted_at) throw refused(OpsUserText.AccountDeleted);
      if (!row.email) throw refused(OpsUserText.NoEmail);
      if (row.is_activated) throw refused(OpsUserText.AlreadyVerified);
      await countActivationResend(new Throttle(trx, this.deps.clock), userId, caller.now.getTime());
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.UserResendVerification,
        targetType: 'user',
        targetId: userId,
        before: { is_activated: false },
        after: { channel: 'email', email: row.email },
        reason: body.reason || null,
      });
      return { ...row, email: row.email };
    });
    sendActivation(this.deps, {
      userId,
      email: user.email,
      name: fullName({ first_name: user.first_name, last_name: user.last_name, username: '' }),
    });
    return { user_id: userId, channel: 'email' as const, email: user.email };
  }
}
