import type { LikedPhotoResponse, ServiceLogoResponse, ServicePhotoResponse } from '../../../domain/media/media';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { LikedPhotoRow, PhotoRow } from './media.repository';


export function toPhotoResponse(row: PhotoRow): ServicePhotoResponse {
  const url = uploadUrl(row.path);
  return {
    id: row.id,
    quote_service_id: row.quote_service_id,
    url,
    // Rows from before thumbnails existed show the original.
    thumb_url: row.thumb_path ? uploadUrl(row.thumb_path) : url,
    caption: row.caption,
    display_order: row.display_order,
    width: row.width,
    height: row.height,
    created: toUtcString(row.created),
  };
}

export function toLogoResponse(row: { logo_path: string | null; logo_thumb_path: string | null }): ServiceLogoResponse {
  const logo = row.logo_path ? uploadUrl(row.logo_path) : null;
  return { logo_url: logo, logo_thumb_url: row.logo_thumb_path ? uploadUrl(row.logo_thumb_path) : logo };
}

export function toLikedPhotoResponse(row: LikedPhotoRow): LikedPhotoResponse {
  const url = uploadUrl(row.path);
  return {
    id: row.id,
    url,
    thumb_url: row.thumb_path ? uploadUrl(row.thumb_path) : url,
    caption: row.caption,
    liked: toUtcString(row.liked),
    quote_service: { id: row.service_id, title: row.service_title },
  };
}
