import { AppError } from '../../../domain/errors/app-error';
import { QuoteError } from '../../../domain/errors/codes';
import { adjustmentBelowZeroMessage, OpsAction } from '../../../domain/ops/ops-limits';
import type { WalletAdjustmentBody } from '../../../domain/ops/ops.contract';
import { TransactionType } from '../../../domain/wallet/ledger';
import { creditWallet, debitWallet, walletBalance } from '../wallet';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import type { OpsDeps } from './ops.deps';

export interface WalletAdjustmentResult {
  transaction_id: number;
  user_id: number;
  amount: number;
  balance: number;
}

/**
 * Adjusts a user's wallet by a whole amount either way (ledger type 37), in one transaction with
 * its audit entry (balance before and after, the reason). The wallet row is locked first, so the
 * balance read is the one the entry moves; a debit larger than it is refused (409), never taken
 * below zero. The reason stays in the audit log for support: the user's credit history shows
 * the type's own text (客服調整), as its note field carries texts written for the user.
 */
export async function adjustWallet(deps: OpsDeps, caller: OpsCaller, body: WalletAdjustmentBody): Promise<WalletAdjustmentResult> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('id').where('id', '=', body.user_id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!user) throw AppError.notFound('找不到這位會員，可能已被刪除。');
    await trx.selectFrom('wallets').select('user_id').where('user_id', '=', user.id).forUpdate().executeTakeFirst();
    const before = await walletBalance(trx, user.id);
    if (body.amount < 0 && before < -body.amount) {
      throw new AppError('conflict', QuoteError.NotEnoughCredit, adjustmentBelowZeroMessage(before, body.amount));
    }
    const move = { userId: user.id, type: TransactionType.Adjustment, amount: Math.abs(body.amount), operatorId: caller.operator.id };
    const entry = body.amount > 0 ? await creditWallet(trx, move) : await debitWallet(trx, move);
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.WalletAdjustment,
      targetType: 'user',
      targetId: user.id,
      before: { balance: before },
      after: { balance: entry.balanceAfter, amount: body.amount, transaction_id: Number(entry.id), transaction_type: TransactionType.Adjustment },
      reason: body.reason,
    });
    return { transaction_id: Number(entry.id), user_id: user.id, amount: body.amount, balance: entry.balanceAfter };
  });
}
