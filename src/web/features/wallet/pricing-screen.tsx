import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PayType } from '../../../domain/payments/pay-type';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type CardEntry, type CardField, cardEntryProblems } from './card-entry';
import { CardPicker, type CardSelection } from './card-picker';
import { ConfirmPurchase } from './confirm-purchase';
import { OfflinePayInfo } from './offline-pay-info';
import { PackagePicker } from './package-picker';
import { usePaymentReturn } from './payment-popup';
import { PayTypePicker } from './pay-type-picker';
import { PriceView } from './price-view';
import { readPricingTarget } from './pricing-target';
import { type Choice, customAmountProblem, orderOf, payTypeProblem, type Problem, rangesOf } from './purchase-form';
import { type CheckoutOutcome, useCheckout } from './use-checkout';
import type { Purchase } from './api/wallet';
import { fetchCardSetup, fetchPackages } from './wallet-thunks';

const EMPTY_CARD: CardEntry = { number: '', expiry: '', ccv: '' };

/** dashboard/pricing/{target}: choose credit, how to pay, confirm, and see the outcome. */
export default function PricingScreen({ match }: ScreenProps) {
  const { t } = useTranslation('pricing');
  const { t: td } = useTranslation();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const target = readPricingTarget(match.params.target, search.get('from'));
  usePaymentReturn(target.returnTo);
  const { packages, packagesError, cards, cardConfig, cardsError } = useAppSelector((s) => s.wallet);

  const [choice, setChoice] = useState<Choice | null>(target.amount ? { kind: 'custom', text: String(target.amount) } : null);
  const [payType, setPayType] = useState<PayType>('card');
  const [card, setCard] = useState<CardSelection | null>(null);
  const [entry, setEntry] = useState<CardEntry>(EMPTY_CARD);
  const [remember, setRemember] = useState(true);
  const [checked, setChecked] = useState(false);
  const [cardProblems, setCardProblems] = useState<Partial<Record<CardField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [offline, setOffline] = useState<Purchase | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!packages) void dispatch(fetchPackages());
    if (!cards) void dispatch(fetchCardSetup());
  }, [dispatch, packages, cards]);

  // A package named by the target is chosen once the packages are known.
  useEffect(() => {
    if (choice === null && target.packageId !== null && packages?.packages.some((p) => p.id === target.packageId)) {
      setChoice({ kind: 'package', packageId: target.packageId });
    }
  }, [choice, packages, target.packageId]);

  const cardSelection: CardSelection = card ?? cards?.find((c) => c.is_default)?.id ?? cards?.[0]?.id ?? 'new';
  const ranges = rangesOf(packages);
  const order = orderOf(choice, packages);
  const words = (p: Problem | null) => (p ? t(p.key, p.values) : undefined);
  const customError = checked && choice?.kind === 'custom' ? words(customAmountProblem(choice.text, ranges.custom)) : undefined;
  const payTypeError = order ? words(payTypeProblem(order.price, payType, ranges.payTypes[payType])) : undefined;

  const onOutcome = (outcome: CheckoutOutcome) => {
    if (outcome.kind === 'offline') setOffline(outcome.purchase);
    else if (outcome.kind === 'paid') {
      setChoice(null);
      setEntry(EMPTY_CARD);
      setChecked(false);
    } else if (outcome.kind === 'redirect') {
      setRedirecting(true);
      window.location.assign(outcome.url);
    } else if (outcome.kind === 'cardRefused') {
      setEntry({ ...entry, ccv: '' });
      setNotice(outcome.message || t('card>refused'));
    } else if (outcome.kind === 'invalid') setNotice(failureText(td, outcome.failure));
  };
  const checkout = useCheckout(onOutcome);

  const next = () => {
    setChecked(true);
    setNotice(null);
    if (!order) {
      if (choice === null) setNotice(t('buy>error>choose'));
      return;
    }
    if (payTypeError) return;
    if (payType === 'card' && cardSelection === 'new' && cardConfig?.mode === 'sandbox') {
      const problems = cardEntryProblems(entry);
      setCardProblems(problems);
      if (Object.keys(problems).length > 0) return;
    }
    checkout.ask({ order, payType, card: cardSelection, entry, remember });
  };

  if (packagesError && !packages) {
    return (
      <div className="page wallet">
        <h1 className="page__title">{t('buy>title')}</h1>
        <FormMessage tone="error" text={failureText(td, packagesError)} />
        <Button variant="secondary" onClick={() => void dispatch(fetchPackages())}>
          {td('common>retry')}
        </Button>
      </div>
    );
  }
  if (!packages) return <Loading label={t('buy>loading')} />;

  if (offline) {
    return (
      <div className="page wallet">
        <h1 className="page__title">{t(`result>${offline.pay_type === 'atm' ? 'atmTitle' : 'cvsTitle'}`)}</h1>
        <p className="page__lead">{t('result>offlineLead', { credit: offline.credit.toLocaleString('en-US') })}</p>
        <section className="wallet__result" aria-live="polite">
          <OfflinePayInfo purchase={offline} />
        </section>
        <div className="wallet__actions">
          <ButtonLink to={`/dashboard/purchases?purchase=${offline.id}`}>{t('result>seePurchase')}</ButtonLink>
          <Button variant="secondary" onClick={() => setOffline(null)}>
            {t('result>buyMore')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="page wallet pricing">
      <h1 className="page__title">{t('buy>title')}</h1>
      <p className="page__lead">{t('buy>lead')}</p>
      {target.returnTo && (
        <p className="wallet__hint">
          {t('buy>returnHint')} <Link to={target.returnTo}>{t('buy>returnLink')}</Link>
        </p>
      )}
      <form
        className="pricing__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <PackagePicker packages={packages.packages} custom={ranges.custom} choice={choice} onChoice={setChoice} customError={customError} />
        <PayTypePicker value={payType} ranges={ranges.payTypes} onChange={setPayType} error={payTypeError} />
        {payType === 'card' &&
          (cardsError && !cards ? (
            <div className="wallet__error">
              <FormMessage tone="error" text={failureText(td, cardsError)} />
              <Button variant="secondary" onClick={() => void dispatch(fetchCardSetup())}>
                {td('common>retry')}
              </Button>
            </div>
          ) : cards && cardConfig ? (
            <CardPicker
              config={cardConfig}
              cards={cards}
              selection={cardSelection}
              onSelection={setCard}
              entry={entry}
              onEntry={setEntry}
              problems={cardProblems}
              remember={remember}
              onRemember={setRemember}
            />
          ) : (
            <Loading label={t('card>loading')} />
          ))}
        <PriceView order={order} />
        <FormMessage tone="error" text={notice ?? undefined} />
        <Button type="submit" size="lg" block disabled={redirecting}>
          {redirecting ? t('result>redirecting') : t('buy>next')}
        </Button>
        <p className="wallet__hint">{t('credit>feeNote')}</p>
      </form>
      <ConfirmPurchase
        pending={checkout.pending}
        cards={cards ?? []}
        busy={checkout.busy}
        retryFailure={checkout.retryFailure}
        onConfirm={() => void checkout.confirm()}
        onCancel={checkout.cancel}
      />
    </div>
  );
}
