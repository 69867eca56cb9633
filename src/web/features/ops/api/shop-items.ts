import type { z } from 'zod';
import type { opsShopItemShape, opsShopItemsPageShape } from '../../../../domain/shop/shop-items.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsShopItem } from '../../../../domain/shop/shop-items.contract';

type Payload<S extends z.ZodRawShape> = { [K in keyof S]: z.infer<S[K]> };
export type OpsShopItemsPage = Payload<typeof opsShopItemsPageShape>;
export type OpsShopItemAnswer = Payload<typeof opsShopItemShape>;

const CONSOLE = { quiet: true, guestOk: true } as const;
const BASE = '/ops/shop_items';

/** The queue's URL for a page and filters (empty ones left out). */
export function shopItemsPath(filters: Readonly<Record<string, string>>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== '') query.set(key, value);
  const search = query.toString();
  return `${BASE}/index/page:${page}.json${search ? `?${search}` : ''}`;
}

export const getShopItemsPage = (api: ApiClient, filters: Readonly<Record<string, string>>, page: number) => api.request<OpsShopItemsPage>(shopItemsPath(filters, page), CONSOLE);

export const getShopItem = (api: ApiClient, id: number) => api.request<OpsShopItemAnswer>(`${BASE}/view/${id}.json`, CONSOLE);

export const approveShopItem = (api: ApiClient, id: number) => api.request<OpsShopItemAnswer>(`${BASE}/approve/${id}.json`, { method: 'POST', body: {}, ...CONSOLE });

export const rejectShopItem = (api: ApiClient, id: number, reason: string) =>
  api.request<OpsShopItemAnswer>(`${BASE}/reject/${id}.json`, { method: 'POST', body: { reason }, ...CONSOLE });
