import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { isBarred, type SanctionKind, sanctionNotice, STANDING_REFUSAL_MESSAGES, transitionStanding } from '../../../domain/ops/moderation';
import type { HideBody, ReportFilter, ResolveReportBody, SuspendBody, UserStandingView } from '../../../domain/ops/moderation.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { toUtcString } from '../../../domain/time/datetime';
import { fullName } from '../../../domain/users/full-name';
import type { Clock } from '../../adapters/clock';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import { setContentHidden } from './moderation-content';
import * as repo from './moderation.repository';
import type { OpsCaller } from './ops-caller';
import { listReports, resolveReport } from './reports.service';

export interface ModerationDeps {
  db: Kysely<Database>;
  clock: Clock;
  messaging: EmailSender;
  log: FastifyBaseLogger;
  /** Tells the open conversations that a message was hidden or shown again (after the commit). */
  announceMessageChanged: (messageId: number) => Promise<void>;
}

const USER_NOT_FOUND = '找不到這位會員，可能已被刪除。';
const SANCTION_ACTION: Record<SanctionKind, string> = {
  warn: OpsAction.UserWarn,
  suspend: OpsAction.UserSuspend,
  ban: OpsAction.UserBan,
  reinstate: OpsAction.UserReinstate,
};

const stamp = (d: Date | null) => (d ? toUtcString(d) : null);

/** Reports, a user's standing and hidden content: the console's moderation, each action audited in its own transaction. */
export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  async standing(userId: number): Promise<UserStandingView> {
    const user = await repo.findModeratedUser(this.deps.db, userId);
    if (!user) throw AppError.notFound(USER_NOT_FOUND);
    return {
      user_id: user.id,
      username: user.username,
      full_name: fullName(user),
      standing: user.state.standing,
      standing_until: stamp(user.state.until),
      sanctions: await repo.listSanctions(this.deps.db, userId),
    };
  }

  /**
   * Warns, suspends, bans or reinstates, through the one transition function. A suspension or
   * ban ends the user's sessions and closes their open requests at once; the pro lists' caches
   * are dropped. The user is told by e-mail after the commit.
   */
  async sanction(caller: OpsCaller, userId: number, kind: SanctionKind, body: SuspendBody): Promise<UserStandingView> {
    const now = caller.now;
    const until = kind === 'suspend' && body.until ? parseUntil(body.until) : null;
    const user = await this.deps.db.transaction().execute(async (trx) => {
      const found = await repo.findModeratedUser(trx, userId, true);
      if (!found) throw AppError.notFound(USER_NOT_FOUND);
      const change = transitionStanding(found.state, { kind, until }, caller.operator.role, now);
      if (!change.allowed) throw new AppError('conflict', ErrorText.ActionNotAllowed, STANDING_REFUSAL_MESSAGES[change.reason]);
      await repo.setStanding(trx, userId, change.next, now);
      const sanctionId = await repo.insertSanction(trx, { userId, kind, until: change.next.until, reason: body.reason, operatorId: caller.operator.id, now });
      const barred = isBarred(change.next, now);
      const sessionsEnded = barred ? await repo.endUserSessions(trx, userId, now) : 0;
      const closedRequests = barred ? await repo.closeOpenRequests(trx, userId, now) : [];
      if (kind !== 'warn') await repo.bumpPublicPros(trx);
      await recordAudit(trx, {
        by: caller,
        action: SANCTION_ACTION[kind],
        targetType: 'user',
        targetId: userId,
        before: { standing: found.state.standing, standing_until: stamp(found.state.until) },
        after: {
          standing: change.next.standing,
          standing_until: stamp(change.next.until),
          sanction_id: sanctionId,
          sessions_ended: sessionsEnded,
          closed_request_ids: closedRequests,
        },
        reason: body.reason,
      });
      return found;
    });
    await this.notify(user, kind, until, body.reason);
    return this.standing(userId);
  }

  /** The notice to the user; a failed e-mail does not undo the sanction (it is in the history). */
  private async notify(user: repo.ModeratedUser, kind: SanctionKind, until: Date | null, reason: string): Promise<void> {
    if (!user.email) return;
    const notice = sanctionNotice(kind, until, reason);
    try {
      await this.deps.messaging.sendEmail({ to: user.email, subject: `【好幫手】${notice.subject}`, text: notice.body });
    } catch (error) {
      this.deps.log.error({ err: error, userId: user.id, kind }, 'sanction notice e-mail failed');
    }
  }

  /** Hides or shows a message; both parties' open conversations replace it at once. */
  async hideMessage(caller: OpsCaller, id: number, hide: boolean, body: HideBody) {
    const result = await setContentHidden(this.deps.db, caller, 'messages', id, hide, body.reason);
    try {
      await this.deps.announceMessageChanged(id);
    } catch (error) {
      // The change is committed; a page that missed the event shows it when the conversation is read again.
      this.deps.log.error({ err: error, messageId: id }, 'message change not announced');
    }
    return result;
  }

  hideRequest(caller: OpsCaller, id: number, hide: boolean, body: HideBody) {
    return setContentHidden(this.deps.db, caller, 'quote_requests', id, hide, body.reason);
  }

  reportsPage(filter: ReportFilter, page: number) {
    return listReports(this.deps.db, filter, page);
  }

  resolveReport(caller: OpsCaller, id: number, body: ResolveReportBody) {
    return resolveReport(this.deps.db, caller, id, body);
  }
}

/** `YYYY-MM-DD HH:mm[:ss]` without a zone is UTC, as every time of the API. */
function parseUntil(text: string): Date {
  const iso = text.replace(' ', 'T');
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) throw AppError.invalid([{ field: 'until', message: '停權結束時間格式不正確' }]);
  return date;
}
