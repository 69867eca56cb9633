import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import { setHidden } from './moderation.repository';
import type { OpsCaller } from './ops-caller';

type Hideable = 'messages' | 'quote_requests';

const ACTIONS: Record<Hideable, { hide: string; unhide: string; target: string; missing: string }> = {
  messages: { hide: OpsAction.MessageHide, unhide: OpsAction.MessageUnhide, target: 'message', missing: '找不到這則訊息。' },
  quote_requests: { hide: OpsAction.RequestHide, unhide: OpsAction.RequestUnhide, target: 'quote_request', missing: '找不到這個需求。' },
};

/** Hides (or shows again) a message or a request, audited in the same transaction. */
export async function setContentHidden(
  db: Kysely<Database>,
  caller: OpsCaller,
  table: Hideable,
  id: number,
  hide: boolean,
  reason: string,
): Promise<{ id: number; is_hidden: boolean }> {
  const names = ACTIONS[table];
  return db.transaction().execute(async (trx) => {
    const before = await setHidden(trx, table, id, hide ? { by: caller.operator.id, reason, now: caller.now } : null);
    if (!before) throw AppError.notFound(names.missing);
    await recordAudit(trx, {
      by: caller,
      action: hide ? names.hide : names.unhide,
      targetType: names.target,
      targetId: id,
      before: { hidden_at: before.hidden_at ? toUtcString(before.hidden_at) : null },
      after: { hidden_at: hide ? toUtcString(before.hidden_at ?? caller.now) : null },
      reason,
    });
    return { id, is_hidden: hide };
  });
}
