import { SAFETY_PAYMENT_STATES } from '../safety-payments/states';
import { z } from 'zod';
import { DISCOUNT_CODE_PATTERN } from '../partners/partner-discounts';
import { pagedShape, zeroOne } from '../http/refs';
import { reservationBeginField, shopOrderReservationSchema } from './shop-reservation';
import { SHOP_ORDER_APPLICATIONS, SHOP_ORDER_DISPUTES, SHOP_ORDER_SIDES, SHOP_ORDER_STATUSES, SHOP_ORDER_USER_ACTIONS } from './shop-order-status';

/** The bodies and answers of the cart and order calls (`/new/v1/nshop_carts/...`, `/new/v1/nshop_orders/...`). */

/** The most of one plan in a cart line or an order. */
export const SHOP_QUANTITY_MAX = 99;
/** The most lines in one order. */
export const SHOP_ORDER_LINES_MAX = 20;
export const SHOP_ORDER_ADDRESS_MAX = 200;
export const SHOP_ORDER_NOTE_MAX = 500;
/** Orders a list page shows. */
export const SHOP_ORDERS_PER_PAGE = 10;

const MAX_ID = 2_147_483_647;
const idField = (message: string) => z.coerce.number({ message }).int(message).positive(message).max(MAX_ID, message);
const QUANTITY_TEXT = `數量必須是 1 到 ${SHOP_QUANTITY_MAX} 的整數`;
const quantityField = z.coerce.number({ message: QUANTITY_TEXT }).int(QUANTITY_TEXT).min(1, QUANTITY_TEXT).max(SHOP_QUANTITY_MAX, QUANTITY_TEXT);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const lineSchema = z.object({
  shop_item_id: idField('請指定商品（shop_item_id）'),
  shop_item_plan_id: idField('請指定商品方案（shop_item_plan_id）'),
  quantity: z.preprocess(blankToUndefined, quantityField.default(1)),
});

/** POST /new/v1/nshop_carts/add.json */
export const addCartSchema = lineSchema;
export type AddCartInput = z.infer<typeof addCartSchema>;

const ITEMS_TEXT = `請選擇要購買的商品方案（items，1 到 ${SHOP_ORDER_LINES_MAX} 項），或購物車的項目（cart_ids）`;
const ADDRESS_TEXT = `請填寫服務地址（address，1 到 ${SHOP_ORDER_ADDRESS_MAX} 個字），或選擇到專家的地點（at_pro_place）`;
const FLAG_TEXT = 'at_pro_place 必須是 0 或 1';
const flag = z.preprocess(
  (v) => (v === '1' || v === 1 || v === true || v === 'true' ? 1 : v === '0' || v === 0 || v === false || v === 'false' || v === undefined || v === '' ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { message: FLAG_TEXT }),
);

export const SHOP_ORDER_DISPUTE_REASON_MIN = 10;
export const SHOP_ORDER_DISPUTE_REASON_MAX = 500;
const DISPUTE_REASON_TEXT = `請填寫申請平台處理的原因（reason，${SHOP_ORDER_DISPUTE_REASON_MIN} 到 ${SHOP_ORDER_DISPUTE_REASON_MAX} 個字）`;

/** change_status/dispute's body: the consumer's own reason, required (both sides and the operator read it). */
export const shopOrderDisputeSchema = z.object({
  reason: z.string({ message: DISPUTE_REASON_TEXT }).trim().min(SHOP_ORDER_DISPUTE_REASON_MIN, DISPUTE_REASON_TEXT).max(SHOP_ORDER_DISPUTE_REASON_MAX, DISPUTE_REASON_TEXT),
});
export type ShopOrderDisputeInput = z.infer<typeof shopOrderDisputeSchema>;

/** change_status/{action}'s body: only `dispute` reads one (its reason); the other actions take none. */
export const shopOrderStatusBodySchema = z.object({ reason: z.string().optional() }).optional();

/** POST /new/v1/nshop_orders/add.json: plans of ONE pro's service, by hand or from the cart. */
export const addShopOrderSchema = z
  .object({
    items: z.array(lineSchema, { message: ITEMS_TEXT }).min(1, ITEMS_TEXT).max(SHOP_ORDER_LINES_MAX, ITEMS_TEXT).optional(),
    /** Lines of the consumer's cart; they leave the cart with the order. */
    cart_ids: z.array(idField('購物車項目（cart_ids）必須是正整數'), { message: ITEMS_TEXT }).min(1, ITEMS_TEXT).max(SHOP_ORDER_LINES_MAX, ITEMS_TEXT).optional(),
    at_pro_place: flag,
    address: z.preprocess(blankToUndefined, z.string({ message: ADDRESS_TEXT }).trim().min(1, ADDRESS_TEXT).max(SHOP_ORDER_ADDRESS_MAX, ADDRESS_TEXT).optional()),
    note: z.preprocess(blankToUndefined, z.string({ message: `備註（note）最多 ${SHOP_ORDER_NOTE_MAX} 個字` }).trim().max(SHOP_ORDER_NOTE_MAX, `備註（note）最多 ${SHOP_ORDER_NOTE_MAX} 個字`).optional()),
    /** The start of a free slot (GET nshop_items/slots): required when the order holds a reservable item, refused otherwise. */
    reservation_begin: z.preprocess(blankToUndefined, reservationBeginField.optional()),
    /** A partner's discount code (docs/fet.md), judged at checkout inside the partner's channel. */
    discount_code: z.preprocess(
      blankToUndefined,
      z
        .string({ message: '折扣碼（discount_code）格式不正確' })
        .trim()
        .transform((code) => code.toUpperCase())
        .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, '折扣碼（discount_code）不存在，請確認後再輸入'))
        .optional(),
    ),
  })
  .superRefine((body, ctx) => {
    if ((body.items === undefined) === (body.cart_ids === undefined)) ctx.addIssue({ code: 'custom', path: ['items'], message: ITEMS_TEXT });
    if (body.at_pro_place === 0 && body.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: ADDRESS_TEXT });
  });
