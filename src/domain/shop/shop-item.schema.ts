import { ShopItemError, type ShopItemErrorCode } from './shop-item-errors';

/**
 * A shop item as the pro sends it (add and edit take the whole item) and its checks. Each
 * check answers one spec code; `validateShopItem` returns the first failing one in the spec's
 * order (803 name ... 826 reservation flag), with the field it names.
 */

export const SHOP_ITEM_NAME_MAX = 60;
export const SHOP_ITEM_DESCRIPTION_MAX = 2000;
export const SHOP_ITEM_SERVICE_INFO_MAX = 2000;
export const SHOP_ITEM_AREAS_MAX = 30;
export const SHOP_ITEM_PLANS_MAX = 10;
export const SHOP_PLAN_NAME_MAX = 40;
export const SHOP_PLAN_DESCRIPTION_MAX = 500;
/** Whole TWD. */
export const SHOP_PLAN_PRICE_MIN = 1;
export const SHOP_PLAN_PRICE_MAX = 1_000_000;
export const SHOP_ITEM_PHOTOS_MAX = 10;
export const SHOP_ITEM_QUANTITY_MAX = 99_999;
export const SHOP_ITEM_KEYWORDS_MAX = 10;
export const SHOP_KEYWORD_MAX = 20;

/** How pro and customer meet: the pro travels to the customer, the customer comes to the pro, or over phone or internet. */
export const SHOP_TRAVEL_PREFERENCES = ['to_customer', 'at_pro', 'remote'] as const;
export type ShopTravelPreference = (typeof SHOP_TRAVEL_PREFERENCES)[number];
export const SHOP_TRAVEL_PREFERENCE_TEXT: Record<ShopTravelPreference, string> = { to_customer: '到府服務', at_pro: '到店服務', remote: '線上或電話服務' };

/** What is sold: one visit, a recurring service, or a package of several visits. */
export const SHOP_SERVICE_TYPES = ['single', 'recurring', 'package'] as const;
export type ShopServiceType = (typeof SHOP_SERVICE_TYPES)[number];
export const SHOP_SERVICE_TYPE_TEXT: Record<ShopServiceType, string> = { single: '單次服務', recurring: '定期服務', package: '多次套票' };

/** A photo's place in the item's order: the n-th uploaded file (`new:n`, from 0) or a photo the item has (by its url). */
export type ShopPhotoRef = { kind: 'new'; index: number } | { kind: 'existing'; url: string };

export interface ShopPlanInput {
  name: string;
  description: string;
  price: number;
  service_type: ShopServiceType;
}

export interface ShopItemInput {
  name: string;
  description: string;
  travel_preference: ShopTravelPreference[];
  service_area: { city_id: number; district_id: number | null }[];
  service_type: ShopServiceType;
  service_info: string;
  plans: ShopPlanInput[];
  photos: ShopPhotoRef[];
  is_quantity_limited: boolean;
  remaining_quantity: number | null;
  keywords: string[];
  is_reservable: boolean;
}

/** What the checks need beside the body: the uploaded files, the item's photos and the places that exist. */
export interface ShopItemContext {
  /** Per uploaded file (`photo`), whether it is a readable image. */
  uploads: readonly boolean[];
  /** The urls of the photos the item has now (none for a new item). */
  existingPhotoUrls: readonly string[];
  /** Cities that exist, and each existing district's city. */
  cityIds: ReadonlySet<number>;
  districtCity: ReadonlyMap<number, number>;
}

export type ShopItemCheck = { ok: true; value: ShopItemInput } | { ok: false; code: ShopItemErrorCode; field: string; message: string };

class Refusal {
  constructor(
    readonly code: ShopItemErrorCode,
    readonly field: string,
    readonly message: string,
  ) {}
}
const refuse = (code: ShopItemErrorCode, field: string, message: string): never => {
  throw new Refusal(code, field, message);
};

/** Text trimmed, within min..max characters, or null. */
function text(value: unknown, min: number, max: number): string | null {
  if (value === undefined || value === null) return min === 0 ? '' : null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  const length = [...s].length;
  return length >= min && length <= max ? s : null;
}

