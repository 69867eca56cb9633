import type { AuditFilter, OpsLoginBody, WalletAdjustmentBody } from '../../../domain/ops/ops.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { listAudit, recordAudit } from './audit.repository';
import { opsLogin } from './login.service';
import { endOperatorSession } from './operators.repository';
import type { OpsCaller } from './ops-caller';
import type { OpsDeps } from './ops.deps';
import { adjustWallet } from './wallet-adjustment.service';

/** The operator console's use cases; the routes check the caller's role before calling them. */
export class OpsService {
  constructor(private readonly deps: OpsDeps) {}

  login(body: OpsLoginBody, origin: { ip: string | null; userAgent: string | null }) {
    return opsLogin(this.deps, body, origin);
  }

  /** Ends the caller's console session, audited in the same transaction. */
  async logout(caller: OpsCaller): Promise<void> {
    const sessionId = caller.sessionId;
    if (sessionId === undefined) return;
    await this.deps.db.transaction().execute(async (trx) => {
      await endOperatorSession(trx, sessionId, this.deps.clock.now());
      await recordAudit(trx, { by: caller, action: OpsAction.Logout, targetType: 'operator_session', targetId: sessionId });
    });
  }

  auditPage(filter: AuditFilter, page: number) {
    return listAudit(this.deps.db, filter, page);
  }

  adjustWallet(caller: OpsCaller, body: WalletAdjustmentBody) {
    return adjustWallet(this.deps, caller, body);
  }
}
