import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTwd } from '../../../domain/money/twd';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { TextareaField } from '../../components/textarea-field';
import type { ScreenProps } from '../../routes/screen-types';
import { usePartnerShell } from '../partners/shell';
import { ShopSlotPicker } from '../shop-reserve';
import { useAppDispatch } from '../../store/hooks';
import { useMountLoad } from '../../store/use-mount-load';
import { countsUpdated } from '../../store/user-slice';
import { addOrder, loadCart } from './api';
import { type CartGroup, type CheckoutDraft, checkoutProblems, groupCart } from './cart';
import { CART_PATH, idOf, orderPath } from './paths';
import './shop-orders.css';

type Problems = Partial<Record<'address' | 'note' | 'reservation' | 'discount' | 'form', string>>;

/** The partner channels whose offers are discount codes typed at checkout (docs/fet.md). */
const DISCOUNT_CODE_PARTNERS: readonly string[] = ['fet'];

/** The server's refusal by field: address and note beside their fields, anything else above the button. */
function serverProblems(failure: ReturnType<typeof asFormFailure>, fallback: string): Problems {
  const problems: Problems = {};
  for (const f of failure.fields) {
    if (f.field === 'address' || f.field === 'at_pro_place') problems.address = f.message;
    else if (f.field === 'note') problems.note = f.message;
    else if (f.field === 'reservation_begin') problems.reservation = f.message;
    else if (f.field === 'discount_code') problems.discount = f.message;
    else problems.form = f.message;
  }
  if (!problems.address && !problems.note && !problems.reservation && !problems.discount && !problems.form) problems.form = failure.text ?? fallback;
  return problems;
}

/**
 * dashboard/shop-consumer/checkout/{serviceId} (flag shop): the cart's lines of one pro's service
 * on sale, the place (the pro's or an address), a note and the total; confirmed, the order is made
 * and the consumer goes straight to paying it on the order's screen.
 */
