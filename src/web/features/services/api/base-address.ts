import type { Answer } from '../../../../domain/http/envelope';
import type { BaseAddressBody, baseAddressAnswerShape } from '../../../../domain/services/base-address.schema';
import type { ApiClient } from '../../../api/client';

/** The service's base address (GET|POST /quote_services/base_address/{serviceId}.json, docs/services.md). */
export type BaseAddressAnswer = Answer<typeof baseAddressAnswerShape>;

const path = (serviceId: number) => `/quote_services/base_address/${serviceId}.json`;

export const getBaseAddress = (api: ApiClient, serviceId: number) => api.request<BaseAddressAnswer>(path(serviceId), { quiet: true });

/** Saves the district and street; the answer carries the geocoded point (or the district's centre). */
export const saveBaseAddress = (api: ApiClient, serviceId: number, body: BaseAddressBody) =>
  api.request<BaseAddressAnswer>(path(serviceId), { method: 'POST', body, quiet: true });
