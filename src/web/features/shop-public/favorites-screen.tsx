import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopFavoritesPage } from '../../../domain/shop/shop-public.contract';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useApi } from '../../store/use-api';
import { getFavorites, setFavorite } from './api';
import { ShopItemCard } from './shop-item-card';
import './shop-public.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: ShopFavoritesPage };

/** dashboard/shop-consumer/favorite: the items the consumer favoured, newest first, 6 a page. */
export default function ShopFavoritesScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api((client) => getFavorites(client, page)).then(
      (answer) => setState({ kind: 'ready', page: answer }),
      () => setState({ kind: 'failed' }),
    );
  }, [api, page]);
  useEffect(load, [load]);

  const remove = async (itemId: number) => {
    try {
      await api((client) => setFavorite(client, itemId, false));
      // The page may now be short (or gone): read it again, or the one before when it was the last row.
      if (state.kind === 'ready' && state.page.shop_favorites.length === 1 && page > 1) setPage(page - 1);
      else load();
    } catch {
      // The client has told the failure in a toast.
    }
  };

  return (
    <div className="page">
      <h1 className="page__title">{t('screens>shop-consumer-favorite>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && state.page.count === 0 && (
        <EmptyState title={t('shopPublic>favorites>emptyTitle')} body={t('shopPublic>favorites>emptyBody')} action={<ButtonLink to="/">{t('shopPublic>favorites>browse')}</ButtonLink>} />
      )}
      {state.kind === 'ready' && state.page.count > 0 && (
        <>
          <ul className="shop-cards" aria-label={t('screens>shop-consumer-favorite>title')}>
            {state.page.shop_favorites.map((f) => (
              <li key={f.shop_item.shop_item_id} className={f.is_on_sale ? undefined : 'shop-cards__off'}>
                <ShopItemCard item={f.shop_item} linked={f.is_on_sale === 1} />
                {f.is_on_sale === 0 && <p className="shop-card__soldout">{t('shopPublic>favorites>offSale')}</p>}
                <button type="button" className="btn btn--ghost" onClick={() => remove(f.shop_item.shop_item_id)}>
                  {t('shopPublic>favorite>remove')}
                </button>
              </li>
            ))}
          </ul>
          <Pager page={state.page.page} totalPages={state.page.total_pages} onSelect={setPage} />
        </>
      )}
    </div>
  );
}
