import type { LikedPhotoResponse, ServiceLogoResponse, ServicePhotoResponse } from '../../../domain/media/media';
import { toUtcString } from '../../../domain/time/datetime';
import { UPLOADS_URL_PATH } from '../../adapters/storage/disk-storage';
import type { LikedPhotoRow, PhotoRow } from './media.repository';

/** A stored path as a URL: storages answer full URLs; older rows may hold a path under /uploads. */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `${UPLOADS_URL_PATH}/${path}`;
}

export function toPhotoResponse(row: PhotoRow): ServicePhotoResponse {
  const url = mediaUrl(row.path);
  return {
    id: row.id,
    quote_service_id: row.quote_service_id,
    url,
    // Rows from before thumbnails existed show the original.
    thumb_url: row.thumb_path ? mediaUrl(row.thumb_path) : url,
    caption: row.caption,
    display_order: row.display_order,
    width: row.width,
    height: row.height,
    created: toUtcString(row.created),
  };
}

export function toLogoResponse(row: { logo_path: string | null; logo_thumb_path: string | null }): ServiceLogoResponse {
  const logo = row.logo_path ? mediaUrl(row.logo_path) : null;
  return { logo_url: logo, logo_thumb_url: row.logo_thumb_path ? mediaUrl(row.logo_thumb_path) : logo };
}

export function toLikedPhotoResponse(row: LikedPhotoRow): LikedPhotoResponse {
  const url = mediaUrl(row.path);
  return {
    id: row.id,
    url,
    thumb_url: row.thumb_path ? mediaUrl(row.thumb_path) : url,
    caption: row.caption,
    liked: toUtcString(row.liked),
    quote_service: { id: row.service_id, title: row.service_title },
  };
}
