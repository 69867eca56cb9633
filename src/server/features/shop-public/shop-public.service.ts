import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { SHOP_ITEM_PAGE_REVIEWS } from '../../../domain/shop/shop-feedbacks.contract';
import { shopItemIdOfSlug } from '../../../domain/shop/shop-item-slug';
import {
  type CategoryShopItemsPage,
  type PublicShopItem,
  RECENT_SHOP_ITEMS,
  SERVICE_SHOP_ITEMS_MAX,
  SHOP_FAVORITES_PER_PAGE,
  SHOP_ITEMS_PER_PAGE,
  type ShopFavoritesPage,
  type ShopItemCard,
  type ShopItemSort,
} from '../../../domain/shop/shop-public.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { Clock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import { versionTag } from '../../lib/data-versions';
import type { CatalogueService } from '../catalogue';
import { feedbacksOfItem, toShopFeedback } from '../shop-feedbacks';
import { shopItemsRepository } from '../shop-items';
import { toPublicShopItem, toShopItemCard } from './shop-public.mappers';
import * as repo from './shop-public.repository';

type Db = Kysely<Database>;

/** What a missing, deleted or unsold item answers (404, code 801). */
export const SHOP_ITEM_NOT_ON_SALE = '找不到這個商品，可能已下架或被刪除。';
export const SHOP_CATEGORY_NOT_FOUND = '找不到這個服務類別。';

const notOnSale = () => new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ITEM_NOT_ON_SALE);
const totalPages = (count: number, per: number) => Math.max(1, Math.ceil(count / per));

/**
 * The shop's public side (docs/shop.md): items on sale as anyone sees them, and a consumer's
 * favourites. Public answers are cached by the routes and pages under the pros' data version,
 * which every change of an item, plan or photo raises (0088).
 */
export class ShopPublicService {
  constructor(private readonly deps: { db: Db; clock: Clock; catalogue: CatalogueService; enabled: boolean }) {}

  /** The shop flag: off, pages list no items and product pages are not found. */
  get enabled(): boolean {
    return this.deps.enabled;
  }

  /** The tag public answers and pages are cached under: the pros (items are theirs) and the catalogue. */
  async version(): Promise<string> {
    return versionTag(await this.deps.catalogue.versions.current(), 'pros', 'catalogue');
  }

  private async cards(rows: readonly repo.PublicItemRow[]): Promise<ShopItemCard[]> {
    const ids = rows.map((r) => r.id);
    const [plans, photos] = await Promise.all([shopItemsRepository.plansOf(this.deps.db, ids), shopItemsRepository.photosOf(this.deps.db, ids)]);
    return rows.map((r) => toShopItemCard(r, plans, photos));
  }

  /** An item on sale by its slug (`{id}-{name}`), or undefined. */
  async bySlug(slug: string): Promise<PublicShopItem | undefined> {
    const id = shopItemIdOfSlug(slug);
    if (id === null) return undefined;
    const { db } = this.deps;
    const row = await repo.findOnSale(db, id);
    if (!row) return undefined;
    const [plans, photos, snapshot, reviews] = await Promise.all([
      shopItemsRepository.plansOf(db, [id]),
      shopItemsRepository.photosOf(db, [id]),
      this.deps.catalogue.snapshot(),
      feedbacksOfItem(db, id, SHOP_ITEM_PAGE_REVIEWS, 0),
    ]);
    const found = snapshot.categories.find((c) => c.id === row.quote_category_id);
    if (!found) return undefined;
    return toPublicShopItem(row, plans, photos, { id: found.id, name: found.name, slug: found.slug }, reviews.map(toShopFeedback));
  }

  async view(slug: string) {
    const item = await this.bySlug(slug);
    if (!item) throw notOnSale();
    return { shop_item: item };
  }

  /** A page of a category's items on sale (newest or best first); undefined for an unknown category. */
  async category(slug: string, page: number, sort: ShopItemSort): Promise<CategoryShopItemsPage | undefined> {
    const found = (await this.deps.catalogue.snapshot()).categories.find((c) => c.slug === slug);
    if (!found) return undefined;
    const { rows, count } = await repo.categoryPage(this.deps.db, found.id, sort, SHOP_ITEMS_PER_PAGE, (page - 1) * SHOP_ITEMS_PER_PAGE);
    return { shop_items: await this.cards(rows), page, total_pages: totalPages(count, SHOP_ITEMS_PER_PAGE), count };
  }

  /** A page of the items on sale matching a typed text (name, keywords, service title), newest first. */
  async search(text: string, page: number): Promise<CategoryShopItemsPage> {
    const { rows, count } = await repo.searchPage(this.deps.db, text, SHOP_ITEMS_PER_PAGE, (page - 1) * SHOP_ITEMS_PER_PAGE);
    return { shop_items: await this.cards(rows), page, total_pages: totalPages(count, SHOP_ITEMS_PER_PAGE), count };
  }

  /** The newest items on sale, for the home page. */
  async recent(): Promise<ShopItemCard[]> {
    return this.cards(await repo.recent(this.deps.db, RECENT_SHOP_ITEMS));
  }

  /** A service's items on sale, newest first, for its profile (none for an unknown or private service). */
  async ofService(serviceId: number): Promise<ShopItemCard[]> {
    return this.cards(await repo.ofService(this.deps.db, serviceId, SERVICE_SHOP_ITEMS_MAX));
  }

  /** A page of the user's favourites, newest first (6 a page, paged in SQL). */
  async favorites(userId: number, page: number): Promise<ShopFavoritesPage> {
    const { rows, count } = await repo.favoritesPage(this.deps.db, userId, SHOP_FAVORITES_PER_PAGE, (page - 1) * SHOP_FAVORITES_PER_PAGE);
    const cards = await this.cards(rows);
    return {
      shop_favorites: rows.map((r, i) => ({ shop_item: cards[i] as ShopItemCard, is_on_sale: r.is_on_sale ? 1 : 0, created: toUtcString(r.favorited) })),
      page,
      total_pages: totalPages(count, SHOP_FAVORITES_PER_PAGE),
      count,
    };
  }

  /** Whether an item is on sale now: the product page's rule, for the reads that show only what it shows. */
  isOnSale(itemId: number): Promise<boolean> {
    return repo.isOnSale(this.deps.db, itemId);
  }

  /** Favourites an item on sale (again is no change); 404 801 for one not on sale. */
  async addFavorite(userId: number, itemId: number) {
    if (!(await repo.isOnSale(this.deps.db, itemId))) throw notOnSale();
    await repo.addFavorite(this.deps.db, userId, itemId, this.deps.clock.now());
    return { shop_item_id: itemId, is_favorite: 1 as const };
  }

  /** Takes an item off the user's favourites (one not there is no change), sold or not. */
  async removeFavorite(userId: number, itemId: number) {
    await repo.removeFavorite(this.deps.db, userId, itemId);
    return { shop_item_id: itemId, is_favorite: 0 as const };
  }

  async favoriteState(userId: number, itemId: number) {
    return { shop_item_id: itemId, is_favorite: (await repo.isFavorite(this.deps.db, userId, itemId)) ? (1 as const) : (0 as const) };
  }
}
