import { bankName } from '../../../domain/payments/bank-codes';
import { maskTail } from '../../../domain/charge-applications/charge-application.schema';
import { CHARGE_APPLICATION_FILES_PATH, type ChargeApplication } from '../../../domain/charge-applications/charge-applications.contract';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { ChargeApplicationRow, DocumentMeta, WholeNumbers } from './charge-applications.repository';

/** Lengths the masked numbers are shown at (the true length of an account is not told). */
const NATIONAL_ID_LENGTH = 10;
const UNIFIED_NUMBER_LENGTH = 8;
const ACCOUNT_MASK_LENGTH = 12;

/**
 * An application as its owner and the console's lists see it: the identity number and the
 * account masked to their last four characters. `whole` (an operator reviewing it, audited)
 * shows them in full.
 */
export function toChargeApplicationResponse(row: ChargeApplicationRow, documents: readonly DocumentMeta[], whole?: WholeNumbers): ChargeApplication {
  const identity = whole?.identity_number ?? maskTail(row.identity_last4, row.type === 'company' ? UNIFIED_NUMBER_LENGTH : NATIONAL_ID_LENGTH);
  return {
    charge_application_id: row.id,
    type: row.type,
    status: row.status,
    real_id: row.type === 'personal' ? identity : null,
    unified_number: row.type === 'company' ? identity : null,
    company_name: row.company_name,
    bank_code: row.bank_code,
    bank_name: bankName(row.bank_code) ?? null,
    bank_branch: row.bank_branch,
    bank_account: whole?.bank_account ?? maskTail(row.bank_account_last4, ACCOUNT_MASK_LENGTH),
    holder_name: row.holder_name,
    reject_reason: row.reject_reason,
    reviewed_at: row.reviewed_at ? toUtcString(row.reviewed_at) : null,
    submitted_at: toUtcString(row.submitted_at),
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
    documents: documents
      .filter((d) => d.charge_application_id === row.id)
      .map((d) => ({ id: d.id, name: d.name, type: d.type, size: d.size, url: `${CHARGE_APPLICATION_FILES_PATH}/${d.id}`, created: toUtcString(d.created) })),
  };
}

export function ownerResponse(owner: { id: number; username: string; first_name: string | null; last_name: string | null }) {
  return { id: owner.id, username: owner.username, full_name: fullName(owner) };
}
