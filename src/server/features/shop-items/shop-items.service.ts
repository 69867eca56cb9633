import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { PHOTO_THUMB_SIZE } from '../../../domain/media/media';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { nextShopItemState, type ShopItemOwnerAction, type ShopItemState } from '../../../domain/shop/shop-item-status';
import { placeIdsOf, type ShopItemInput, validateShopItem } from '../../../domain/shop/shop-item.schema';
import type { Clock } from '../../adapters/clock';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { stripImageMetadata } from '../../lib/uploads/image-metadata';
import { type CheckedImage, checkImage, filesOf, makeThumbnail } from '../media';
import { photoUrlOf, toShopItemResponse } from './shop-items.mappers';
import * as repo from './shop-items.repository';

type Db = Kysely<Database>;

const PHOTO_FOLDER = 'shop-items';
export const SHOP_ITEM_NOT_FOUND = '找不到這個商品，可能已被刪除。';
const NOT_OWNED = '這個商品不是您的，無法查看或修改。';
const SERVICE_NOT_SELLING = '找不到您的這項服務，或它不提供這個類別（已封存的服務也不能上架商品）。';

const notFound = () => new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ITEM_NOT_FOUND);
const notOwned = () => new AppError('not_found', ShopItemError.ItemNotOwned, NOT_OWNED);

const STATUS_REFUSED: Record<ShopItemOwnerAction, string> = {
  publish: '只有審核通過且尚未上架的商品可以上架。',
  unpublish: '這個商品目前沒有上架。',
  delete: '這個商品已經刪除。',
  apply_review: '這個商品已在審核中或已通過審核，不需要再送審。',
};

export const stateOf = (row: repo.ShopItemRow): ShopItemState => ({ review: row.review, published: row.is_published, deleted: row.deleted_at !== null });

/** A whole number from a body field (a number or digits), or null. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

interface SavedPhoto {
  path: string;
  thumb_path: string;
  width: number;
  height: number;
}

/**
 * The pro's shop items (spec sections 4 and 7, `/new/v1/nshop_items/...`): add and edit the
 * whole item (plans, ordered photos, quantity, keywords, reservable), list and view their own,
 * and change its status. A refusal carries the spec's code (801-826) in `error`.
 */
export class ShopItemsService {
  constructor(private readonly deps: { db: Db; storage: FileStorage; clock: Clock }) {}

  /** The item, its owner checked: 801 when there is none (or it is deleted), 802 when it is someone else's. */
  private async ownItem(db: Db, userId: number, id: number, lock = false): Promise<repo.ShopItemRow> {
    const row = await repo.findItem(db, id, lock);
    if (!row || row.deleted_at) throw notFound();
    if (row.user_id !== userId) throw notOwned();
    return row;
  }

  async answer(db: Db, row: repo.ShopItemRow) {
    const [plans, photos] = await Promise.all([repo.plansOf(db, [row.id]), repo.photosOf(db, [row.id])]);
    return { shop_item: toShopItemResponse(row, plans, photos) };
  }

  async index(userId: number) {
    const { db } = this.deps;
    const rows = await repo.itemsOf(db, userId);
    const ids = rows.map((r) => r.id);
    const [plans, photos] = await Promise.all([repo.plansOf(db, ids), repo.photosOf(db, ids)]);
    return { shop_items: rows.map((r) => toShopItemResponse(r, plans, photos)) };
  }

  async view(userId: number, id: number) {
    return this.answer(this.deps.db, await this.ownItem(this.deps.db, userId, id));
  }

  /** The body checked in the spec's order against its uploads, the item's photos and the places that exist. */
  private async check(body: Record<string, unknown>, existingPhotos: readonly repo.PhotoRow[]) {
    const files = filesOf(body.photo);
    const images: (CheckedImage | null)[] = [];
    for (const file of files) images.push(await checkImage('photo', file).catch(() => null));
    const ids = placeIdsOf(body);
    const places = await repo.placesOf(this.deps.db, ids.cityIds, ids.districtIds);
    const checked = validateShopItem(body, { uploads: images.map((i) => i !== null), existingPhotoUrls: existingPhotos.map(photoUrlOf), ...places });
    if (!checked.ok) throw new AppError('invalid', checked.code, `${checked.field}：${checked.message}`, { fields: [{ field: checked.field, message: checked.message }] });
    return { input: checked.value, images: images as CheckedImage[] };
  }

