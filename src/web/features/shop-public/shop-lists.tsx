import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchCategoryShopItems, fetchRecentShopItems, fetchServiceShopItems } from '../../store/shop-item-thunks';
import { ShopItemsSection } from './shop-item-card';
import './shop-public.css';

/**
 * The shop's items on the public pages (category state: categoryShopItems, recentShopItems),
 * preloaded by the server render and read again after a navigation; nothing with the shop flag
 * off or without items.
 */

export function CategoryShopItems({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shop = useAppSelector((s) => s.app.flags.shop);
  const page = useAppSelector((s) => s.category.categoryShopItems[slug]);
  useEffect(() => {
    if (shop && !page) void dispatch(fetchCategoryShopItems(slug));
  }, [dispatch, shop, page, slug]);
  if (!shop) return null;
  return <ShopItemsSection id="category-shop-heading" title={t('shopPublic>lists>category', { name })} items={page?.shop_items} />;
}

export function RecentShopItems() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shop = useAppSelector((s) => s.app.flags.shop);
  const items = useAppSelector((s) => s.category.recentShopItems);
  useEffect(() => {
    if (shop && items === null) void dispatch(fetchRecentShopItems());
  }, [dispatch, shop, items]);
  if (!shop) return null;
  return <ShopItemsSection id="recent-shop-heading" title={t('shopPublic>lists>recent')} items={items} />;
}

/**
 * A pro's items on his profile, with his shop rating (the average and count of his items' reviews,
 * apart from his quote reviews) under the heading when there are any reviews; neither shows while
 * nothing of his is on sale.
 */
export function ServiceShopItems({ serviceId, rating }: { serviceId: number; rating?: { score: number | null | undefined; count: number | undefined } }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const shop = useAppSelector((s) => s.app.flags.shop);
  const items = useAppSelector((s) => s.category.serviceShopItems[serviceId]);
  useEffect(() => {
    if (shop && !items) void dispatch(fetchServiceShopItems(serviceId));
  }, [dispatch, shop, items, serviceId]);
  if (!shop) return null;
  const score = rating?.score;
  const count = rating?.count ?? 0;
  const lead = typeof score === 'number' && count > 0 ? t('shopPublic>lists>serviceRating', { rating: score.toFixed(1), count }) : undefined;
  return <ShopItemsSection id="service-shop-heading" title={t('shopPublic>lists>service')} items={items} lead={lead} />;
}
