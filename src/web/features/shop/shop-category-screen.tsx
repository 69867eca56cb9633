import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useMountLoad } from '../../store/use-mount-load';
import { shopServiceCategoryLoaded } from '../services/shell';
import { loadShopCategory, loadShopItems, type ShopItemResponse } from './api/shop';
import { categorySettingsPath, productPath, SHOP_HOME } from './paths';
import { ShopItemCard } from './shop-item-card';
import { itemChanged } from './shop-screen';
import './shop.css';

export const serviceCategoryIdOf = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/** dashboard/shop/category/{serviceCategoryId} (flag shop): the category's settings at a glance and its items. */
export default function ShopCategoryScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = serviceCategoryIdOf(match.params.serviceCategoryId);
  const stored = useAppSelector((s) => s.service.shopServiceCategory);
  const category = stored?.service_category_id === id ? stored : null;
  const [items, setItems] = useState<ShopItemResponse[]>();
  const { failure, load } = useMountLoad(async (api) => {
    const [c, i] = await Promise.all([api((client) => loadShopCategory(client, id)), api(loadShopItems)]);
    dispatch(shopServiceCategoryLoaded(c.shop_service_category));
    setItems(i.shop_items.filter((item) => item.quote_service_id === c.shop_service_category.quote_service_id && item.quote_category_id === c.shop_service_category.quote_category_id));
  });

  return (
    <div className="page shop">
      <h1 className="page__title">{category ? category.category_name : t('shop>category>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && (!category || !items) && <Loading />}
      {!failure && category && items && (
        <>
          <p>{category.service_title}</p>
          <ul className="shop__facts">
            <li>{t(category.is_enabled ? 'shop>selling' : 'shop>notSelling')}</li>
            <li>{t(`shop>settings>modes>${category.order_confirmation_mode}`)}</li>
            <li>{t('shop>settings>slotSummary', { minutes: category.reservation_slot_minutes, hours: category.reservation_notice_hours })}</li>
          </ul>
          <div className="shop__head">
            <ButtonLink variant="secondary" to={categorySettingsPath(id)}>
              {t('shop>settingsLink')}
            </ButtonLink>
            <ButtonLink to={productPath('add', category.quote_service_id, category.quote_category_id)}>{t('shop>addItem')}</ButtonLink>
          </div>
          <h2>{t('shop>itemsTitle')}</h2>
          {items.length === 0 ? (
            <EmptyState level={3} title={t('shop>noItems')} body={t('shop>noItemsBody')} />
          ) : (
            <ul className="shop__items">
              {items.map((item) => (
                <ShopItemCard key={item.shop_item_id} item={item} onChanged={(next) => setItems((list) => itemChanged(list ?? [], item.shop_item_id, next))} />
              ))}
            </ul>
          )}
        </>
      )}
      <ButtonLink variant="ghost" to={SHOP_HOME}>
        {t('shop>backToShop')}
      </ButtonLink>
    </div>
  );
}
