import { formatTwd } from '../../../domain/money';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { TRANSACTION_TYPE_IDS, type TransactionTypeId } from '../../../domain/wallet/ledger';
import type { RootState } from '../../store/types';
import type { LedgerEntry } from './api/wallet';

/** A ledger amount with its sign: +NT$1,050 in, -NT$60 out. */
export function signedTwd(amount: number): string {
  return amount > 0 ? `+${formatTwd(amount)}` : formatTwd(amount);
}

/** A number of points (點), grouped: 1,050. The unit comes from the i18n text around it. */
export function formatPoints(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** A ledger amount in points with its sign: +1,050 in, -60 out. */
export function signedPoints(amount: number): string {
  return amount > 0 ? `+${formatPoints(amount)}` : formatPoints(amount);
}

/** A UTC time string of the API shown at UTC+8; an unreadable one as it came. */
export function taipeiTime(utc: string | null | undefined): string {
  if (!utc) return '';
  try {
    return formatTaipei(parseUtcString(utc));
  } catch {
    return utc;
  }
}

/** The i18n key of an entry's type name, or null for a type the app does not know (its server text is shown). */
export function typeKey(entry: LedgerEntry): string | null {
  return (TRANSACTION_TYPE_IDS as readonly number[]).includes(entry.transaction_type) ? `wallet>type>${entry.transaction_type as TransactionTypeId}` : null;
}

/** The user's balance as the user state holds it; null until it is known. */
export function selectBalance(state: RootState): number | null {
  const info = state.user.info as (RootState['user']['info'] & { available_wallet_amount?: number }) | null;
  return typeof info?.available_wallet_amount === 'number' ? info.available_wallet_amount : null;
}

/** A page number from the query; 1 for anything that is not one. */
export function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The spec's card_info string (`VISA-4242`) split into brand and last4; null when it is not one. */
export function splitCardInfo(info: string | null | undefined): { brand: string; last4: string } | null {
  const match = /^([A-Za-z_ ]+)-(\d{4})$/.exec(info ?? '');
  return match?.[1] && match[2] ? { brand: match[1], last4: match[2] } : null;
}

/** The zh-TW steps for paying a code or account: the server's, one a line. */
export function instructionLines(instructions: string[] | string | null | undefined): string[] {
  if (Array.isArray(instructions)) return instructions.filter((s) => s.trim() !== '');
  return (instructions ?? '').split('\n').filter((s) => s.trim() !== '');
}
