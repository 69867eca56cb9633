import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OPS_LOGIN_FAILED_MESSAGE, OPS_LOGIN_FAILURES_PER_EMAIL, OPS_LOGIN_FAILURES_PER_IP, OpsAction } from '../../../domain/ops/ops-limits';
import type { OpsLoginBody } from '../../../domain/ops/ops.contract';
import { tooManyLoginsMessage } from '../../../domain/users/auth-limits';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit } from './audit.repository';
import { findOperatorByEmail, insertOperatorSession, takeTotpStep, spendRecoveryCode } from './operators.repository';
import type { OpsCaller } from './ops-caller';
import type { OpsDeps } from './ops.deps';
import { newOpsToken, opsTokenHash } from './ops-session';
import { recoveryCodeHash, TOTP_SECRET_CONTEXT, totpStepOf } from './totp';

type Db = OpsDeps['db'];
type Found = NonNullable<Awaited<ReturnType<typeof findOperatorByEmail>>>;

const loginFailed = () => new AppError('invalid', ErrorText.InvalidCredentials, OPS_LOGIN_FAILED_MESSAGE);

/** Counts the attempt before any hashing (per e-mail and per IP); refuses once either is over its limit. */
async function countAttempt(deps: OpsDeps, email: string, ip: string | null): Promise<void> {
  const hits = [deps.throttle.hit(OPS_LOGIN_FAILURES_PER_EMAIL, email), ...(ip ? [deps.throttle.hit(OPS_LOGIN_FAILURES_PER_IP, ip)] : [])];
  const blocked = (await Promise.all(hits)).filter((state) => !state.allowed);
  if (blocked.length === 0) return;
  const retryAfterSeconds = Math.max(...blocked.map((state) => state.retryAfter));
  throw new AppError('rate_limited', ErrorText.RateLimited, tooManyLoginsMessage(retryAfterSeconds), { retryAfterSeconds });
}

/** A right login forgets the e-mail's failures and takes back the IP's hit. */
async function forgive(deps: OpsDeps, email: string, ip: string | null): Promise<void> {
  await Promise.all([deps.throttle.reset(OPS_LOGIN_FAILURES_PER_EMAIL, email), ...(ip ? [deps.throttle.undo(OPS_LOGIN_FAILURES_PER_IP, ip)] : [])]);
}

/** The second factor: a TOTP code of a step later than the last one used, or an unused recovery code. */
async function secondFactorOk(trx: Db, deps: OpsDeps, operator: Found, code: string, now: Date): Promise<boolean> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) {
    const step = totpStepOf(deps.cipher.decryptText(operator.totp_secret_encrypted, TOTP_SECRET_CONTEXT), compact, now);
    return step !== null && (await takeTotpStep(trx, operator.id, step));
  }
  return spendRecoveryCode(trx, operator.id, recoveryCodeHash(compact), now);
}

export interface OpsLoginResult {
  token: string;
  caller: OpsCaller & { expires: Date };
}

/**
 * Signs an operator in to the console. An unknown e-mail costs the same Argon2 work as a wrong
 * password; a wrong password, code, or a disabled operator get the same 400. A known operator's
 * failure is audited; a success writes the session and its audit entry in one transaction.
 */
export async function opsLogin(deps: OpsDeps, body: OpsLoginBody, origin: { ip: string | null; userAgent: string | null }): Promise<OpsLoginResult> {
  const email = body.email.trim().toLowerCase();
  await countAttempt(deps, email, origin.ip);
  const operator = await findOperatorByEmail(deps.db, email);
  const passwordOk = await verifyPassword(operator?.password_hash, body.password);
  if (!operator) throw loginFailed();
  const now = deps.clock.now();
  const caller = { operator: { id: operator.id, email: operator.email, full_name: operator.full_name, role: operator.role }, now, ...origin };
  const result = await deps.db.transaction().execute(async (trx) => {
    if (!passwordOk || operator.disabled_at !== null || !(await secondFactorOk(trx, deps, operator, body.code, now))) return null;
    const { token, expires } = newOpsToken(now);
    const sessionId = await insertOperatorSession(trx, { tokenHash: opsTokenHash(token), operatorId: operator.id, now, expires, ...origin });
    await recordAudit(trx, { by: caller, action: OpsAction.Login, targetType: 'operator_session', targetId: sessionId });
    return { token, caller: { ...caller, sessionId, expires } };
  });
  if (!result) {
    const why = operator.disabled_at !== null ? 'disabled' : passwordOk ? 'code' : 'password';
    await recordAudit(deps.db, { by: caller, action: OpsAction.LoginFailed, targetType: 'operator', targetId: operator.id, after: { failed: why } });
    throw loginFailed();
  }
  await forgive(deps, email, origin.ip);
  return result;
}
