import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useAppSelector } from '../../store/hooks';
import { AddCard } from './add-card';
import { AutoTopupSettings } from './auto-topup';
import { LedgerList } from './ledger-list';
import { SavedCards } from './saved-cards';
import { useTransactionsPage } from './use-wallet-page';
import { selectBalance, formatPoints } from './wallet-format';

const RECENT = 5;

/** dashboard/credit: the balance, the latest ledger entries and the ways to buy more. */
export default function CreditScreen() {
  const { t } = useTranslation();
  const balance = useAppSelector(selectBalance);
  const { list, ids, rows } = useTransactionsPage(1, false, true);

  return (
    <div className="page wallet">
      <h1 className="page__title">{t('wallet>credit>title')}</h1>
      <section className="wallet__balance" aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className="wallet__balance-label">
          {t('wallet>credit>balance')}
        </p>
        <p className="wallet__balance-amount" data-testid="wallet-balance">
          {balance === null ? t('common>loading') : t('wallet>pointsAmount', { amount: formatPoints(balance) })}
        </p>
        <p className="wallet__balance-note">{t('wallet>credit>note')}</p>
        <div className="wallet__actions">
          <ButtonLink to="/dashboard/pricing" size="lg">
            {t('wallet>buy')}
          </ButtonLink>
          <ButtonLink to="/dashboard/purchases" variant="secondary">
            {t('wallet>credit>purchases')}
          </ButtonLink>
        </div>
        <p className="wallet__hint">
          <Link to="/dashboard/free-credits">{t('wallet>credit>freeCredits')}</Link>
        </p>
      </section>
      <section className="wallet__recent" aria-labelledby="wallet-recent">
        <div className="wallet__section-head">
          <h2 id="wallet-recent">{t('wallet>credit>recent')}</h2>
          <Link to="/dashboard/transaction">{t('wallet>credit>allHistory')}</Link>
        </div>
        {ids === undefined && list.error && <FormMessage tone="error" text={failureText(t, list.error)} />}
        {ids === undefined && !list.error && <Loading label={t('wallet>history>loading')} />}
        {ids !== undefined && rows.length === 0 && <p className="wallet__empty">{t('wallet>history>emptyTitle')}</p>}
        {rows.length > 0 && <LedgerList rows={rows.slice(0, RECENT)} />}
      </section>
      <SavedCards />
      <AddCard />
      <AutoTopupSettings />
    </div>
  );
}