/** A whole number from a number or digits, or null. */
function whole(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A 0/1 flag (also true/false), or null. */
function flag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** A list from an array, a form's numbered object (`plans[0]`), or one value. */
function list(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.every(([k]) => /^\d+$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return null;
  }
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

function checkPlans(value: unknown): ShopPlanInput[] {
  const plans = list(value);
  if (!plans || plans.length < 1 || plans.length > SHOP_ITEM_PLANS_MAX || !plans.every((p) => p && typeof p === 'object' && !Array.isArray(p))) {
    refuse(ShopItemError.BadPlan, 'plans', `請設定 1 到 ${SHOP_ITEM_PLANS_MAX} 個方案`);
  }
  const rows = plans as Record<string, unknown>[];
  const names = rows.map((p, i) => text(p.name, 1, SHOP_PLAN_NAME_MAX) ?? refuse(ShopItemError.PlanName, `plans[${i}][name]`, `方案名稱請填寫 1 到 ${SHOP_PLAN_NAME_MAX} 個字`));
  const descriptions = rows.map(
    (p, i) => text(p.description, 0, SHOP_PLAN_DESCRIPTION_MAX) ?? refuse(ShopItemError.PlanDescription, `plans[${i}][description]`, `方案說明最多 ${SHOP_PLAN_DESCRIPTION_MAX} 個字`),
  );
  const prices = rows.map((p, i) => {
    const price = whole(p.price);
    return price !== null && price >= SHOP_PLAN_PRICE_MIN && price <= SHOP_PLAN_PRICE_MAX
      ? price
      : refuse(ShopItemError.PlanPrice, `plans[${i}][price]`, `方案價格請填寫 ${SHOP_PLAN_PRICE_MIN} 到 ${SHOP_PLAN_PRICE_MAX.toLocaleString('en-US')} 的整數（新台幣元）`);
  });
  const types = rows.map((p, i) => oneOf(SHOP_SERVICE_TYPES, p.service_type) ?? refuse(ShopItemError.PlanServiceType, `plans[${i}][service_type]`, '請選擇方案的服務類型'));
  return rows.map((_, i) => ({ name: names[i]!, description: descriptions[i]!, price: prices[i]!, service_type: types[i]! }));
}

function checkPhotos(value: unknown, context: ShopItemContext): ShopPhotoRef[] {
  const { uploads, existingPhotoUrls } = context;
  if (uploads.some((readable) => !readable)) refuse(ShopItemError.PhotoError, 'photo', '照片無法讀取，只接受 PNG、JPEG 或 GIF 圖片');
  const given = value === undefined ? null : list(value);
  if (value !== undefined && !given?.every((e) => typeof e === 'string')) refuse(ShopItemError.PhotoError, 'photos', '照片順序格式不正確');
  const entries = (given as string[] | null) ?? [...existingPhotoUrls, ...uploads.map((_, i) => `new:${i}`)];
  if (entries.length > SHOP_ITEM_PHOTOS_MAX) refuse(ShopItemError.PhotoError, 'photos', `每個商品最多 ${SHOP_ITEM_PHOTOS_MAX} 張照片`);
  const refs = entries.map((entry): ShopPhotoRef | string => {
    const match = /^new:(\d{1,2})$/.exec(entry);
    return match ? { kind: 'new', index: Number(match[1]) } : entry;
  });
  const newIndexes = refs.flatMap((r) => (typeof r === 'object' && r.kind === 'new' ? [r.index] : []));
  if (newIndexes.some((i) => i >= uploads.length) || uploads.some((_, i) => !newIndexes.includes(i))) {
    refuse(ShopItemError.PhotoOperation, 'photos', '照片順序必須列出每一張上傳的照片（new:0、new:1…），且不可列出不存在的上傳');
  }
  if (new Set(entries).size !== entries.length) refuse(ShopItemError.PhotoOrder, 'photos', '照片順序中同一張照片出現了兩次');
  return refs.map((r) => (typeof r === 'object' ? r : existingPhotoUrls.includes(r) ? { kind: 'existing' as const, url: r } : refuse(ShopItemError.PhotoUrl, 'photos', `照片網址不是這個商品的照片：${r.slice(0, 100)}`)));
}

function checkKeywords(value: unknown): string[] {
  const raw = typeof value === 'string' ? value.split(/[,，]/) : list(value);
  const bad = () => refuse(ShopItemError.Keyword, 'keywords', `關鍵字最多 ${SHOP_ITEM_KEYWORDS_MAX} 個，每個 1 到 ${SHOP_KEYWORD_MAX} 個字且不可重複`);
  if (!raw) return bad();
  const words = raw.map((w) => (typeof w === 'string' ? w.trim() : null));
  const kept = typeof value === 'string' ? words.filter((w) => w !== '') : words;
  if (kept.length > SHOP_ITEM_KEYWORDS_MAX || kept.some((w) => w === null || w === '' || [...w].length > SHOP_KEYWORD_MAX)) return bad();
  if (new Set(kept).size !== kept.length) return bad();
  return kept as string[];
}

/** Checks a whole item (add or edit) in the spec's order; the first failing check is the answer. */
export function validateShopItem(body: Record<string, unknown>, context: ShopItemContext): ShopItemCheck {
  try {
    const name = text(body.name, 1, SHOP_ITEM_NAME_MAX) ?? refuse(ShopItemError.BadName, 'name', `商品名稱請填寫 1 到 ${SHOP_ITEM_NAME_MAX} 個字`);
    const description =
      text(body.description, 1, SHOP_ITEM_DESCRIPTION_MAX) ?? refuse(ShopItemError.BadDescription, 'description', `商品描述請填寫 1 到 ${SHOP_ITEM_DESCRIPTION_MAX} 個字`);
    const travelList = list(body.travel_preference);
    const travel = travelList?.map((t) => oneOf(SHOP_TRAVEL_PREFERENCES, t));
    if (!travel || travel.length === 0 || travel.some((t) => t === null) || new Set(travel).size !== travel.length) {
      refuse(ShopItemError.BadTravelPreference, 'travel_preference', '請選擇服務方式：到府服務、到店服務或線上或電話服務');
    }
    const travelPreference = travel as ShopTravelPreference[];
    const serviceArea = checkArea(body.service_area, travelPreference, context);
    const serviceType = oneOf(SHOP_SERVICE_TYPES, body.service_type) ?? refuse(ShopItemError.BadServiceType, 'service_type', '請選擇服務類型：單次服務、定期服務或多次套票');
    const serviceInfo = text(body.service_info, 0, SHOP_ITEM_SERVICE_INFO_MAX) ?? refuse(ShopItemError.BadServiceInfo, 'service_info', `服務資訊最多 ${SHOP_ITEM_SERVICE_INFO_MAX} 個字`);
    const plans = checkPlans(body.plans);
    const photos = checkPhotos(body.photos, context);
    const limited = flag(body.is_quantity_limited ?? 0) ?? refuse(ShopItemError.QuantityFlag, 'is_quantity_limited', '是否限量請填 0 或 1');
    let remaining: number | null = null;
    if (limited) {
      const n = whole(body.remaining_quantity);
      remaining = n !== null && n >= 0 && n <= SHOP_ITEM_QUANTITY_MAX ? n : refuse(ShopItemError.RemainingQuantity, 'remaining_quantity', `限量商品請填寫剩餘數量 0 到 ${SHOP_ITEM_QUANTITY_MAX.toLocaleString('en-US')}`);
    } else if (body.remaining_quantity !== undefined && body.remaining_quantity !== null && body.remaining_quantity !== '') {
      refuse(ShopItemError.RemainingQuantity, 'remaining_quantity', '不限量的商品不需要填寫剩餘數量');
    }
    const keywords = checkKeywords(body.keywords);
    const reservable = flag(body.is_reservable ?? 0) ?? refuse(ShopItemError.ReservationFlag, 'is_reservable', '是否需要預約請填 0 或 1');
    return {
      ok: true,
      value: {
        name,
        description,
        travel_preference: travelPreference,
        service_area: serviceArea,
        service_type: serviceType,
        service_info: serviceInfo,
        plans,
        photos,
        is_quantity_limited: limited,
        remaining_quantity: remaining,
        keywords,
        is_reservable: reservable,
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, field: error.field, message: error.message };
    throw error;
  }
}

function checkArea(value: unknown, travel: readonly ShopTravelPreference[], context: ShopItemContext) {
  const bad = (message: string) => refuse(ShopItemError.BadServiceArea, 'service_area', message);
  const rows = list(value);
  if (!rows || rows.length > SHOP_ITEM_AREAS_MAX) return bad(`服務地區最多 ${SHOP_ITEM_AREAS_MAX} 個`);
  if (travel.includes('to_customer') && rows.length === 0) return bad('到府服務請至少選擇一個服務地區');
  const areas = rows.map((row) => {
    if (!row || typeof row !== 'object') return bad('服務地區格式不正確');
    const r = row as Record<string, unknown>;
    const cityId = whole(r.city_id);
    const districtId = r.district_id === undefined || r.district_id === null || r.district_id === '' ? null : whole(r.district_id);
    if (cityId === null || !context.cityIds.has(cityId)) return bad('服務地區的縣市不存在');
    if (districtId === null && r.district_id !== undefined && r.district_id !== null && r.district_id !== '') return bad('服務地區的鄉鎮市區不存在');
    if (districtId !== null && context.districtCity.get(districtId) !== cityId) return bad('服務地區的鄉鎮市區不存在或不屬於該縣市');
    return { city_id: cityId, district_id: districtId };
  });
  if (new Set(areas.map((a) => `${a.city_id}:${a.district_id}`)).size !== areas.length) return bad('服務地區重複');
  return areas;
}

/** The city and district ids a body names (to look up before the checks). */
export function placeIdsOf(body: Record<string, unknown>): { cityIds: number[]; districtIds: number[] } {
  const rows = list(body.service_area) ?? [];
  const cityIds = new Set<number>();
  const districtIds = new Set<number>();
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const c = whole(r.city_id);
    const d = whole(r.district_id);
    if (c !== null && c > 0 && c < 2 ** 31) cityIds.add(c);
    if (d !== null && d > 0 && d < 2 ** 31) districtIds.add(d);
  }
  return { cityIds: [...cityIds], districtIds: [...districtIds] };
}
