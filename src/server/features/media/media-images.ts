import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { IMAGE_MAX_PIXELS } from '../../../domain/media/media';
import { detectImageType, IMAGE_EXTENSIONS, type ImageType } from '../../../domain/uploads/image-type';
import { loadSharp, unableToUpload as refusal } from '../../lib/uploads/image-metadata';
import type { UploadedFile } from '../../plugins/body-parsing';

/** An upload checked by its bytes and decoded once: its type, size and pixels. */
export interface CheckedImage {
  data: Buffer;
  type: ImageType;
  extension: string;
  width: number;
  height: number;
}

export interface Thumbnail {
  data: Buffer;
  extension: string;
  width: number;
  height: number;
}

/** The uploaded files of a field: one file, several, or none. */
export function filesOf(value: unknown): UploadedFile[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.filter((f): f is UploadedFile => Boolean(f) && Buffer.isBuffer((f as Partial<UploadedFile>).data));
}

/**
 * Spec section 5 for a picture: at most 10,000,000 bytes; png, jpeg (jpg) or gif told by the
 * file's bytes, never by its name or declared type; and it must really decode as that image.
 */
export async function checkImage(field: string, value: unknown, label = ''): Promise<CheckedImage> {
  // `label` names the field in the refusal's words (e.g. 「封面圖片（cover）：」) where the form has several.
  const unableToUpload = (name: string, message: string) => refusal(name, `${label}${message}`);
  const upload = value as Partial<UploadedFile> | undefined;
  if (!upload || !Buffer.isBuffer(upload.data) || upload.data.length === 0) throw unableToUpload(field, '請選擇一張圖片檔案上傳。');
  // The multipart parser stops at the limit already; this covers any other way in.
  if (upload.data.length > UPLOAD_MAX_BYTES) throw new AppError('too_large', ErrorText.FileTooLarge, ERROR_TEXT_MESSAGES[ErrorText.FileTooLarge]!);
  const type = detectImageType(upload.data);
  if (!type) throw unableToUpload(field, '只接受 PNG、JPEG 或 GIF 圖片。');
  const sharp = await loadSharp();
  try {
    const meta = await sharp(upload.data, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    if (meta.format !== type) throw new Error(`bytes say ${type}, decoder says ${meta.format}`);
    // EXIF orientations 5-8 turn the picture a quarter: its shown size is the other way round.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      data: upload.data,
      type,
      extension: IMAGE_EXTENSIONS[type],
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
    };
  } catch {
    throw unableToUpload(field, '圖片無法讀取，檔案可能已損毀或尺寸過大。');
  }
}

/**
 * A thumbnail whose longer side is at most `size` pixels, turned upright by its EXIF
 * orientation and without metadata (no camera or location data). JPEG stays JPEG; PNG and GIF
 * become PNG (the first frame of an animation), keeping transparency.
 */
export async function makeThumbnail(image: CheckedImage, size: number): Promise<Thumbnail> {
  const sharp = await loadSharp();
  const pipeline = sharp(image.data, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
  const encoded = image.type === 'jpeg' ? pipeline.jpeg({ quality: 80, mozjpeg: true }) : pipeline.png({ compressionLevel: 9, palette: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, extension: image.type === 'jpeg' ? 'jpg' : 'png', width: info.width, height: info.height };
}