  /** POST add.json: a new draft item in a category of one of the pro's active services. */
  async add(userId: number, body: Record<string, unknown>) {
    const { db, clock } = this.deps;
    const serviceId = idOf(body.quote_service_id);
    const categoryId = idOf(body.quote_category_id);
    if (serviceId === null) throw AppError.invalid([{ field: 'quote_service_id', message: '請指定要上架商品的服務' }]);
    if (categoryId === null) throw AppError.invalid([{ field: 'quote_category_id', message: '請指定商品的服務類別' }]);
    if (!(await repo.activeServiceCategory(db, userId, serviceId, categoryId))) throw AppError.notFound(SERVICE_NOT_SELLING);
    const { input, images } = await this.check(body, []);
    const saved = await this.saveImages(images);
    try {
      const id = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const itemId = await repo.insertItem(trx, { userId, serviceId, categoryId }, input, now);
        await repo.replacePlans(trx, itemId, input.plans);
        await repo.setPhotos(trx, itemId, this.ordered(input, [], saved));
        return itemId;
      });
      return this.view(userId, id);
    } catch (error) {
      await this.removeFiles(saved.flatMap((s) => [s.path, s.thumb_path]));
      throw error;
    }
  }

  /** POST edit/{id}.json: the whole item again; an approved item goes back to review. */
  async edit(userId: number, id: number, body: Record<string, unknown>) {
    const { db, clock } = this.deps;
    await this.ownItem(db, userId, id);
    const before = await repo.photosOf(db, [id]);
    const { input, images } = await this.check(body, before);
    const saved = await this.saveImages(images);
    let dropped: repo.PhotoRow[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        const row = await this.ownItem(trx, userId, id, true);
        const current = await repo.photosOf(trx, [id]);
        // Photos changed since the check (another edit at once): the kept urls must still be there.
        const photos = this.ordered(input, current, saved);
        const next = nextShopItemState(stateOf(row), 'edit');
        if (!next) throw notFound();
        const now = clock.now();
        await repo.updateItem(trx, id, input, next.review, row.review !== next.review, now);
        await repo.replacePlans(trx, id, input.plans);
        await repo.setPhotos(trx, id, photos);
        const kept = new Set(photos.flatMap((p) => ('id' in p ? [p.id] : [])));
        dropped = current.filter((p) => !kept.has(p.id));
      });
    } catch (error) {
      await this.removeFiles(saved.flatMap((s) => [s.path, s.thumb_path]));
      throw error;
    }
    await this.removeFiles(dropped.flatMap((p) => [p.path, p.thumb_path]));
    return this.view(userId, id);
  }

  /** The item's photos in the order asked: kept ones by id, new ones as saved. */
  private ordered(input: ShopItemInput, current: readonly repo.PhotoRow[], saved: readonly SavedPhoto[]) {
    return input.photos.map((ref) => {
      if (ref.kind === 'new') return saved[ref.index]!;
      const photo = current.find((p) => photoUrlOf(p) === ref.url);
      if (!photo) throw new AppError('invalid', ShopItemError.PhotoUrl, 'photos：照片網址不是這個商品的照片', { fields: [{ field: 'photos', message: '照片網址不是這個商品的照片' }] });
      return { id: photo.id };
    });
  }

  /** POST change_status/{action}/{id}.json: publish, unpublish, delete or apply_review, by the one transition function. */
  async changeStatus(userId: number, action: ShopItemOwnerAction, id: number) {
    const { db, clock } = this.deps;
    const row = await db.transaction().execute(async (trx) => {
      const current = await this.ownItem(trx, userId, id, true);
      const next = nextShopItemState(stateOf(current), action);
      if (!next) throw new AppError('conflict', ErrorText.ActionNotAllowed, STATUS_REFUSED[action]);
      const now = clock.now();
      await repo.setState(
        trx,
        id,
        {
          review: next.review,
          is_published: next.published,
          ...(next.deleted ? { deleted_at: now } : {}),
          ...(action === 'apply_review' ? { submitted_at: now, reject_reason: null } : {}),
        },
        now,
      );
      return repo.findItem(trx, id);
    });
    if (!row) throw notFound();
    return this.answer(db, row);
  }

  private async saveImages(images: readonly CheckedImage[]): Promise<SavedPhoto[]> {
    const { storage } = this.deps;
    const saved: SavedPhoto[] = [];
    const written: string[] = [];
    try {
      for (const image of images) {
        const thumb = await makeThumbnail(image, PHOTO_THUMB_SIZE);
        const original = await stripImageMetadata('photo', image.data, image.type);
        const path = await storage.save(PHOTO_FOLDER, original, image.extension);
        written.push(path);
        const thumbPath = await storage.save(PHOTO_FOLDER, thumb.data, thumb.extension);
        written.push(thumbPath);
        saved.push({ path, thumb_path: thumbPath, width: image.width, height: image.height });
      }
    } catch (error) {
      await this.removeFiles(written);
      throw error;
    }
    return saved;
  }

  private async removeFiles(paths: readonly string[]): Promise<void> {
    await Promise.allSettled([...new Set(paths)].map((p) => this.deps.storage.remove(p)));
  }
}
