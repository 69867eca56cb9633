import { z } from 'zod';

/**
 * Partner-only discount codes (docs/fet.md): a partner's offer, used at checkout of a shop order
 * placed in that partner's channel. The consumer pays the order's total less the discount; the
 * pro is paid the whole total (the partner's subsidy, escrow `partner_subsidy`).
 */

/** The field of the order's body that carries the code. */
export const DISCOUNT_CODE_FIELD = 'discount_code';
/** Codes are written in capitals, digits, `-` and `_`, 3 to 32 of them; what a person types is upper-cased. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Why a code is refused at checkout (each a 400 naming `discount_code`). */
export const DiscountRefusal = {
  Unknown: 'unknown',
  NotInChannel: 'not_in_channel',
  Inactive: 'inactive',
  NotYetValid: 'not_yet_valid',
  Expired: 'expired',
  UsedUp: 'used_up',
  UserLimit: 'user_limit',
  MinimumNotMet: 'minimum_not_met',
} as const;
export type DiscountRefusalId = (typeof DiscountRefusal)[keyof typeof DiscountRefusal];

/** The zh-TW text of each refusal, naming the field. */
export function discountRefusalText(refusal: DiscountRefusalId, minOrder = 0): string {
  switch (refusal) {
    case DiscountRefusal.Unknown:
      return '折扣碼（discount_code）不存在，請確認後再輸入';
    case DiscountRefusal.NotInChannel:
      return '折扣碼（discount_code）只能在合作夥伴的頻道中使用';
    case DiscountRefusal.Inactive:
      return '折扣碼（discount_code）已停用';
    case DiscountRefusal.NotYetValid:
      return '折扣碼（discount_code）尚未開始使用';
    case DiscountRefusal.Expired:
      return '折扣碼（discount_code）已過期';
    case DiscountRefusal.UsedUp:
      return '折扣碼（discount_code）已被使用完畢';
    case DiscountRefusal.UserLimit:
      return '折扣碼（discount_code）您已使用過，已達每人使用次數上限';
    case DiscountRefusal.MinimumNotMet:
      return `折扣碼（discount_code）需訂單滿 NT$${minOrder.toLocaleString('en-US')} 才能使用`;
  }
}

/** A code as the checkout judges it. */
export interface DiscountCodeFacts {
  partnerId: string;
  amountOff: number | null;
  percentOff: number | null;
  minOrder: number;
  validFrom: Date;
  validUntil: Date;
  maxUses: number | null;
  perUserLimit: number | null;
  active: boolean;
  /** Uses by orders that are not cancelled. */
  uses: number;
  /** Of those, the buyer's. */
  userUses: number;
}

export type DiscountDecision = { ok: true; discount: number } | { ok: false; refusal: DiscountRefusalId };

/**
 * Judges a code for an order of `total` NT$ placed in `channel` (the session's partner flag) at
 * `now`, in this order: the channel, active, the validity window, the total and per-user limits,
 * the minimum. The discount is whole NT$ (a percentage rounded down) and leaves at least NT$1 to pay.
 */
export function judgeDiscount(code: DiscountCodeFacts, channel: string | null, total: number, now: Date): DiscountDecision {
  if (channel !== code.partnerId) return { ok: false, refusal: DiscountRefusal.NotInChannel };
  if (!code.active) return { ok: false, refusal: DiscountRefusal.Inactive };
  if (now < code.validFrom) return { ok: false, refusal: DiscountRefusal.NotYetValid };
  if (now >= code.validUntil) return { ok: false, refusal: DiscountRefusal.Expired };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { ok: false, refusal: DiscountRefusal.UsedUp };
  if (code.perUserLimit !== null && code.userUses >= code.perUserLimit) return { ok: false, refusal: DiscountRefusal.UserLimit };
  if (total < code.minOrder) return { ok: false, refusal: DiscountRefusal.MinimumNotMet };
  const raw = code.amountOff ?? Math.floor((total * (code.percentOff ?? 0)) / 100);
  return { ok: true, discount: Math.max(0, Math.min(raw, total - 1)) };
}

/** One offer as `GET /api/partner/offers.json` answers it (the session's partner's active, valid codes). */
export const partnerOfferSchema = z.object({
  code: z.string(),
  title: z.string(),
  amount_off: z.number().int().nullable(),
  percent_off: z.number().int().nullable(),
  min_order: z.number().int(),
  valid_from: z.string(),
  valid_until: z.string(),
  max_uses: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  /** Uses left in all (null: no limit). */
  remaining_uses: z.number().int().nullable(),
});
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;
export const partnerOffersShape = { offers: z.array(partnerOfferSchema) };