export default function CheckoutScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const serviceId = idOf(match.params.serviceId);
  const [group, setGroup] = useState<CartGroup | null>();
  const [cartCount, setCartCount] = useState(0);
  const [draft, setDraft] = useState<CheckoutDraft>({ atProPlace: false, address: '', note: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The chosen slot's begin (UTC string) when the order holds a reservable item. */
  const [slot, setSlot] = useState<string | null>(null);
  const partner = usePartnerShell();
  const takesCode = partner !== null && DISCOUNT_CODE_PARTNERS.includes(partner.id);
  const [code, setCode] = useState('');
  const typedCode = takesCode ? code.trim().toUpperCase() : '';
  const { failure, load, api } = useMountLoad(async (call) => {
    const answer = await call(loadCart);
    setCartCount(answer.cartCount);
    setGroup(groupCart(answer.nshop_carts).find((g) => g.serviceId === serviceId && g.lines.length > 0) ?? null);
  });

  const reservable = group?.lines.find((l) => l.shop_item.is_reservable === 1);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = Object.fromEntries(Object.entries(checkoutProblems(draft)).map(([field, key]) => [field, t(key)]));
    if (reservable && !slot) found.reservation = t('shopOrders>checkout>slotMissing');
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const order = async () => {
    if (!group) return;
    setBusy(true);
    try {
      const note = draft.note.trim();
      const body = { cart_ids: group.lines.map((l) => l.id), at_pro_place: draft.atProPlace ? 1 : 0, ...(draft.atProPlace ? {} : { address: draft.address.trim() }), ...(note ? { note } : {}), ...(reservable && slot ? { reservation_begin: slot } : {}), ...(typedCode ? { discount_code: typedCode } : {}) } as const;
      const { nshop_order } = await api((client) => addOrder(client, body));
      dispatch(countsUpdated({ cartCount: Math.max(0, cartCount - group.lines.length) }));
      navigate(`${orderPath('consumer', nshop_order.nshop_order_id)}#pay`);
    } catch (error) {
      setConfirming(false);
      setProblems(serverProblems(asFormFailure(error), t('shopOrders>checkout>failed')));
    } finally {
      setBusy(false);
    }
  };

  const set = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <div className="page page--narrow shop-orders">
      <h1 className="page__title">{t('screens>shop-consumer-checkout>title')}</h1>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {!failure && group === undefined && <Loading />}
      {group === null && <EmptyState title={t('shopOrders>checkout>nothing')} action={<ButtonLink to={CART_PATH}>{t('shopOrders>checkout>backToCart')}</ButtonLink>} />}
      {group && (
        <form noValidate onSubmit={review} className="checkout">
          <ul className="cart-lines" aria-label={t('shopOrders>lines')}>
            {group.lines.map((line) => (
              <li key={line.id} className="cart-line">
                <div className="cart-line__body">
                  <span className="cart-line__name">{line.shop_item.name}</span>
                  <span className="muted">{t('shopOrders>cart>planLine', { plan: line.plan.name, price: formatTwd(line.plan.price), quantity: line.quantity })}</span>
                  <strong>{formatTwd(line.subtotal)}</strong>
                </div>
              </li>
            ))}
          </ul>
          <fieldset className="checkout__place">
            <legend>{t('shopOrders>checkout>place')}</legend>
            <label className="checkout__choice">
              <input type="radio" name="place" checked={!draft.atProPlace} onChange={() => set({ atProPlace: false })} /> {t('shopOrders>checkout>atAddress')}
            </label>
            <label className="checkout__choice">
              <input type="radio" name="place" checked={draft.atProPlace} onChange={() => set({ atProPlace: true })} /> {t('shopOrders>checkout>atProPlace')}
            </label>
          </fieldset>
          {!draft.atProPlace && (
            <Input id="checkout-address" label={t('shopOrders>checkout>address')} value={draft.address} error={problems.address} onChange={(e) => set({ address: e.target.value })} autoComplete="street-address" />
          )}
          {reservable && (
            <fieldset className="checkout__slot">
              <legend>{t('shopOrders>checkout>slot', { item: reservable.shop_item.name })}</legend>
              <ShopSlotPicker serviceId={reservable.shop_item.quote_service_id} categoryId={reservable.shop_item.quote_category_id} itemId={reservable.shop_item.id} value={slot} onChange={setSlot} />
              <FormMessage tone="error" text={problems.reservation} />
            </fieldset>
          )}
          <TextareaField id="checkout-note" label={t('shopOrders>checkout>note')} hint={t('shopOrders>checkout>noteHint')} value={draft.note} error={problems.note} rows={3} onChange={(e) => set({ note: e.target.value })} />
          {takesCode && (
            <Input
              id="checkout-discount-code"
              label={t('shopOrders>checkout>discountCode')}
              hint={t('shopOrders>checkout>discountCodeHint')}
              value={code}
              error={problems.discount}
              maxLength={32}
              autoCapitalize="characters"
              autoComplete="off"
              onChange={(e) => {
                setCode(e.target.value);
                setProblems((p) => ({ ...p, discount: undefined }));
              }}
            />
          )}
          <p className="checkout__total">
            {t('shopOrders>total')} <strong data-testid="checkout-total">{formatTwd(group.total)}</strong>
          </p>
          {group.offSale.length > 0 && <p className="muted">{t('shopOrders>cart>offSaleNote')}</p>}
          <FormMessage tone="error" text={problems.form} />
          <Button type="submit" block size="lg">
            {t('shopOrders>checkout>next')}
          </Button>
          <ButtonLink variant="ghost" to={CART_PATH}>
            {t('shopOrders>checkout>backToCart')}
          </ButtonLink>
        </form>
      )}
      <Modal
        open={confirming && group !== null && group !== undefined}
        title={t('shopOrders>checkout>confirmTitle')}
        onClose={() => !busy && setConfirming(false)}
        footer={<CancelAndConfirm busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void order()} label={t('shopOrders>checkout>confirmYes')} busyLabel={t('common>sending')} />}
      >
        <p>{t('shopOrders>checkout>confirmBody', { total: formatTwd(group?.total ?? 0) })}</p>
        {typedCode && <p>{t('shopOrders>checkout>discountCodeIs', { code: typedCode })}</p>}
        <p>{draft.atProPlace ? t('shopOrders>checkout>atProPlace') : t('shopOrders>checkout>addressIs', { address: draft.address.trim() })}</p>
      </Modal>
    </div>
  );
}
