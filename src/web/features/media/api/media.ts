import type { ServiceMedia } from '../../../../domain/media/media';
import type { ApiClient } from '../../../api/client';

export type { ServiceMedia };

/** GET the logo and photos of one of the pro's services. */
export function getServiceMedia(api: ApiClient, serviceId: number): Promise<ServiceMedia> {
  return api.request<ServiceMedia>(`/quote_service_photos/index/${serviceId}.json`, { quiet: true });
}

export function editCaption(api: ApiClient, photoId: number, caption: string): Promise<ServiceMedia> {
  return api.request<ServiceMedia>(`/quote_service_photos/edit/${photoId}.json`, { method: 'POST', body: { caption }, quiet: true });
}

export function deletePhoto(api: ApiClient, photoId: number): Promise<ServiceMedia> {
  return api.request<ServiceMedia>(`/quote_service_photos/delete/${photoId}.json`, { method: 'POST', body: {}, quiet: true });
}

export function sortPhotos(api: ApiClient, serviceId: number, ids: number[]): Promise<ServiceMedia> {
  return api.request<ServiceMedia>(`/quote_service_photos/sort/${serviceId}.json`, { method: 'POST', body: { ids }, quiet: true });
}

export function deleteLogo(api: ApiClient, serviceId: number): Promise<ServiceMedia> {
  return api.request<ServiceMedia>(`/quote_services/delete_logo/${serviceId}.json`, { method: 'POST', body: {}, quiet: true });
}
