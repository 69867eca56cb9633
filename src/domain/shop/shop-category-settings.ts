import { z } from 'zod';
import { zeroOne } from '../http/refs';

/**
 * The pro's shop settings per service category (`/new/v1/nshop_categories/...`, docs/shop.md):
 * whether they sell in it, how orders are confirmed, and the reservation rules of its reservable
 * items. Shared by the server and the web.
 */

export const SHOP_ORDER_CONFIRMATION_MODES = ['auto', 'manual'] as const;
export type ShopOrderConfirmationMode = (typeof SHOP_ORDER_CONFIRMATION_MODES)[number];

/** Reservation slots: 15 minutes to 8 hours, in steps of 15 minutes. */
export const SHOP_SLOT_MINUTES = { min: 15, max: 480, step: 15 } as const;
/** Minimum notice before a reserved slot: 0 to 30 days, in hours. */
export const SHOP_NOTICE_HOURS = { min: 0, max: 720 } as const;

/** A category without saved settings: not selling, manual confirmation, one-hour slots, a day's notice. */
export const SHOP_CATEGORY_DEFAULTS = {
  is_enabled: false,
  order_confirmation_mode: 'manual' as ShopOrderConfirmationMode,
  reservation_slot_minutes: 60,
  reservation_notice_hours: 24,
};

const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: '是否在此類別販售（is_enabled）應為 0 或 1' })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 1));

/** POST /new/v1/nshop_categories/edit/{serviceCategoryId}.json: what changes; absent fields stay as they are. */
export const shopCategorySettingsInputSchema = z.object({
  is_enabled: flag,
  order_confirmation_mode: z.enum(SHOP_ORDER_CONFIRMATION_MODES, { error: '訂單確認方式（order_confirmation_mode）應為 auto（自動確認）或 manual（手動確認）' }).optional(),
  reservation_slot_minutes: z.coerce
    .number({ error: '預約時段長度（reservation_slot_minutes）需為數字' })
    .int('預約時段長度（reservation_slot_minutes）需為整數')
    .min(SHOP_SLOT_MINUTES.min, `預約時段長度（reservation_slot_minutes）至少 ${SHOP_SLOT_MINUTES.min} 分鐘`)
    .max(SHOP_SLOT_MINUTES.max, `預約時段長度（reservation_slot_minutes）最多 ${SHOP_SLOT_MINUTES.max} 分鐘`)
    .refine((n) => n % SHOP_SLOT_MINUTES.step === 0, `預約時段長度（reservation_slot_minutes）以 ${SHOP_SLOT_MINUTES.step} 分鐘為單位`)
    .optional(),
  reservation_notice_hours: z.coerce
    .number({ error: '最短預約提前時間（reservation_notice_hours）需為數字' })
    .int('最短預約提前時間（reservation_notice_hours）需為整數')
    .min(SHOP_NOTICE_HOURS.min, '最短預約提前時間（reservation_notice_hours）不可小於 0 小時')
    .max(SHOP_NOTICE_HOURS.max, `最短預約提前時間（reservation_notice_hours）最多 ${SHOP_NOTICE_HOURS.max} 小時`)
    .optional(),
});
export type ShopCategorySettingsInput = z.output<typeof shopCategorySettingsInputSchema>;

/** One category of one of the pro's services with its shop settings and undeleted item count. */
export const shopServiceCategorySchema = z.object({
  /** The service category's id (`shop/category/{serviceCategoryId}`). */
  service_category_id: z.number().int(),
  quote_service_id: z.number().int(),
  quote_category_id: z.number().int(),
  service_title: z.string(),
  category_name: z.string(),
  is_enabled: zeroOne,
  order_confirmation_mode: z.enum(SHOP_ORDER_CONFIRMATION_MODES),
  reservation_slot_minutes: z.number().int(),
  reservation_notice_hours: z.number().int(),
  /** Items not deleted, and of those the ones on sale. */
  item_count: z.number().int(),
  on_sale_count: z.number().int(),
  /** Whether the service has business hours: reservations are offered only inside them. */
  has_business_hours: zeroOne,
});
export type ShopServiceCategory = z.infer<typeof shopServiceCategorySchema>;

/** GET index.json: every category of the pro's services that are not archived. */
export const shopServiceCategoriesShape = { shop_service_categories: z.array(shopServiceCategorySchema) };
/** GET view/{id}.json and POST edit/{id}.json. */
export const shopServiceCategoryShape = { shop_service_category: shopServiceCategorySchema };
