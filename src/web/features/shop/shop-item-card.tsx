import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextShopItemState, type ShopItemOwnerAction } from '../../../domain/shop/shop-item-status';
import { toErrorInfo } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { changeShopItemStatus, type ShopItemResponse } from './api/shop';
import { productPath } from './paths';

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** The cheapest plan's price, or null for an item without plans. */
export function lowestPrice(item: ShopItemResponse): number | null {
  return item.plans.length ? Math.min(...item.plans.map((p) => p.price)) : null;
}

const ACTIONS: readonly ShopItemOwnerAction[] = ['apply_review', 'publish', 'unpublish', 'delete'];

/**
 * One of the pro's items: photo, name, lowest price, review badge (with the reject reason),
 * published or not, and the status changes its state allows; delete asks first.
 */
export function ShopItemCard({ item, onChanged }: { item: ShopItemResponse; onChanged: (item: ShopItemResponse | null) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const state = { review: item.review, published: item.is_published === 1, deleted: false };
  const allowed = ACTIONS.filter((a) => nextShopItemState(state, a) !== null);
  const price = lowestPrice(item);
  const photo = item.photos[0];

  const run = async (action: ShopItemOwnerAction) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api((c) => changeShopItemStatus(c, action, item.shop_item_id));
      onChanged(action === 'delete' ? null : answer.shop_item);
    } catch (failure) {
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="shop-item" data-item={item.shop_item_id}>
      {photo ? <img className="shop-item__photo" src={photo.thumb_url} alt="" width={72} height={72} /> : <span className="shop-item__photo shop-item__photo--none" aria-hidden="true" />}
      <div className="shop-item__body">
        <p className="shop-item__name">{item.name}</p>
        {price !== null && <p className="shop-item__price">{t('shop>fromPrice', { price: money(price) })}</p>}
        <p className="shop-item__badges">
          <span className={`shop-badge shop-badge--review-${item.review}`}>{t(`shop>review>${item.review}`)}</span>
          <span className={`shop-badge ${item.is_published ? 'shop-badge--on' : ''}`}>{t(item.is_published ? 'shop>published' : 'shop>unpublished')}</span>
        </p>
        {item.review === 4 && item.reject_reason && <p className="shop-item__reason">{t('shop>rejectReason', { reason: item.reject_reason })}</p>}
        <FormMessage tone="error" text={error} />
        {confirming ? (
          <div className="shop-item__confirm">
            <p>{t('shop>deleteConfirm')}</p>
            <Button disabled={busy} onClick={() => void run('delete')}>
              {t('shop>deleteYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('shop>deleteNo')}
            </Button>
          </div>
        ) : (
          <div className="shop-item__actions">
            <ButtonLink variant="secondary" to={productPath('edit', item.quote_service_id, item.quote_category_id, item.shop_item_id)}>
              {t('shop>edit')}
            </ButtonLink>
            {allowed.map((action) => (
              <Button
                key={action}
               
                variant={action === 'delete' ? 'ghost' : 'secondary'}
                disabled={busy}
                onClick={() => (action === 'delete' ? setConfirming(true) : void run(action))}
              >
                {t(`shop>actions>${action}`)}
              </Button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
