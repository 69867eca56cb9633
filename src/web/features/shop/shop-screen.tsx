import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useMountLoad } from '../../store/use-mount-load';
import { shopServiceCategoriesLoaded } from '../services/shell';
import { loadShopCategories, loadShopItems, type ShopItemResponse } from './api/shop';
import { categoryPath, categorySettingsPath, SHOP_ADD } from './paths';
import { ShopItemCard } from './shop-item-card';
import './shop.css';

/** The list's copy of a changed item: replaced, or dropped when deleted (null). */
export function itemChanged(items: ShopItemResponse[], id: number, next: ShopItemResponse | null): ShopItemResponse[] {
  return next ? items.map((i) => (i.shop_item_id === id ? next : i)) : items.filter((i) => i.shop_item_id !== id);
}

/**
 * dashboard/shop (flag shop): the pro's shop. The categories of their services with item counts
 * and settings links, then their items with the status changes each allows.
 */
export default function ShopScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const categories = useAppSelector((s) => s.service.shopServiceCategories);
  const [items, setItems] = useState<ShopItemResponse[]>();
  const { failure, load } = useMountLoad(async (api) => {
    const [c, i] = await Promise.all([api(loadShopCategories), api(loadShopItems)]);
    dispatch(shopServiceCategoriesLoaded(c.shop_service_categories));
    setItems(i.shop_items);
  });

  return (
    <div className="page shop">
      <div className="shop__head">
        <h1 className="page__title">{t('shop>title')}</h1>
        <ButtonLink to={SHOP_ADD}>{t('shop>addItem')}</ButtonLink>
      </div>
      <p>{t('shop>lead')}</p>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && (items === undefined || categories === null) && <Loading />}
      {!failure && items && categories && (
        <>
          <section aria-labelledby="shop-categories">
            <h2 id="shop-categories">{t('shop>categoriesTitle')}</h2>
            {categories.length === 0 ? (
              <EmptyState level={3} title={t('shop>noServices')} body={t('shop>noServicesBody')} action={<ButtonLink to="/dashboard/services">{t('shop>toServices')}</ButtonLink>} />
            ) : (
              <ul className="shop__categories">
                {categories.map((c) => (
                  <li key={c.service_category_id} className="shop-category">
                    <Link to={categoryPath(c.service_category_id)} className="shop-category__name">
                      {c.category_name}
                    </Link>
                    <span className="shop-category__meta">
                      {c.service_title} · {t('shop>itemCount', { count: c.item_count })} · {t(c.is_enabled ? 'shop>selling' : 'shop>notSelling')}
                    </span>
                    <Link to={categorySettingsPath(c.service_category_id)}>{t('shop>settingsLink')}</Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="shop-items">
            <h2 id="shop-items">{t('shop>itemsTitle')}</h2>
            {items.length === 0 ? (
              <EmptyState level={3} title={t('shop>noItems')} body={t('shop>noItemsBody')} />
            ) : (
              <ul className="shop__items">
                {items.map((item) => (
                  <ShopItemCard key={item.shop_item_id} item={item} onChanged={(next) => setItems((list) => itemChanged(list ?? [], item.shop_item_id, next))} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
