import { parseTwd } from '../../../domain/money/twd';
import type { WalletAdjustmentBody } from '../../../domain/ops/ops.contract';

export interface AdjustmentValues {
  user_id: string;
  amount: string;
  reason: string;
}
export type AdjustmentField = keyof AdjustmentValues;
export type AdjustmentErrors = Partial<Record<AdjustmentField, string>>;

const REASON_MIN = 2;
const REASON_MAX = 500;

/** The body to send, or the i18n keys of the fields that cannot be sent as typed. */
export function readAdjustment(values: AdjustmentValues): { body: WalletAdjustmentBody } | { errors: AdjustmentErrors } {
  const errors: AdjustmentErrors = {};
  const userId = values.user_id.trim();
  if (!/^[1-9]\d*$/.test(userId) || !Number.isSafeInteger(Number(userId))) errors.user_id = 'ops>wallet>userIdInvalid';
  const typed = values.amount.trim().replace(/^\+/, '');
  const amount = typed === '' ? null : parseTwd(typed);
  if (amount === null || amount === 0) errors.amount = 'ops>wallet>amountInvalid';
  const reason = values.reason.trim();
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) errors.reason = 'ops>wallet>reasonInvalid';
  if (Object.keys(errors).length > 0 || amount === null) return { errors };
  return { body: { user_id: Number(userId), amount, reason } };
}
