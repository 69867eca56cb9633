import { SHOP_ITEM_PHOTOS_MAX, SHOP_ITEM_PLANS_MAX, type ShopServiceType, type ShopTravelPreference } from '../../../domain/shop/shop-item.schema';
import type { ShopItemResponse } from './api/shop';

/** The item editor's values, kept as typed (strings) until sent. */

export interface PlanDraft {
  /** A key for the list only. */
  key: number;
  name: string;
  description: string;
  price: string;
  service_type: ShopServiceType;
}

/** A photo in the editor: one the item has (by its url) or a new file. */
export type PhotoDraft = { key: number; kind: 'kept'; url: string; thumb: string } | { key: number; kind: 'new'; file: File; thumb: string };

export interface AreaDraft {
  city_id: number;
  district_id: number | null;
}

export interface ItemDraft {
  name: string;
  description: string;
  travel_preference: ShopTravelPreference[];
  service_area: AreaDraft[];
  service_type: ShopServiceType;
  service_info: string;
  plans: PlanDraft[];
  photos: PhotoDraft[];
  is_quantity_limited: boolean;
  remaining_quantity: string;
  keywords: string;
  is_reservable: boolean;
}

let nextKey = 1;
export const newKey = () => nextKey++;

export const emptyPlan = (): PlanDraft => ({ key: newKey(), name: '', description: '', price: '', service_type: 'single' });

export function emptyDraft(): ItemDraft {
  return {
    name: '',
    description: '',
    travel_preference: [],
    service_area: [],
    service_type: 'single',
    service_info: '',
    plans: [emptyPlan()],
    photos: [],
    is_quantity_limited: false,
    remaining_quantity: '',
    keywords: '',
    is_reservable: false,
  };
}

export function draftOf(item: ShopItemResponse): ItemDraft {
  return {
    name: item.name,
    description: item.description,
    travel_preference: [...item.travel_preference],
    service_area: item.service_area.map((a) => ({ ...a })),
    service_type: item.service_type,
    service_info: item.service_info,
    plans: item.plans.map((p) => ({ key: newKey(), name: p.name, description: p.description, price: String(p.price), service_type: p.service_type })),
    photos: item.photos.map((p) => ({ key: newKey(), kind: 'kept' as const, url: p.url, thumb: p.thumb_url })),
    is_quantity_limited: item.is_quantity_limited === 1,
    remaining_quantity: item.remaining_quantity === null ? '' : String(item.remaining_quantity),
    keywords: item.keywords.join(', '),
    is_reservable: item.is_reservable === 1,
  };
}

/** Plans: another one (up to 10), or one fewer (never below one). */
export const canAddPlan = (d: ItemDraft) => d.plans.length < SHOP_ITEM_PLANS_MAX;
export const canRemovePlan = (d: ItemDraft) => d.plans.length > 1;
export const canAddPhoto = (d: ItemDraft) => d.photos.length < SHOP_ITEM_PHOTOS_MAX;

/** Moves the photo at `from` one place up (-1) or down (+1). */
export function movePhoto(photos: readonly PhotoDraft[], from: number, by: -1 | 1): PhotoDraft[] {
  const to = from + by;
  if (to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The whole item as the item API's multipart form: fields in bracket notation, new photos as
 * `photo` files in the order they appear, and `photos` naming every photo in order (kept ones by
 * url, new ones as `new:{n}`).
 */
export function itemFormData(draft: ItemDraft, serviceId: number, categoryId: number): FormData {
  const form = new FormData();
  form.append('quote_service_id', String(serviceId));
  form.append('quote_category_id', String(categoryId));
  form.append('name', draft.name);
  form.append('description', draft.description);
  for (const [i, t] of draft.travel_preference.entries()) form.append(`travel_preference[${i}]`, t);
  for (const [i, a] of draft.service_area.entries()) {
    form.append(`service_area[${i}][city_id]`, String(a.city_id));
    if (a.district_id !== null) form.append(`service_area[${i}][district_id]`, String(a.district_id));
  }
  form.append('service_type', draft.service_type);
  form.append('service_info', draft.service_info);
  for (const [i, p] of draft.plans.entries()) {
    form.append(`plans[${i}][name]`, p.name);
    form.append(`plans[${i}][description]`, p.description);
    form.append(`plans[${i}][price]`, p.price);
    form.append(`plans[${i}][service_type]`, p.service_type);
  }
  // No photo at all: an empty order (without `photos` an edit would keep the item's photos).
  if (draft.photos.length === 0) form.append('photos', '');
  let n = 0;
  for (const [i, photo] of draft.photos.entries()) {
    if (photo.kind === 'kept') form.append(`photos[${i}]`, photo.url);
    else {
      form.append(`photos[${i}]`, `new:${n++}`);
      form.append('photo', photo.file, photo.file.name);
    }
  }
  form.append('is_quantity_limited', draft.is_quantity_limited ? '1' : '0');
  if (draft.is_quantity_limited) form.append('remaining_quantity', draft.remaining_quantity);
  const keywords = draft.keywords
    .split(/[,\uFF0C]/)
    .map((k) => k.trim())
    .filter(Boolean);
  for (const [i, k] of keywords.entries()) form.append(`keywords[${i}]`, k);
  form.append('is_reservable', draft.is_reservable ? '1' : '0');
  return form;
}
