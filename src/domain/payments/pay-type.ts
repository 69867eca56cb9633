/** How credit is paid for: a card, a convenience-store payment code, an ATM virtual account. */
export const PAY_TYPES = ['card', 'cvs', 'atm'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** zh-TW names for the purchase list. */
export const PAY_TYPE_TEXT: Record<PayType, string> = { card: '信用卡', cvs: '超商代碼繳費', atm: 'ATM 轉帳' };
export const PURCHASE_STATUS_TEXT: Record<PurchaseStatus, string> = {
  pending: '等待付款',
  paid: '已付款',
  failed: '付款失敗',
  expired: '已逾期',
  refunded: '已退款',
};
