import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatTwd } from '../../../domain/money/twd';
import { formatTaipei } from '../../../domain/time/datetime';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { useMountLoad } from '../../store/use-mount-load';
import { getTrustFunds, type TrustFund, type TrustFundPage } from './api/trust-fund';
import './trust-fund.css';

const at = (iso: string) => formatTaipei(new Date(iso), 'YYYY-MM-DD HH:mm');
const signed = (amount: number) => (amount > 0 ? `+${formatTwd(amount)}` : `-${formatTwd(-amount)}`);

function readPage(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1;
}

/** One payment as a trust bank's statement shows it: what is held, since when, and each movement. */
function FundCard({ fund }: { fund: TrustFund }) {
  const { t } = useTranslation();
  return (
    <article className="trust-fund__card" aria-labelledby={`fund-${fund.pid}`}>
      <header className="trust-fund__head">
        <h2 id={`fund-${fund.pid}`} className="trust-fund__pid">
          {fund.pid}
        </h2>
        <span className="trust-fund__state">{fund.state_text}</span>
      </header>
      <p className="trust-fund__items">{fund.items.join('、')}</p>
      <dl className="trust-fund__figures">
        <dt>{t('trustFund>role')}</dt>
        <dd>{t(`trustFund>roles>${fund.role}`)}</dd>
        <dt>{t('trustFund>amount')}</dt>
        <dd>{formatTwd(fund.amount)}</dd>
        <dt>{t('trustFund>held')}</dt>
        <dd className="trust-fund__held">{formatTwd(fund.held)}</dd>
        <dt>{t('trustFund>since')}</dt>
        <dd>{fund.held_since ? at(fund.held_since) : t('trustFund>nothingHeld')}</dd>
      </dl>
      <table className="trust-fund__statement">
        <caption>{t('trustFund>statement')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trustFund>columns>at')}</th>
            <th scope="col">{t('trustFund>columns>kind')}</th>
            <th scope="col">{t('trustFund>columns>amount')}</th>
            <th scope="col">{t('trustFund>columns>heldAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {fund.movements.map((m) => (
            <tr key={`${m.at}-${m.kind}-${m.held_after}`}>
              <td data-label={t('trustFund>columns>at')}>{at(m.at)}</td>
              <td data-label={t('trustFund>columns>kind')}>{t(`trustFund>kinds>${m.kind}`, { defaultValue: m.kind })}</td>
              <td data-label={t('trustFund>columns>amount')}>{signed(m.amount)}</td>
              <td data-label={t('trustFund>columns>heldAfter')}>{formatTwd(m.held_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/** dashboard/trust_fund_query: the money of each safety payment held in the trust account, and its movements. */
export default function TrustFundScreen() {
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  // A page of its own per ?page=: each is read when it shows.
  return <TrustFundList key={page} page={page} />;
}

function TrustFundList({ page }: { page: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<TrustFundPage | undefined>();
  const { failure, load } = useMountLoad(async (api) => {
    setShown(await api((client) => getTrustFunds(client, page)));
  });

  return (
    <div className="page trust-fund">
      <h1 className="page__title">{t('trustFund>title')}</h1>
      <p className="page__lead">{t('trustFund>lead')}</p>
      {failure && <FailureRetry failure={failure} retryKey="trustFund>retry" onRetry={() => void load()} />}
      {!shown && !failure && <Loading label={t('trustFund>loading')} />}
      {shown && shown.count === 0 && <EmptyState title={t('trustFund>emptyTitle')} body={t('trustFund>emptyBody')} />}
      {shown && shown.count > 0 && (
        <>
          <p className="trust-fund__total" role="status">
            {t('trustFund>total', { amount: formatTwd(shown.total_held), count: shown.count })}
          </p>
          {shown.payable > 0 && (
            <p className="trust-fund__total" data-testid="trust-fund-payable">
              {t('trustFund>payable', { amount: formatTwd(shown.payable) })}
            </p>
          )}
          <ul className="trust-fund__list">
            {shown.trust_funds.map((fund) => (
              <li key={fund.pid}>
                <FundCard fund={fund} />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={shown.total_pages} onSelect={(p) => navigate(p > 1 ? `/dashboard/trust_fund_query?page=${p}` : '/dashboard/trust_fund_query')} />
        </>
      )}
    </div>
  );
}
