import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useMountLoad } from '../../store/use-mount-load';
import { shopServiceCategoriesLoaded } from '../services/shell';
import { loadShopCategories } from './api/shop';
import { productPath, SHOP_HOME } from './paths';
import './shop.css';

/** dashboard/shop/add (flag shop): the service and category the new item is sold in, then the editor. */
export default function ShopAddScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const categories = useAppSelector((s) => s.service.shopServiceCategories);
  const [chosen, setChosen] = useState('');
  const { failure, load } = useMountLoad(async (api) => {
    dispatch(shopServiceCategoriesLoaded((await api(loadShopCategories)).shop_service_categories));
  });
  const pick = categories?.find((c) => String(c.service_category_id) === chosen);

  return (
    <div className="page shop">
      <h1 className="page__title">{t('shop>add>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && categories === null && <Loading />}
      {categories?.length === 0 && (
        <EmptyState title={t('shop>noServices')} body={t('shop>noServicesBody')} action={<ButtonLink to="/dashboard/services">{t('shop>toServices')}</ButtonLink>} />
      )}
      {categories && categories.length > 0 && (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (pick) navigate(productPath('add', pick.quote_service_id, pick.quote_category_id));
          }}
        >
          <p>{t('shop>add>lead')}</p>
          <Select
            label={t('shop>add>category')}
            placeholder={t('shop>add>choose')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            options={categories.map((c) => ({ value: String(c.service_category_id), label: `${c.service_title} · ${c.category_name}` }))}
          />
          <div className="shop-editor__submit">
            <Button type="submit" disabled={!pick}>
              {t('shop>add>next')}
            </Button>
            <ButtonLink variant="secondary" to={SHOP_HOME}>
              {t('shop>backToShop')}
            </ButtonLink>
          </div>
        </form>
      )}
    </div>
  );
}
