import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import { Button, ButtonLink } from '../../components/button';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useMountLoad } from '../../store/use-mount-load';
import { countsUpdated } from '../../store/user-slice';
import { loadCart, removeCartLine, type ShopCartLine } from './api';
import { groupCart } from './cart';
import { CONSUMER_ORDERS_PATH, checkoutPath } from './paths';
import './shop-orders.css';

function CartLine({ line, onRemove }: { line: ShopCartLine; onRemove: (line: ShopCartLine) => void }) {
  const { t } = useTranslation();
  const off = line.shop_item.is_on_sale === 0;
  return (
    <li className={off ? 'cart-line cart-line--off' : 'cart-line'} data-line={line.id}>
      <div className="cart-line__body">
        <span className="cart-line__name">{line.shop_item.name}</span>
        <span className="muted">{t('shopOrders>cart>planLine', { plan: line.plan.name, price: formatTwd(line.plan.price), quantity: line.quantity })}</span>
        {off ? <span className="shop-order-badge shop-order-badge--off">{t('shopOrders>cart>offSale')}</span> : <strong>{formatTwd(line.subtotal)}</strong>}
      </div>
      <Button variant="ghost" onClick={() => onRemove(line)} aria-label={t('shopOrders>cart>removeNamed', { name: line.shop_item.name, plan: line.plan.name })}>
        {t('shopOrders>cart>remove')}
      </Button>
    </li>
  );
}

/** dashboard/shop-consumer/cart (flag shop): the cart by service, each service checked out on its own. */
export default function CartScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [lines, setLines] = useState<ShopCartLine[]>();
  const [removing, setRemoving] = useState<ShopCartLine | null>(null);
  const [busy, setBusy] = useState(false);
  const { failure, load, api } = useMountLoad(async (call) => {
    const answer = await call(loadCart);
    setLines(answer.nshop_carts);
    dispatch(countsUpdated({ cartCount: answer.cartCount }));
  });

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const answer = await api((client) => removeCartLine(client, removing.id));
      setLines(answer.nshop_carts);
      dispatch(countsUpdated({ cartCount: answer.cartCount }));
      setRemoving(null);
    } catch {
      dispatch(toastAdded({ tone: 'error', messageKey: 'shopOrders>cart>removeFailed' }));
    } finally {
      setBusy(false);
    }
  };

  const groups = lines ? groupCart(lines) : [];
  return (
    <div className="page shop-orders">
      <h1 className="page__title">{t('screens>shop-consumer-cart>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && lines === undefined && <Loading />}
      {lines && lines.length === 0 && (
        <EmptyState title={t('shopOrders>cart>emptyTitle')} body={t('shopOrders>cart>emptyBody')} action={<ButtonLink to="/">{t('shopOrders>cart>browse')}</ButtonLink>} />
      )}
      {groups.map((group, index) => (
        <section key={group.serviceId} className="cart-group" aria-labelledby={`cart-group-${group.serviceId}`} data-service={group.serviceId}>
          <h2 id={`cart-group-${group.serviceId}`}>{group.title || t('shopOrders>cart>group', { n: index + 1 })}</h2>
          <ul className="cart-lines">
            {[...group.lines, ...group.offSale].map((line) => (
              <CartLine key={line.id} line={line} onRemove={setRemoving} />
            ))}
          </ul>
          {group.offSale.length > 0 && <p className="muted">{t('shopOrders>cart>offSaleNote')}</p>}
          <div className="cart-group__foot">
            <span>
              {t('shopOrders>total')} <strong>{formatTwd(group.total)}</strong>
            </span>
            {group.lines.length > 0 && <ButtonLink to={checkoutPath(group.serviceId)}>{t('shopOrders>cart>checkout')}</ButtonLink>}
          </div>
        </section>
      ))}
      {lines && lines.length > 0 && (
        <p>
          <ButtonLink variant="ghost" to={CONSUMER_ORDERS_PATH}>
            {t('shopOrders>cart>toOrders')}
          </ButtonLink>
        </p>
      )}
      <Modal
        open={removing !== null}
        title={t('shopOrders>cart>removeTitle')}
        onClose={() => !busy && setRemoving(null)}
        footer={<CancelAndConfirm busy={busy} onCancel={() => setRemoving(null)} onConfirm={() => void remove()} label={t('shopOrders>cart>removeYes')} busyLabel={t('common>sending')} />}
      >
        <p>{removing && t('shopOrders>cart>removeBody', { name: removing.shop_item.name, plan: removing.plan.name })}</p>
      </Modal>
    </div>
  );
}
