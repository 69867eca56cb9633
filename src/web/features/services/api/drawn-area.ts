import type { Answer } from '../../../../domain/http/envelope';
import type { drawnAreaAnswerShape, DrawnAreaBody } from '../../../../domain/services/drawn-area.schema';
import type { ApiClient } from '../../../api/client';

/** The service's area drawn on the map (GET|POST /quote_service_areas/drawn/{serviceId}.json, docs/services.md). */
export type DrawnAreaAnswer = Answer<typeof drawnAreaAnswerShape>;

const path = (serviceId: number) => `/quote_service_areas/drawn/${serviceId}.json`;

export const getDrawnArea = (api: ApiClient, serviceId: number) => api.request<DrawnAreaAnswer>(path(serviceId), { quiet: true });

/** Replaces the drawn area; shape none clears it. */
export const saveDrawnArea = (api: ApiClient, serviceId: number, body: DrawnAreaBody) =>
  api.request<DrawnAreaAnswer>(path(serviceId), { method: 'POST', body, quiet: true });
