import { z } from 'zod';

/** The partner id of the retail partner's channel (PARTNERS_FILE `id`). */
export const IBON_PARTNER_ID = 'ibon';
/** The ibon order list's page size. */
export const IBON_ORDERS_PAGE_SIZE = 10;

/** What a channel order is: a shop order (and its payment) or a safety payment for a hired job. */
export const IBON_ORDER_KINDS = ['shop_order', 'safety_payment'] as const;
export type IbonOrderKind = (typeof IBON_ORDER_KINDS)[number];

const ibonOrderShape = z.object({
  /** The order's id in the channel's list: its payment's id. */
  id: z.number().int(),
  kind: z.enum(IBON_ORDER_KINDS),
  /** The shop order, for kind shop_order. */
  nshop_order_id: z.number().int().nullable(),
  /** The hired job's bid, for kind safety_payment. */
  quote_bid_id: z.number().int().nullable(),
  pid: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  amount: z.number().int(),
  fee: z.number().int(),
  payment_state: z.string(),
  payment_state_text: z.string(),
  /** The shop order's status (1-5) and its text; null for a safety payment (its state is the order's). */
  order_status: z.number().int().nullable(),
  order_status_text: z.string().nullable(),
  pay_type: z.string().nullable(),
  /** The store payment code and its expiry while the order is unpaid; null otherwise. */
  payment_code: z.string().nullable(),
  payment_expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created: z.string(),
});
export type IbonOrder = z.infer<typeof ibonOrderShape>;

/** GET /ibon_orders/index[/page:{n}].json */
export const ibonOrdersPageShape = {
  ibon_orders: z.array(ibonOrderShape),
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
};
export type IbonOrdersPage = z.infer<z.ZodObject<typeof ibonOrdersPageShape>>;

/** GET /ibon_orders/view/{id}.json */
export const ibonOrderAnswerShape = { ibon_order: ibonOrderShape };
export type IbonOrderAnswer = z.infer<z.ZodObject<typeof ibonOrderAnswerShape>>;
