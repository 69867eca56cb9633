import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { ADD_CARD_PATH } from './add-card';
import { AutoTopupForm } from './auto-topup-form';
import { useAutoTopup } from './use-auto-topup';

/**
 * Auto top-up on dashboard/credit: off by default. Turning it on names a threshold, a package
 * and a bound card, and asks for an explicit consent that states the price and "at most once a day".
 */
export function AutoTopupSettings() {
  const { t } = useTranslation();
  const topup = useAutoTopup();
  const { failure, retry, values, packages, cards, saved } = topup;

  let body: ReactNode;
  if (failure) {
    body = <FailureRetry className="wallet__error" failure={failure} onRetry={retry} />;
  } else if (!values || !packages || !cards || !saved) {
    body = <Loading label={t('wallet>autoTopup>loading')} />;
  } else if (cards.length === 0) {
    body = (
      <p className="wallet__hint" data-testid="auto-topup-no-card">
        {t('wallet>autoTopup>noCard')} <Link to={ADD_CARD_PATH}>{t('wallet>autoTopup>bindLink')}</Link>
      </p>
    );
  } else {
    body = <AutoTopupForm topup={topup} saved={saved} values={values} packages={packages.packages} cards={cards} />;
  }

  return (
    <section className="wallet__recent auto-topup" aria-labelledby="wallet-auto-topup">
      <h2 id="wallet-auto-topup">{t('wallet>autoTopup>title')}</h2>
      <p className="wallet__hint">{t('wallet>autoTopup>lead')}</p>
      {body}
    </section>
  );
}
