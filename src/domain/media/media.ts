/** Limits and shapes of a service's logo and photos (docs/media.md). */

/** Photos a service may show; the next upload is refused naming the field. */
export const SERVICE_PHOTOS_MAX = 30;
/** Characters of a photo's caption. */
export const PHOTO_CAPTION_MAX = 100;
/** The longest side of a photo's thumbnail, in pixels (the profile grid shows 320 x 240). */
export const PHOTO_THUMB_SIZE = 480;
/** The side of a logo's square thumbnail, in pixels. */
export const LOGO_THUMB_SIZE = 192;
/** Pixels (width x height) an original may have; larger images are refused before decoding. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** One photo of a service as the API answers it. */
export interface ServicePhotoResponse {
  id: number;
  quote_service_id: number;
  url: string;
  thumb_url: string;
  caption: string;
  display_order: number;
  width: number | null;
  height: number | null;
  created: string;
}

/** A service's logo: null when it has none. */
export interface ServiceLogoResponse {
  logo_url: string | null;
  logo_thumb_url: string | null;
}

/** The logo and photos of one of the pro's services (the answer of every media call). */
export interface ServiceMedia extends ServiceLogoResponse {
  quote_service_id: number;
  quote_service_photos: ServicePhotoResponse[];
}

/** A liked photo with the service it belongs to, for the photo/favorite page. */
export interface LikedPhotoResponse {
  id: number;
  url: string;
  thumb_url: string;
  caption: string;
  liked: string;
  quote_service: { id: number; title: string };
}

export interface LikedPhotosPage {
  photos: LikedPhotoResponse[];
  page: number;
  total_pages: number;
  count: number;
}
