import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatTwd } from '../../../../domain/money/twd';
import { shopItemPath } from '../../../../domain/shop/shop-item-slug';
import type { PublicShopItem } from '../../../../domain/shop/shop-public.contract';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { Button, ButtonLink } from '../../../components/button';
import { CancelAndConfirm } from '../../../components/cancel-and-confirm';
import { EmptyState } from '../../../components/empty-state';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import { Modal } from '../../../components/modal';
import { useAppSelector } from '../../../store/hooks';
import { useApi } from '../../../store/use-api';
import { orderPath } from '../../../lib/shop-paths';
import { addQuickOrder, loadShopItem } from '../api/fet';
import { FET_LANDING, QUICK_BUY_MAX_QUANTITY, quickBuyProblems, type QuickBuyDraft } from './fet-paths';

type Problems = Partial<Record<'plan' | 'quantity' | 'address' | 'discount' | 'form', string>>;

/**
 * /fet/quick-buy?item={id}: one item bought in one step by a signed-in person: a plan, how many,
 * the place, the discount code, a confirmation, then the order's payment.
 */
export function FetQuickBuy() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const [params] = useSearchParams();
  const raw = params.get('item') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const [item, setItem] = useState<PublicShopItem | null>();
  const [failure, setFailure] = useState<FormFailure>();
  const [draft, setDraft] = useState<QuickBuyDraft>({ planId: null, quantity: '1', atProPlace: false, address: '', code: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setFailure(undefined);
    setItem(undefined);
    if (id === null) {
      setItem(null);
      return;
    }
    api((client) => loadShopItem(client, id)).then(
      (found) => {
        setItem(found);
        setDraft((d) => ({ ...d, planId: found.plans[0]?.shop_item_plan_id ?? null }));
      },
      (error: unknown) => {
        const info = asFormFailure(error);
        if (info.status === 404) setItem(null);
        else setFailure(info);
      },
    );
  }, [api, id]);
  useEffect(load, [load]);

  const plan = item?.plans.find((p) => p.shop_item_plan_id === draft.planId);
  const quantity = Number(draft.quantity);
  const set = (patch: Partial<QuickBuyDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = Object.fromEntries(Object.entries(quickBuyProblems(draft)).map(([field, key]) => [field, t(key)]));
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const order = async () => {
    if (!item || !plan) return;
    setBusy(true);
    const code = draft.code.trim().toUpperCase();
    try {
      const orderId = await api((client) =>
        addQuickOrder(client, {
          items: [{ shop_item_id: item.shop_item_id, shop_item_plan_id: plan.shop_item_plan_id, quantity }],
          at_pro_place: draft.atProPlace ? 1 : 0,
          ...(draft.atProPlace ? {} : { address: draft.address.trim() }),
          ...(code ? { discount_code: code } : {}),
        }),
      );
      void navigate(`${orderPath('consumer', orderId)}#pay`);
    } catch (error) {
      setConfirming(false);
      const info = asFormFailure(error);
      const next: Problems = {};
      for (const f of info.fields) {
        if (f.field === 'discount_code') next.discount = f.message;
        else if (f.field === 'address' || f.field === 'at_pro_place') next.address = f.message;
        else next.form = f.message;
      }
      if (Object.keys(next).length === 0) next.form = info.text ?? t('partners>fet>quickBuy>failed');
      setProblems(next);
    } finally {
      setBusy(false);
    }
  };

  if (failure) return <FailureRetry failure={failure} onRetry={load} />;
  if (item === undefined) return <Loading />;
  if (item === null) {
    return <EmptyState title={t('partners>fet>quickBuy>notFound')} action={<ButtonLink to={`${FET_LANDING}/search`}>{t('partners>fet>navSearch')}</ButtonLink>} />;
  }
  if (!signedIn) return <EmptyState title={t('partners>fet>quickBuy>signIn')} action={<ButtonLink to="/login">{t('partners>fet>quickBuy>toLogin')}</ButtonLink>} />;
  if (item.is_reservable === 1 || item.is_available === 0) {
    return (
      <EmptyState
        title={t(item.is_available === 0 ? 'shopPublic>soldOut' : 'partners>fet>quickBuy>reservable')}
        action={<ButtonLink to={shopItemPath(item.slug)}>{t('partners>fet>quickBuy>toProduct')}</ButtonLink>}
      />
    );
  }
  const total = plan && Number.isInteger(quantity) && quantity > 0 ? plan.price * quantity : null;
  return (
    <form noValidate onSubmit={review} className="fet-quick-buy">
      <h2 className="fet-quick-buy__item">{item.name}</h2>
      <fieldset>
        <legend>{t('partners>fet>quickBuy>plan')}</legend>
        {item.plans.map((p) => (
          <label key={p.shop_item_plan_id} className="checkout__choice">
            <input type="radio" name="plan" checked={draft.planId === p.shop_item_plan_id} onChange={() => set({ planId: p.shop_item_plan_id })} /> {p.name}・{formatTwd(p.price)}
          </label>
        ))}
        <FormMessage tone="error" text={problems.plan} />
      </fieldset>
      <Input
        id="fet-quick-quantity"
        label={t('partners>fet>quickBuy>quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        max={QUICK_BUY_MAX_QUANTITY}
        value={draft.quantity}
        error={problems.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
      />
      <fieldset>
        <legend>{t('shopOrders>checkout>place')}</legend>
        <label className="checkout__choice">
          <input type="radio" name="place" checked={!draft.atProPlace} onChange={() => set({ atProPlace: false })} /> {t('shopOrders>checkout>atAddress')}
        </label>
        <label className="checkout__choice">
          <input type="radio" name="place" checked={draft.atProPlace} onChange={() => set({ atProPlace: true })} /> {t('shopOrders>checkout>atProPlace')}
        </label>
      </fieldset>
      {!draft.atProPlace && (
        <Input id="fet-quick-address" label={t('shopOrders>checkout>address')} value={draft.address} error={problems.address} autoComplete="street-address" onChange={(e) => set({ address: e.target.value })} />
      )}
      <Input
        id="fet-quick-code"
        label={t('shopOrders>checkout>discountCode')}
        hint={t('shopOrders>checkout>discountCodeHint')}
        value={draft.code}
        error={problems.discount}
        maxLength={32}
        autoComplete="off"
        onChange={(e) => {
          set({ code: e.target.value });
          setProblems((p) => ({ ...p, discount: undefined }));
        }}
      />
      {total !== null && (
        <p className="checkout__total">
          {t('shopOrders>total')} <strong data-testid="quick-buy-total">{formatTwd(total)}</strong>
        </p>
      )}
      <FormMessage tone="error" text={problems.form} />
      <Button type="submit" block size="lg">
        {t('shopOrders>checkout>next')}
      </Button>
      <Modal
        open={confirming}
        title={t('shopOrders>checkout>confirmTitle')}
        onClose={() => !busy && setConfirming(false)}
        footer={<CancelAndConfirm busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void order()} label={t('shopOrders>checkout>confirmYes')} busyLabel={t('common>sending')} />}
      >
        <p>{t('shopOrders>checkout>confirmBody', { total: formatTwd(total ?? 0) })}</p>
        {draft.code.trim() && <p>{t('shopOrders>checkout>discountCodeIs', { code: draft.code.trim().toUpperCase() })}</p>}
      </Modal>
    </form>
  );
}