export type AddShopOrderInput = z.infer<typeof addShopOrderSchema>;

export const shopCartLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  shop_item: z.object({
    id: z.number().int(),
    name: z.string(),
    quote_service_id: z.number().int(),
    quote_category_id: z.number().int(),
    /** The service's title, to name the pro's group in the cart. */
    service_title: z.string(),
    /** Ordering it takes a reservation slot (`reservation_begin`, from `nshop_items/slots/{id}.json`). */
    is_reservable: zeroOne,
    /** Still sold (published, approved, its service active and not paused). */
    is_on_sale: zeroOne,
    remaining_quantity: z.number().int().nullable(),
  }),
  plan: z.object({ id: z.number().int(), name: z.string(), price: z.number().int() }),
  /** Whole TWD: price times quantity. */
  subtotal: z.number().int(),
  modified: z.string(),
});
export type ShopCartLine = z.infer<typeof shopCartLineSchema>;
/** GET /new/v1/nshop_carts/index.json, and the answers of add and remove. */
export const shopCartShape = { nshop_carts: z.array(shopCartLineSchema), cartCount: z.number().int() };

const partySchema = z.object({ id: z.number().int(), full_name: z.string() });

export const shopOrderItemSchema = z.object({
  id: z.number().int(),
  shop_item_id: z.number().int(),
  shop_item_plan_id: z.number().int().nullable(),
  item_name: z.string(),
  plan_name: z.string(),
  plan_description: z.string(),
  /** Whole TWD at order time. */
  unit_price: z.number().int(),
  quantity: z.number().int(),
  subtotal: z.number().int(),
});

export const shopOrderSchema = z.object({
  nshop_order_id: z.number().int(),
  /** 1 unpaid, 2 paid, 3 confirmed, 4 completed, 5 cancelled. */
  status: z.literal(SHOP_ORDER_STATUSES),
  status_text: z.string(),
  /** The platform's handling of the consumer's escalation: open (平台處理中), denied, partial (part refunded, the order goes on), or none. */
  dispute: z.enum(SHOP_ORDER_DISPUTES).nullable(),
  /** The consumer's reason for the escalation (both sides read it; null on the guest link or when never escalated). */
  dispute_reason: z.string().nullable(),
  /** The application waiting for the other side. */
  application: z.object({ kind: z.enum(SHOP_ORDER_APPLICATIONS), by: z.enum(SHOP_ORDER_SIDES), applied_at: z.string() }).nullable(),
  /** Whole TWD. */
  total: z.number().int(),
  /** Whole TWD off the total by a partner's discount code (0 without one); the partner funds it, the pro is paid the total. */
  partner_discount: z.number().int(),
  /** What the consumer pays: the total less the partner's discount. */
  amount_due: z.number().int(),
  at_pro_place: zeroOne,
  /** Hidden (null) on the guest link. */
  address: z.string().nullable(),
  note: z.string(),
  consumer: partySchema,
  pro: partySchema,
  service: z.object({ id: z.number().int(), title: z.string() }),
  items: z.array(shopOrderItemSchema),
  /** Who reads it: the pro, the consumer, or a guest with the link. */
  viewer: z.enum(['pro', 'consumer', 'guest']),
  /** The status changes the reader may make now. */
  actions: z.array(z.enum(SHOP_ORDER_USER_ACTIONS)),
  /** The guest link's token: only the consumer sees it. */
  hash: z.string().nullable(),
  /**
   * The order's safety payment: its `pid` (paid with POST third_party_payments/pay/{pid}.json),
   * its state, and for the consumer the payment's guest link hash (paid and shown without signing
   * in); null on the guest link. `refund_account_needed`: a cancelled order paid by CVS or ATM is
   * refunded by bank transfer, which waits for the consumer's account (given with POST
   * third_party_payments/change_status/edit_refund_info/{pid}.json). `refunded_amount`: NT$ given
   * back to the consumer so far (a cancellation, or an operator's whole or partial grant).
   */
  payment: z
    .object({ pid: z.string(), state: z.enum(SAFETY_PAYMENT_STATES), payment_hash: z.string().nullable(), refund_account_needed: z.boolean(), refunded_amount: z.number().int() })
    .nullable(),
  /** The slot a reservable item's order reserved (freed when the order is cancelled); null otherwise. */
  reservation: shopOrderReservationSchema.nullable(),
  paid_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type ShopOrderResponse = z.infer<typeof shopOrderSchema>;

/** add, view, hash and change_status answer the order. */
export const shopOrderAnswerShape = { nshop_order: shopOrderSchema };
/** GET /new/v1/nshop_orders/index/type:{provider|consumer}/page:{n}.json */
export const shopOrdersPageShape = pagedShape('nshop_orders', shopOrderSchema);
