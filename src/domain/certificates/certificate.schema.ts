import { z } from 'zod';
import { isValidBusinessNumber } from '../invoices/business-number';
import {
  CARD_TYPES,
  type CardType,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_TYPES,
  type CertificateType,
  REFERENCE_IDENTITY_MAX,
  REJECT_REASON_MAX,
} from './certificate-status';
import { isValidNationalId, isValidResidentId } from './taiwan-id';
import { requiredText } from '../validation/text';

/** A certificate as the pro fills it in; shared by the add/edit form and the server. */
export interface CertificateInput {
  name: string;
  type: CertificateType;
  reference_identity: string | null;
  unified_number: string | null;
  card_type: CardType | null;
  real_id: string | null;
}

export type CertificateField = keyof CertificateInput;
export type CertificateCheck = { ok: true; value: CertificateInput } | { ok: false; errors: { field: CertificateField; message: string }[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * Checks a certificate: a name; for a company its unified business number (8 digits, 2023
 * checksum); for an identity the card type and a national ID or resident certificate number
 * with a valid check digit. Fields that do not belong to the type are dropped.
 */
export function validateCertificate(input: Record<string, unknown>): CertificateCheck {
  const errors: { field: CertificateField; message: string }[] = [];
  const type = text(input.type) as CertificateType;
  const name = text(input.name);
  const reference = text(input.reference_identity);
  const unified = text(input.unified_number);
  const cardType = text(input.card_type) as CardType;
  const realId = text(input.real_id).toUpperCase();

  if (!CERTIFICATE_TYPES.includes(type)) errors.push({ field: 'type', message: '請選擇證明的種類（證照、公司登記、身分或其他）' });
  if (name === '') errors.push({ field: 'name', message: '請填寫證照名稱' });
  else if ([...name].length > CERTIFICATE_NAME_MAX) errors.push({ field: 'name', message: `證照名稱最多 ${CERTIFICATE_NAME_MAX} 個字` });
  if ([...reference].length > REFERENCE_IDENTITY_MAX) errors.push({ field: 'reference_identity', message: `證號最多 ${REFERENCE_IDENTITY_MAX} 個字` });

  const value: CertificateInput = { name, type, reference_identity: orNull(reference), unified_number: null, card_type: null, real_id: null };
  if (type === 'company') {
    if (unified === '') errors.push({ field: 'unified_number', message: '請填寫公司的統一編號' });
    else if (!isValidBusinessNumber(unified)) errors.push({ field: 'unified_number', message: '統一編號應為 8 碼數字且檢查碼正確，請再確認' });
    value.unified_number = unified;
  }
  if (type === 'identity') {
    if (!CARD_TYPES.includes(cardType)) errors.push({ field: 'card_type', message: '請選擇證件種類（身分證或居留證）' });
    else if (realId === '') errors.push({ field: 'real_id', message: cardType === 'national_id' ? '請填寫身分證字號' : '請填寫居留證統一證號' });
    else if (cardType === 'national_id' && !isValidNationalId(realId)) {
      errors.push({ field: 'real_id', message: '身分證字號格式不正確：應為 1 個英文字母加 9 碼數字（第 2 碼為 1 或 2），且檢查碼正確' });
    } else if (cardType === 'resident_certificate' && !isValidResidentId(realId)) {
      errors.push({ field: 'real_id', message: '居留證統一證號格式不正確：應為 1 個英文字母加 9 碼數字（第 2 碼為 8 或 9），且檢查碼正確' });
    }
    value.card_type = cardType;
    value.real_id = realId;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** POST /ops/certificates/reject/{id}.json */
export const rejectCertificateSchema = z.object({
  reason: requiredText('請填寫退件原因，讓專家知道要補什麼', REJECT_REASON_MAX, `退件原因最多 ${REJECT_REASON_MAX} 個字`),
});
export type RejectCertificate = z.infer<typeof rejectCertificateSchema>;

/** Characters kept at each end of a masked national ID (`A12****789`). */
export const REAL_ID_MASK_KEEP = 3;
/** What stands for the hidden characters of a masked number. */
export const MASK_CHARACTER = '*';

/**
 * A national ID or resident certificate number as everyone but a reviewing operator sees it:
 * the first three and the last three characters (`A12****789`).
 */
export function maskRealId(value: string | null): string | null {
  if (!value) return null;
  const hidden = Math.max(value.length - 2 * REAL_ID_MASK_KEEP, 1);
  return `${value.slice(0, REAL_ID_MASK_KEEP)}${MASK_CHARACTER.repeat(hidden)}${value.slice(-REAL_ID_MASK_KEEP)}`;
}

/**
 * Whether a submitted number is the masked one shown back (it contains the mask character,
 * which no valid number has): the form sent it unchanged, so the stored number stays.
 */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_CHARACTER);
}
