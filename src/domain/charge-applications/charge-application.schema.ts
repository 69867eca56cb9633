import { z } from 'zod';
import { isValidNationalId } from '../certificates/taiwan-id';
import { isValidBusinessNumber } from '../invoices/business-number';
import { requiredText } from '../validation/text';
import { isKnownBankCode } from '../payments/bank-codes';
import {
  CHARGE_REJECT_REASON_MAX,
  type ChargeApplicationType,
  COMPANY_NAME_MAX,
  HOLDER_NAME_MAX,
  isChargeApplicationType,
  MASK_KEEP_LAST,
} from './charge-application-status';

/** An application as the pro fills it in; shared by the form and the server. */
export interface ChargeApplicationInput {
  type: ChargeApplicationType;
  /** The person's national ID number (type personal) or the company's unified business number (type company). */
  identity_number: string;
  /** The registered company name (type company only). */
  company_name: string | null;
  bank_code: string;
  bank_branch: string;
  bank_account: string;
  holder_name: string;
}

export type ChargeApplicationField = 'type' | 'real_id' | 'unified_number' | 'company_name' | 'bank_code' | 'bank_branch' | 'bank_account' | 'holder_name';
export type ChargeApplicationCheck =
  | { ok: true; value: ChargeApplicationInput }
  | { ok: false; errors: { field: ChargeApplicationField; message: string }[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Digits only: spaces and dashes people type between groups are dropped. */
const digits = (value: unknown): string => text(value).replace(/[\s-]/g, '');

/**
 * A name as it is compared: Unicode NFKC (full-width letters and spaces become ordinary ones),
 * without any white space, with 臺 read as 台. Two names "match" when these are equal.
 */
export function normaliseName(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').replaceAll('臺', '台');
}

/**
 * Whose name the holder of the account must bear: for a person, the real name on their account
 * (last name then first name, as the identity documents show it); for a company, the registered
 * company name the application gives (the operator checks it against the registration).
 */
export function namesMatch(holderName: string, expected: string): boolean {
  return expected.trim() !== '' && normaliseName(holderName) === normaliseName(expected);
}

/**
 * Checks an application: the type; for a person a national ID number with a valid check digit,
 * for a company the unified business number (8 digits, the 2023 checksum) and its registered
 * name; a known 3-digit bank code, a 4-digit branch, an account of 10 to 16 digits, and the
 * holder's name, which must match (namesMatch) the person's real name (`accountName`) or the
 * company name.
 */
export function validateChargeApplication(input: Record<string, unknown>, accountName: string): ChargeApplicationCheck {
  const errors: { field: ChargeApplicationField; message: string }[] = [];
  const type = text(input.type);
  const holder = text(input.holder_name);
  const companyName = text(input.company_name);
  const bankCode = digits(input.bank_code);
  const branch = digits(input.bank_branch);
  const account = digits(input.bank_account);
  let identity = '';

  if (!isChargeApplicationType(type)) errors.push({ field: 'type', message: '請選擇申請身分（個人或公司）' });
  if (type === 'personal') {
    identity = text(input.real_id).toUpperCase();
    if (identity === '') errors.push({ field: 'real_id', message: '請填寫身分證字號' });
    else if (!isValidNationalId(identity)) {
      errors.push({ field: 'real_id', message: '身分證字號格式不正確：應為 1 個英文字母加 9 碼數字（第 2 碼為 1 或 2），且檢查碼正確' });
    }
  }
  if (type === 'company') {
    identity = digits(input.unified_number);
    if (identity === '') errors.push({ field: 'unified_number', message: '請填寫公司的統一編號' });
    else if (!isValidBusinessNumber(identity)) errors.push({ field: 'unified_number', message: '統一編號應為 8 碼數字且檢查碼正確，請再確認' });
    if (companyName === '') errors.push({ field: 'company_name', message: '請填寫公司登記的名稱' });
    else if ([...companyName].length > COMPANY_NAME_MAX) errors.push({ field: 'company_name', message: `公司名稱最多 ${COMPANY_NAME_MAX} 個字` });
  }
  if (bankCode === '') errors.push({ field: 'bank_code', message: '請選擇銀行代碼' });
  else if (!/^[0-9]{3}$/.test(bankCode)) errors.push({ field: 'bank_code', message: '銀行代碼應為 3 碼數字' });
  else if (!isKnownBankCode(bankCode)) errors.push({ field: 'bank_code', message: '找不到這個銀行代碼，請從清單中選擇' });
  if (branch === '') errors.push({ field: 'bank_branch', message: '請填寫分行代碼' });
  else if (!/^[0-9]{4}$/.test(branch)) errors.push({ field: 'bank_branch', message: '分行代碼應為 4 碼數字' });
  if (account === '') errors.push({ field: 'bank_account', message: '請填寫銀行帳號' });
  else if (!/^[0-9]{10,16}$/.test(account)) errors.push({ field: 'bank_account', message: '銀行帳號應為 10 到 16 碼數字' });

  const expected = type === 'company' ? companyName : accountName;
  if (holder === '') errors.push({ field: 'holder_name', message: '請填寫帳戶戶名' });
  else if ([...holder].length > HOLDER_NAME_MAX) errors.push({ field: 'holder_name', message: `帳戶戶名最多 ${HOLDER_NAME_MAX} 個字` });
  else if (type === 'personal' && accountName.trim() === '') {
    errors.push({ field: 'holder_name', message: '請先在帳號設定填寫您的真實姓名，戶名須與真實姓名相同' });
  } else if ((type === 'personal' || (type === 'company' && companyName !== '')) && !namesMatch(holder, expected)) {
    errors.push({ field: 'holder_name', message: type === 'company' ? '帳戶戶名須與公司登記名稱相同' : '帳戶戶名須與您帳號上的真實姓名相同' });
  }

  if (errors.length > 0 || !isChargeApplicationType(type)) return { ok: false, errors };
  return {
    ok: true,
    value: {
      type,
      identity_number: identity,
      company_name: type === 'company' ? companyName : null,
      bank_code: bankCode,
      bank_branch: branch,
      bank_account: account,
      holder_name: holder,
    },
  };
}

/** A number as everyone but a reviewing operator sees it: only its last four characters. */
export function maskTail(last4: string, length = 10): string {
  return `${'*'.repeat(Math.max(length - MASK_KEEP_LAST, 1))}${last4}`;
}

/** The last characters kept for masking. */
export function lastFour(value: string): string {
  return value.slice(-MASK_KEEP_LAST);
}

/** POST /ops/charge_applications/reject/{id}.json */
export const rejectChargeApplicationSchema = z.object({
  reason: requiredText('請填寫退件原因，讓專家知道要補什麼', CHARGE_REJECT_REASON_MAX, `退件原因最多 ${CHARGE_REJECT_REASON_MAX} 個字`),
});
