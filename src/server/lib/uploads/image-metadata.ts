import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { IMAGE_MAX_PIXELS } from '../../../domain/media/media';
import type { ImageType } from '../../../domain/uploads/image-type';

type Sharp = typeof import('sharp').default;
let sharpLoading: Promise<Sharp> | undefined;

/**
 * sharp (libvips, a native addon) loads with the first picture, not at start: most starts of
 * a server copy never see an upload before the next one.
 */
export function loadSharp(): Promise<Sharp> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // One image at a time per call keeps two cores free for requests.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

/** 'unable to upload' (400) naming the field, with why. */
export function unableToUpload(field: string, message: string): AppError {
  return new AppError('invalid', ErrorText.UnableToUpload, ERROR_TEXT_MESSAGES[ErrorText.UnableToUpload]!, { fields: [{ field, message }] });
}

/**
 * The one way an uploaded picture is stored (docs/media.md "Metadata"): turned upright by its
 * EXIF orientation, then re-encoded in its own format without any metadata, so no camera,
 * GPS location, time or comment survives. GIFs keep every frame. A picture that does not
 * decode is refused (400 naming the field), as nothing could vouch for what it carries.
 */
export async function stripImageMetadata(field: string, data: Buffer, type: ImageType): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    if (type === 'gif') return await sharp(data, { animated: true, limitInputPixels: IMAGE_MAX_PIXELS }).gif().toBuffer();
    const upright = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
    return await (type === 'jpeg' ? upright.jpeg({ quality: 90, mozjpeg: true }) : upright.png({ compressionLevel: 9 })).toBuffer();
  } catch {
    throw unableToUpload(field, '圖片無法讀取，檔案可能已損毀或尺寸過大。');
  }
}
