/**
 * What a pro may buy and how (spec section 5: custom amounts 50 to 9999; convenience-store
 * codes 500 to 20000; ATM virtual accounts at most 30000). Amounts are whole TWD; 1 credit
 * is NT$1.
 */
import type { PayType } from './pay-type';

export const CUSTOM_AMOUNT_MIN = 50;
export const CUSTOM_AMOUNT_MAX = 9999;
export const CVS_AMOUNT_MIN = 500;
export const CVS_AMOUNT_MAX = 20000;
/** ATM transfers have no floor of their own beyond the custom minimum. */
export const ATM_AMOUNT_MIN = CUSTOM_AMOUNT_MIN;
export const ATM_AMOUNT_MAX = 30000;
export const CARD_AMOUNT_MIN = CUSTOM_AMOUNT_MIN;
/** A package may cost more than a custom amount; a card charge is capped here. */
export const CARD_AMOUNT_MAX = 30000;

/** Minutes a convenience-store code stays payable; days an ATM account stays open. */
export const CVS_EXPIRE_MINUTES = 4320; // 3 days
export const ATM_EXPIRE_DAYS = 3;

export interface AmountRange {
  min: number;
  max: number;
}

export const PAY_TYPE_RANGES: Record<PayType, AmountRange> = {
  card: { min: CARD_AMOUNT_MIN, max: CARD_AMOUNT_MAX },
  cvs: { min: CVS_AMOUNT_MIN, max: CVS_AMOUNT_MAX },
  atm: { min: ATM_AMOUNT_MIN, max: ATM_AMOUNT_MAX },
};

const RANGE_TEXT: Record<PayType, string> = { card: '信用卡', cvs: '超商代碼', atm: 'ATM 轉帳' };

/**
 * Why an amount cannot be paid this way, in zh-TW naming the range, or null when it can.
 * `custom` says the buyer typed the amount (not a package), which the 50-9999 range bounds.
 */
export function amountProblem(amount: number, payType: PayType, custom: boolean): string | null {
  if (!Number.isInteger(amount)) return '金額必須是整數（新台幣元）';
  if (custom && (amount < CUSTOM_AMOUNT_MIN || amount > CUSTOM_AMOUNT_MAX)) {
    return `自訂金額須介於 ${CUSTOM_AMOUNT_MIN} 到 ${CUSTOM_AMOUNT_MAX} 元之間`;
  }
  const range = PAY_TYPE_RANGES[payType];
  if (amount < range.min || amount > range.max) {
    return payType === 'atm'
      ? `${RANGE_TEXT.atm}金額最多 ${range.max} 元`
      : `${RANGE_TEXT[payType]}金額須介於 ${range.min} 到 ${range.max} 元之間`;
  }
  return null;
}
