import type { Kysely } from 'kysely';
import type { FreeCreditEventEdit } from '../../../domain/free-credits/free-credit-event.schema';
import type { AdminFreeCreditEvent } from '../../../domain/free-credits/free-credits.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import type { ReferralSettingsInput } from '../../../domain/referrals/referrals';
import type { ReferralSettingsAnswer } from '../../../domain/referrals/referrals.contract';
import type { Database } from '../../db/schema';
import { editFreeCreditEvent, listFreeCreditEvents } from '../free-credits';
import { editReferralSettings, getReferralSettings } from '../referrals';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';

type Db = Kysely<Database>;

/** Audit targets of the content the console edits. */
export const ContentTarget = { FreeCreditEvent: 'free_credit_event', ReferralSettings: 'referral_settings' } as const;

/** The free-credit events, offered or not (permission edit_content, checked by the route). */
export async function freeCreditEvents(db: Db): Promise<{ free_credit_events: AdminFreeCreditEvent[] }> {
  return { free_credit_events: await listFreeCreditEvents(db) };
}

/** Edits one event and records the change, before and after, in the same transaction. */
export async function editEvent(db: Db, caller: OpsCaller, id: number, changes: FreeCreditEventEdit): Promise<{ free_credit_event: AdminFreeCreditEvent }> {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await editFreeCreditEvent(trx, id, changes);
    await recordAudit(trx, { by: caller, action: OpsAction.FreeCreditEventEdit, targetType: ContentTarget.FreeCreditEvent, targetId: id, before, after });
    return { free_credit_event: after };
  });
}

/** The referral rewards and whether the program runs (permission edit_content, checked by the route). */
export function referralSettings(db: Db): Promise<ReferralSettingsAnswer> {
  return getReferralSettings(db);
}

/** Saves the referral rewards and records the change, before and after, in the same transaction. */
export async function editReferrals(db: Db, caller: OpsCaller, input: ReferralSettingsInput): Promise<ReferralSettingsAnswer> {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await editReferralSettings(trx, input);
    await recordAudit(trx, { by: caller, action: OpsAction.ReferralSettingsEdit, targetType: ContentTarget.ReferralSettings, before, after });
    return { referral_settings: after };
  });
}
