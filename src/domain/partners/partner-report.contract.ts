import { z } from 'zod';

/** GET /ops/partners/report.json and .csv: one partner's figures for one Taipei month `YYYY-MM`. */
export const partnerReportQuerySchema = z.object({
  partner_id: z.string().regex(/^[a-z0-9_-]{1,40}$/, '請選擇合作夥伴'),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正確（YYYY-MM）'),
});
export type PartnerReportQuery = z.infer<typeof partnerReportQuerySchema>;

/**
 * The report's figures, in order: counts, and amounts in whole NT$ (a credit is NT$1, see
 * domain/wallet/fees.ts). Quote fees are net of the fees given back in the month.
 */
export const PARTNER_REPORT_LABELS = {
  requests: '需求數',
  quote_fee_count: '報價費用筆數',
  quote_fee_credits: '報價費用（點）',
  quote_fee_twd: '報價費用（NT$）',
  safety_paid_count: '安心付款已付款筆數',
  safety_paid_twd: '安心付款已付款（NT$）',
  safety_refunded_count: '安心付款已退款筆數',
  safety_refunded_twd: '安心付款已退款（NT$）',
  shop_orders: '商城訂單數',
  shop_paid_count: '商城訂單已付款筆數',
  shop_paid_twd: '商城訂單已付款（NT$）',
  shop_refunded_count: '商城訂單已退款筆數',
  shop_refunded_twd: '商城訂單已退款（NT$）',
  attributed_twd: '歸屬金額（NT$）',
  revenue_share_twd: '分潤金額（NT$）',
} as const;
export type PartnerReportKey = keyof typeof PARTNER_REPORT_LABELS;
export const PARTNER_REPORT_KEYS = Object.keys(PARTNER_REPORT_LABELS) as PartnerReportKey[];

/** The CSV's header row: the figure and its value. */
export const PARTNER_REPORT_CSV_HEADER = ['項目', '數值'] as const;

/**
 * What the partner earns of its attributed amount (net quote fees, safety payments and shop
 * orders paid less refunded): the configured rate, rounded down to whole NT$, never below 0.
 */
export function revenueShare(attributedTwd: number, rate: number): number {
  // Rounded to a millionth first: 0.29 x 100 is 28.999... in floating point, and is NT$29.
  return Math.max(0, Math.floor(Math.round(attributedTwd * rate * 1e6) / 1e6));
}

export const partnerReportShape = {
  partner: z.object({ id: z.string(), name: z.string(), revenue_share_rate: z.number() }),
  month: z.string(),
  figures: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().int() })),
};
export type PartnerReport = { [K in keyof typeof partnerReportShape]: z.infer<(typeof partnerReportShape)[K]> };

/** GET /ops/partners.json: the configured partners the report can be asked for. */
export const opsPartnersShape = { partners: z.array(z.object({ id: z.string(), name: z.string() })) };
export type OpsPartners = z.infer<z.ZodObject<typeof opsPartnersShape>>;
