import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { LOGO_THUMB_SIZE, PHOTO_THUMB_SIZE, SERVICE_PHOTOS_MAX, type ServiceMedia } from '../../../domain/media/media';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { ownService } from '../services';
import { stripImageMetadata, unableToUpload } from '../../lib/uploads/image-metadata';
import { type CheckedImage, checkImage, filesOf, makeThumbnail } from './media-images';
import { toLogoResponse, toPhotoResponse } from './media.mappers';
import * as repo from './media.repository';

type Db = Kysely<Database>;

export const PHOTO_NOT_FOUND = '找不到這張照片。';
const PHOTO_FOLDER = 'service-photos';
const LOGO_FOLDER = 'service-logos';

/** A saved original and its thumbnail. */
interface SavedImage {
  path: string;
  thumb_path: string;
  width: number;
  height: number;
}

/** A pro's logo and photos of a service: upload with thumbnails, caption, reorder, delete. Owner only. */
export class MediaService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async media(userId: number, serviceId: number, db: Db = this.db): Promise<ServiceMedia> {
    const service = await ownService(db, userId, serviceId);
    const photos = await repo.photosOf(db, serviceId);
    return { quote_service_id: serviceId, ...toLogoResponse(service), quote_service_photos: photos.map(toPhotoResponse) };
  }

  /** Replaces the logo; the previous files are removed once the new ones are recorded. */
  async uploadLogo(userId: number, serviceId: number, file: unknown): Promise<ServiceMedia> {
    await ownService(this.db, userId, serviceId);
    const image = await checkImage('logo', filesOf(file)[0]);
    const saved = await this.saveImages([image], LOGO_FOLDER, LOGO_THUMB_SIZE);
    const logo = saved[0]!;
    let previous: (string | null)[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const service = await ownService(trx, userId, serviceId, true);
        previous = [service.logo_path, service.logo_thumb_path];
        await repo.setLogo(trx, serviceId, { logo_path: logo.path, logo_thumb_path: logo.thumb_path });
      });
    } catch (error) {
      await this.removeFiles([logo.path, logo.thumb_path]);
      throw error;
    }
    await this.removeFiles(previous);
    return this.media(userId, serviceId);
  }

  async deleteLogo(userId: number, serviceId: number): Promise<ServiceMedia> {
    const previous = await this.db.transaction().execute(async (trx) => {
      const service = await ownService(trx, userId, serviceId, true);
      if (service.logo_path || service.logo_thumb_path) await repo.setLogo(trx, serviceId, { logo_path: null, logo_thumb_path: null });
      return [service.logo_path, service.logo_thumb_path];
    });
    await this.removeFiles(previous);
    return this.media(userId, serviceId);
  }

  /** Adds one or more photos at the end, each with a thumbnail; at most SERVICE_PHOTOS_MAX in all. */
  async addPhotos(userId: number, serviceId: number, input: { photo?: unknown; caption?: string }): Promise<ServiceMedia> {
    await ownService(this.db, userId, serviceId);
    const files = filesOf(input.photo);
    if (files.length === 0) throw unableToUpload('photo', '請選擇一張圖片檔案上傳。');
    const tooMany = async () =>
      (await repo.countPhotos(this.db, serviceId)) + files.length > SERVICE_PHOTOS_MAX
        ? AppError.invalid([{ field: 'photo', message: `每個服務最多 ${SERVICE_PHOTOS_MAX} 張照片` }])
        : undefined;
    const early = await tooMany();
    if (early) throw early;
    const images: CheckedImage[] = [];
    for (const file of files) images.push(await checkImage('photo', file));
    const saved = await this.saveImages(images, PHOTO_FOLDER, PHOTO_THUMB_SIZE);
    const caption = input.caption ?? '';
    try {
      await this.db.transaction().execute(async (trx) => {
        await ownService(trx, userId, serviceId, true);
        // Counted again under the service's lock: two uploads at once cannot pass the limit together.
        if ((await repo.countPhotos(trx, serviceId)) + saved.length > SERVICE_PHOTOS_MAX) {
          throw AppError.invalid([{ field: 'photo', message: `每個服務最多 ${SERVICE_PHOTOS_MAX} 張照片` }]);
        }
        await repo.insertPhotos(trx, serviceId, saved.map((s) => ({ ...s, caption })));
      });
    } catch (error) {
      await this.removeFiles(saved.flatMap((s) => [s.path, s.thumb_path]));
      throw error;
    }
    return this.media(userId, serviceId);
  }

  async editCaption(userId: number, photoId: number, caption: string): Promise<ServiceMedia> {
    const photo = await repo.findOwnedPhoto(this.db, userId, photoId);
    if (!photo) throw AppError.notFound(PHOTO_NOT_FOUND);
    await repo.updateCaption(this.db, photoId, caption);
    return this.media(userId, photo.quote_service_id);
  }

  async deletePhoto(userId: number, photoId: number): Promise<ServiceMedia> {
    const photo = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findOwnedPhoto(trx, userId, photoId, true);
      if (!found) throw AppError.notFound(PHOTO_NOT_FOUND);
      await repo.deletePhoto(trx, photoId);
      return found;
    });
    await this.removeFiles([photo.path, photo.thumb_path]);
    return this.media(userId, photo.quote_service_id);
  }

  /** The new order: every photo of the service exactly once. */
  async sort(userId: number, serviceId: number, ids: number[]): Promise<ServiceMedia> {
    await this.db.transaction().execute(async (trx) => {
      await ownService(trx, userId, serviceId, true);
      const current = (await repo.photosOf(trx, serviceId)).map((p) => p.id);
      const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
      if (!same) throw AppError.invalid([{ field: 'ids', message: '請列出這個服務的每一張照片，各一次' }]);
      await repo.reorderPhotos(trx, serviceId, ids);
    });
    return this.media(userId, serviceId);
  }

  private async saveImages(images: CheckedImage[], folder: string, thumbSize: number): Promise<SavedImage[]> {
    const saved: SavedImage[] = [];
    const written: string[] = [];
    try {
      for (const image of images) {
        const thumb = await makeThumbnail(image, thumbSize);
        const original = await stripImageMetadata(folder === LOGO_FOLDER ? 'logo' : 'photo', image.data, image.type);
        const path = await this.storage.save(folder, original, image.extension);
        written.push(path);
        const thumbPath = await this.storage.save(folder, thumb.data, thumb.extension);
        written.push(thumbPath);
        saved.push({ path, thumb_path: thumbPath, width: image.width, height: image.height });
      }
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
    return saved;
  }

  private async removeFiles(paths: (string | null)[]): Promise<void> {
    const unique = [...new Set(paths.filter((p): p is string => Boolean(p)))];
    await Promise.allSettled(unique.map((p) => this.storage.remove(p)));
  }
}
