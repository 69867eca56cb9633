import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Answer } from '../../../../domain/http/envelope';
import type { ShopServiceCategory, shopServiceCategoriesShape } from '../../../../domain/shop/shop-category-settings';
import { ButtonLink } from '../../../components/button';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import { useMountLoad } from '../../../store/use-mount-load';

/** Step 19 (Shop): the service's categories as the shop sees them, each leading to its shop screen. */
export function ShopStep({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<ShopServiceCategory[]>();
  const { failure, load } = useMountLoad(async (api) => {
    const answer = await api((c) => c.request<Answer<typeof shopServiceCategoriesShape>>('/new/v1/nshop_categories/index.json', { quiet: true }));
    setRows(answer.shop_service_categories.filter((r) => r.quote_service_id === serviceId));
  });
  return (
    <div className="form">
      <p>{t('services>elsewhere>Shop')}</p>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && !rows && <Loading />}
      {rows && rows.length === 0 && <p>{t('shop>serviceStep>none')}</p>}
      {rows && rows.length > 0 && (
        <>
          <p>{t('shop>serviceStep>lead')}</p>
          <ul>
            {rows.map((r) => (
              <li key={r.service_category_id}>
                <Link to={`/dashboard/shop/category/${r.service_category_id}`}>{r.category_name}</Link> · {t('shop>itemCount', { count: r.item_count })} ·{' '}
                {t(r.is_enabled ? 'shop>selling' : 'shop>notSelling')}
              </li>
            ))}
          </ul>
        </>
      )}
      <ButtonLink to="/dashboard/shop">{t('services>elsewhere>goShop')}</ButtonLink>
    </div>
  );
}
