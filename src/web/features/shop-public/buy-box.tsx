import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/button';
import { formatTwd } from '../../../domain/money/twd';
import { isInStock } from '../../../domain/shop/product-json-ld';
import type { PublicShopItem } from '../../../domain/shop/shop-public.contract';
import { loginRedirect } from '../../routes/login-redirect';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { countsUpdated } from '../../store/user-slice';
import { addToCart } from './api';
import { useFavorite } from './use-favorite';

/** The most one cart line takes of an unlimited item. */
export const MAX_QUANTITY = 99;

/** How many can be bought: 1 up to the stock (or MAX_QUANTITY); 0 when sold out. */
export function maxQuantity(item: Pick<PublicShopItem, 'is_quantity_limited' | 'remaining_quantity'>): number {
  if (!isInStock(item)) return 0;
  return item.is_quantity_limited ? Math.min(item.remaining_quantity ?? 0, MAX_QUANTITY) : MAX_QUANTITY;
}

/** The quantity the address asks for (`/product/{slug}/{amount}`), kept within 1 and the most. */
export function initialQuantity(amount: string | undefined, most: number): number {
  const n = Number(amount);
  if (most === 0) return 0;
  return Number.isInteger(n) && n >= 1 ? Math.min(n, most) : 1;
}

/** Choose a plan and a quantity, see the total, put it in the cart; and the heart. */
export function BuyBox({ item, amount }: { item: PublicShopItem; amount: string | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const location = useLocation();
  // A guest signs in first and comes back to this page.
  const login = loginRedirect(`${location.pathname}${location.search}`);
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const most = maxQuantity(item);
  const [planId, setPlanId] = useState(item.plans[0]?.shop_item_plan_id ?? 0);
  const [quantity, setQuantity] = useState(() => initialQuantity(amount, most));
  const [sending, setSending] = useState(false);
  const { favorite, busy, toggle } = useFavorite(item.shop_item_id);
  const plan = item.plans.find((p) => p.shop_item_plan_id === planId) ?? item.plans[0];
  const total = (plan?.price ?? 0) * quantity;

  const add = async () => {
    if (!plan || quantity < 1) return;
    setSending(true);
    try {
      const { cartCount } = await api((client) => addToCart(client, { shop_item_id: item.shop_item_id, shop_item_plan_id: plan.shop_item_plan_id, quantity }));
      // The header and the menu show the cart's count at once, not after a reload.
      dispatch(countsUpdated({ cartCount }));
      dispatch(toastAdded({ tone: 'success', messageKey: 'shopPublic>buy>added' }));
    } catch {
      // The client has told the failure in a toast.
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="buy-box" aria-labelledby="buy-heading">
      <h2 id="buy-heading" className="buy-box__title">
        {t('shopPublic>buy>heading')}
      </h2>
      <fieldset className="buy-box__plans">
        <legend>{t('shopPublic>buy>plan')}</legend>
        {item.plans.map((p) => (
          <label key={p.shop_item_plan_id} className={p.shop_item_plan_id === plan?.shop_item_plan_id ? 'plan-option plan-option--on' : 'plan-option'}>
            <input type="radio" name="plan" value={p.shop_item_plan_id} checked={p.shop_item_plan_id === plan?.shop_item_plan_id} onChange={() => setPlanId(p.shop_item_plan_id)} />
            <span className="plan-option__name">{p.name}</span>
            <span className="plan-option__price">{formatTwd(p.price)}</span>
            {p.description && <span className="plan-option__description muted">{p.description}</span>}
          </label>
        ))}
      </fieldset>
      {most === 0 ? (
        <p className="buy-box__soldout">{t('shopPublic>soldOut')}</p>
      ) : (
        <>
          <div className="buy-box__quantity">
            <label htmlFor="buy-quantity">{t('shopPublic>buy>quantity')}</label>
            <div className="stepper">
              <button type="button" className="btn btn--secondary" aria-label={t('shopPublic>buy>less')} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                −
              </button>
              <input
                id="buy-quantity"
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                value={quantity}
                onChange={(e) => {
                  const n = Math.trunc(Number(e.target.value));
                  setQuantity(Number.isFinite(n) ? Math.min(Math.max(n, 1), most) : 1);
                }}
              />
              <button type="button" className="btn btn--secondary" aria-label={t('shopPublic>buy>more')} disabled={quantity >= most} onClick={() => setQuantity((q) => Math.min(most, q + 1))}>
                +
              </button>
            </div>
            {item.is_quantity_limited === 1 && <p className="muted">{t('shopPublic>buy>left', { count: item.remaining_quantity ?? 0 })}</p>}
          </div>
          <p className="buy-box__total">
            {t('shopPublic>buy>total')} <strong>{formatTwd(total)}</strong>
          </p>
          {signedIn ? (
            <button type="button" className="btn btn--primary btn--lg buy-box__add" disabled={sending || !plan} onClick={add}>
              {t('shopPublic>buy>addToCart')}
            </button>
          ) : (
            <ButtonLink to={login.to} state={login.state} size="lg" className="buy-box__add">
              {t('shopPublic>buy>addToCart')}
            </ButtonLink>
          )}
        </>
      )}
      {signedIn ? (
        <button type="button" className={favorite ? 'favorite-button favorite-button--on' : 'favorite-button'} aria-pressed={favorite} disabled={busy} onClick={toggle}>
          <span aria-hidden="true">{favorite ? '♥' : '♡'}</span> {t(favorite ? 'shopPublic>favorite>remove' : 'shopPublic>favorite>add')}
        </button>
      ) : (
        <Link className="favorite-button" to={login.to} state={login.state}>
          <span aria-hidden="true">♡</span> {t('shopPublic>favorite>add')}
        </Link>
      )}
    </section>
  );
}
