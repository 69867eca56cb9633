import { z } from 'zod';
import { pagedShape, serviceRefSchema } from '../http/refs';

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
export const servicePhotoSchema = z.object({
  id: z.number().int(),
  quote_service_id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  caption: z.string(),
  display_order: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created: z.string(),
});
export type ServicePhotoResponse = z.infer<typeof servicePhotoSchema>;

/** A service's logo: null when it has none. */
export const serviceLogoShape = { logo_url: z.string().nullable(), logo_thumb_url: z.string().nullable() };
export type ServiceLogoResponse = z.infer<z.ZodObject<typeof serviceLogoShape>>;

/** The logo and photos of one of the pro's services (the answer of every media call). */
export const serviceMediaShape = { quote_service_id: z.number().int(), ...serviceLogoShape, quote_service_photos: z.array(servicePhotoSchema) };
export type ServiceMedia = z.infer<z.ZodObject<typeof serviceMediaShape>>;

/** A liked photo with the service it belongs to, for the photo/favorite page. */
export const likedPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  caption: z.string(),
  liked: z.string(),
  quote_service: serviceRefSchema,
});
export type LikedPhotoResponse = z.infer<typeof likedPhotoSchema>;

export const likedPhotosPageShape = pagedShape('photos', likedPhotoSchema);
export type LikedPhotosPage = z.infer<z.ZodObject<typeof likedPhotosPageShape>>;

/** A photo's like after liking or unliking it. */
export const photoLikeStateShape = { photo: z.object({ id: z.number().int(), is_liked: z.boolean(), like_count: z.number().int() }) };
export type PhotoLikeState = z.infer<z.ZodObject<typeof photoLikeStateShape>>;
