import { AppError } from '../../../domain/errors/app-error';
import { REQUEST_PHOTOS_MAX } from '../../../domain/requests/quote-request.schema';
import { detectImageType, IMAGE_EXTENSIONS } from '../../../domain/uploads/image-type';
import type { FileStorage } from '../../adapters/storage/storage';
import type { UploadedFile } from '../../plugins/body-parsing';
import { stripImageMetadata } from '../../lib/uploads/image-metadata';

const FOLDER = 'requests';

function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/**
 * The photos of a multipart request form (`photos`, one or several files): at most five,
 * each png, jpeg or gif judged by its bytes (the 10,000,000-byte limit is the upload plugin's).
 */
export function readPhotoUploads(value: unknown): UploadedFile[] {
  if (value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const invalid = (message: string) => AppError.invalid([{ field: 'photos', message }]);
  if (!list.every(isUpload)) throw invalid('請上傳照片檔案');
  if (list.length > REQUEST_PHOTOS_MAX) throw invalid(`照片最多 ${REQUEST_PHOTOS_MAX} 張`);
  for (const file of list) {
    if (!detectImageType(file.data)) throw invalid(`「${file.filename}」不是 png、jpeg 或 gif 圖片`);
  }
  return list;
}

/** Saves checked photos; returns their URLs in order. */
export async function savePhotos(storage: FileStorage, files: readonly UploadedFile[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const file of files) {
      const type = detectImageType(file.data)!;
      urls.push(await storage.save(FOLDER, await stripImageMetadata('photos', file.data, type), IMAGE_EXTENSIONS[type]));
    }
  } catch (error) {
    await removePhotos(storage, urls);
    throw error;
  }
  return urls;
}

/** Removes saved photos whose request was never stored. */
export async function removePhotos(storage: FileStorage, urls: readonly string[]): Promise<void> {
  await Promise.allSettled(urls.map((url) => storage.remove(url)));
}
