import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CardPicker } from './card-picker';
import { ConfirmPurchase } from './confirm-purchase';
import { OfflineResult } from './offline-result';
import { PackagePicker } from './package-picker';
import { usePaymentReturn } from './payment-popup';
import { PayTypePicker } from './pay-type-picker';
import { PriceView } from './price-view';
import { readPricingTarget } from './pricing-target';
import { usePricingForm } from './use-pricing-form';
import { fetchCardSetup, fetchPackages } from './wallet-thunks';

/** dashboard/pricing/{target}: choose credit, how to pay, confirm, and see the outcome. */
export default function PricingScreen({ match }: ScreenProps) {
  const { t } = useTranslation('pricing');
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const target = readPricingTarget(match.params.target, search.get('from'));
  usePaymentReturn(target.returnTo);
  const { packages, packagesError, cards, cardConfig, cardsError } = useAppSelector((s) => s.wallet);
  const form = usePricingForm(target);
  const { checkout } = form;

  if (packagesError && !packages) {
    return (
      <div className="page wallet">
        <h1 className="page__title">{t('buy>title')}</h1>
        <FailureRetry unwrapped failure={packagesError} onRetry={() => void dispatch(fetchPackages())} />
      </div>
    );
  }
  if (!packages) return <Loading label={t('buy>loading')} />;
  if (form.offline) return <OfflineResult purchase={form.offline} onBuyMore={() => form.setOffline(null)} />;

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
          form.next();
        }}
      >
        <PackagePicker packages={packages.packages} custom={form.ranges.custom} choice={form.choice} onChoice={form.setChoice} customError={form.customError} />
        <PayTypePicker value={form.payType} ranges={form.ranges.payTypes} onChange={form.setPayType} error={form.payTypeError} />
        {form.payType === 'card' &&
          (cardsError && !cards ? (
            <FailureRetry className="wallet__error" failure={cardsError} onRetry={() => void dispatch(fetchCardSetup())} />
          ) : cards && cardConfig ? (
            <CardPicker
              config={cardConfig}
              cards={cards}
              selection={form.cardSelection}
              onSelection={form.setCard}
              entry={form.entry}
              onEntry={form.setEntry}
              problems={form.cardProblems}
              remember={form.remember}
              onRemember={form.setRemember}
            />
          ) : (
            <Loading label={t('card>loading')} />
          ))}
        <PriceView order={form.order} />
        <FormMessage tone="error" text={form.notice ?? undefined} />
        <Button type="submit" size="lg" block disabled={form.redirecting}>
          {form.redirecting ? t('result>redirecting') : t('buy>next')}
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
