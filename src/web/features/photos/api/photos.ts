import type { LikedPhotosPage, PhotoLikeState } from '../../../../domain/media/media';
import type { ApiClient } from '../../../api/client';

export type { PhotoLikeState } from '../../../../domain/media/media';

/** GET /photos/liked.json: the first page holds 9999 photos, in practice all of them. */
export function getLikedPhotos(api: ApiClient): Promise<LikedPhotosPage> {
  return api.request<LikedPhotosPage>('/photos/liked.json', { quiet: true });
}

export function likePhoto(api: ApiClient, photoId: number, liked: boolean): Promise<PhotoLikeState> {
  return api.request<PhotoLikeState>(`/photos/${liked ? 'like' : 'unlike'}/${photoId}.json`, { method: 'POST', body: {} });
}
