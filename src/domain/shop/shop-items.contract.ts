import { z } from 'zod';
import { requiredText } from '../validation/text';
import { pagedShape, zeroOne } from '../http/refs';
import { queueAssignedSchema, queueAssignmentSchema } from '../ops/queues.contract';
import { SHOP_ITEM_REJECT_REASON_MAX, SHOP_ITEM_REVIEWS, ShopItemReview, type ShopItemReviewValue } from './shop-item-status';
import { SHOP_SERVICE_TYPES, SHOP_TRAVEL_PREFERENCES } from './shop-item.schema';

/** The answers of the shop item calls (the pro's and the console's review), shared by the server and the web. */

export const shopItemPlanSchema = z.object({
  shop_item_plan_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Whole TWD. */
  price: z.number().int(),
  service_type: z.enum(SHOP_SERVICE_TYPES),
});

export const shopItemPhotoSchema = z.object({
  id: z.number().int(),
  /** Also how an edit names the photo in `photos` to keep it. */
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  display_order: z.number().int(),
});

export const shopItemSchema = z.object({
  shop_item_id: z.number().int(),
  quote_service_id: z.number().int(),
  quote_category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  travel_preference: z.array(z.enum(SHOP_TRAVEL_PREFERENCES)),
  service_area: z.array(z.object({ city_id: z.number().int(), district_id: z.number().int().nullable() })),
  service_type: z.enum(SHOP_SERVICE_TYPES),
  service_info: z.string(),
  plans: z.array(shopItemPlanSchema),
  photos: z.array(shopItemPhotoSchema),
  is_quantity_limited: zeroOne,
  remaining_quantity: z.number().int().nullable(),
  keywords: z.array(z.string()),
  is_reservable: zeroOne,
  /** 1 draft, 2 pending review, 3 approved, 4 rejected. */
  review: z.literal(SHOP_ITEM_REVIEWS),
  is_published: zeroOne,
  /** Published and approved: sold while its service is active and not paused. */
  is_on_sale: zeroOne,
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type ShopItemResponse = z.infer<typeof shopItemSchema>;

/** add, edit, view and change_status answer the item. */
export const shopItemAnswerShape = { shop_item: shopItemSchema };
/** GET /new/v1/nshop_items/index.json: the pro's undeleted items, newest change first. */
export const shopItemsIndexShape = { shop_items: z.array(shopItemSchema) };

const ownerSchema = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });
const serviceRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });
const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One item as the console's queue shows it: its pro, service, category and who has taken it. */
export const opsShopItemSchema = shopItemSchema.extend({
  user: ownerSchema.nullable(),
  service: serviceRefSchema.nullable(),
  category: categoryRefSchema.nullable(),
  assignment: queueAssignmentSchema.nullable(),
});
export type OpsShopItem = z.infer<typeof opsShopItemSchema>;
/** GET /ops/shop_items/index/page:{n}.json */
export const opsShopItemsPageShape = pagedShape('shop_items', opsShopItemSchema);
/** GET /ops/shop_items/view/{id}.json, and the answers of approve and reject. */
export const opsShopItemShape = { shop_item: opsShopItemSchema };

/** The queue's filters: the review state (pending by default) and whose items. */
export const opsShopItemsFilterSchema = z.object({
  review: z.coerce
    .number()
    .int()
    .refine((n) => SHOP_ITEM_REVIEWS.includes(n as ShopItemReviewValue), { message: '審核狀態應為 1（草稿）、2（審核中）、3（已通過）或 4（已退件）' })
    .transform((n) => n as ShopItemReviewValue)
    .default(ShopItemReview.Pending),
  assigned: queueAssignedSchema,
});
export type OpsShopItemsFilter = z.infer<typeof opsShopItemsFilterSchema>;

/** POST /ops/shop_items/reject/{id}.json: the reason the pro reads. */
export const rejectShopItemSchema = z.object({
  reason: requiredText('請填寫退件原因，讓專家知道要修改什麼', SHOP_ITEM_REJECT_REASON_MAX, `退件原因最多 ${SHOP_ITEM_REJECT_REASON_MAX} 個字`),
});
