import type { IbonOrderAnswer, IbonOrdersPage } from '../../../../domain/partners/ibon-orders.contract';
import type { ApiClient } from '../../../api/client';

export type { IbonOrder, IbonOrdersPage } from '../../../../domain/partners/ibon-orders.contract';

/** GET /ibon_orders/index/page:{n}.json: the caller's orders made in the ibon channel, 10 a page. */
export const loadIbonOrders = (api: ApiClient, page: number) => api.request<IbonOrdersPage>(`/ibon_orders/index/page:${page}.json`, { quiet: true });

/** GET /ibon_orders/view/{id}.json: one of them. */
export const loadIbonOrder = (api: ApiClient, id: number) => api.request<IbonOrderAnswer>(`/ibon_orders/view/${id}.json`, { quiet: true });
