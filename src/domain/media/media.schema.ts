import { z } from 'zod';
import { PHOTO_CAPTION_MAX, SERVICE_PHOTOS_MAX } from './media';

/** POST /quote_service_photos/edit/{id}.json: the caption, trimmed; empty removes it. */
export const photoCaptionSchema = z.object({
  caption: z
    .string()
    .trim()
    .max(PHOTO_CAPTION_MAX, `說明最多 ${PHOTO_CAPTION_MAX} 個字`)
    .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20 && c !== '\n'), '說明含有不允許的字元'),
});
export type PhotoCaptionInput = z.infer<typeof photoCaptionSchema>;

/** POST /quote_service_photos/sort/{serviceId}.json: every photo id of the service, in the new order. */
export const photoSortSchema = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1, '請提供照片順序').max(SERVICE_PHOTOS_MAX),
});
export type PhotoSortInput = z.infer<typeof photoSortSchema>;
