import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../../domain/money/twd';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import type { ScreenProps } from '../../../routes/screen-types';
import { useApi } from '../../../store/use-api';
import { type IbonOrder, loadIbonOrder } from '../api/ibon-orders';
import { IbonOrderStates, IbonPaymentCode, normalPathOf, taipeiTime } from './ibon-order-parts';
import './ibon.css';

const idOf = (value: string | undefined) => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/**
 * /dashboard/ibon-order/{orderId}: one of the consumer's ibon orders (his own only): the store
 * payment code and its expiry while unpaid, the amounts and states, and the way to the order's page.
 */
export default function IbonOrderScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const id = idOf(match.params.orderId);
  const [order, setOrder] = useState<IbonOrder | null>();
  const [failure, setFailure] = useState<FormFailure>();
  const api = useApi();
  const load = useCallback(() => {
    setOrder(undefined);
    setFailure(undefined);
    if (id === 0) {
      setOrder(null);
      return;
    }
    api((client) => loadIbonOrder(client, id)).then(
      (answer) => setOrder(answer.ibon_order),
      (error: unknown) => setFailure(asFormFailure(error)),
    );
  }, [api, id]);
  useEffect(load, [load]);
  const missing = order === null || failure?.status === 404;

  return (
    <div className="page ibon-order">
      <p className="ibon-order__back">
        <Link to="/dashboard/ibon-orders">{t('partners>ibon>order>back')}</Link>
      </p>
      <h1 className="page__title">{t('screens>ibon-order>title')}</h1>
      {missing && <EmptyState title={t('partners>ibon>order>notFound')} body={t('partners>ibon>order>notFoundBody')} />}
      {failure && !missing && <FailureRetry failure={failure} onRetry={load} />}
      {!failure && order === undefined && <Loading />}
      {order && (
        <article className="ibon-order__card" data-ibon-order={order.id}>
          <h2 className="ibon-order__title">
            {t(`partners>ibon>kind>${order.kind}`)} · {order.title}
          </h2>
          <IbonOrderStates order={order} />
          <IbonPaymentCode order={order} />
          {order.payment_code && <p className="muted">{t('partners>ibon>order>payAtStore')}</p>}
          <dl className="ibon-order__facts">
            <dt>{t('partners>ibon>order>items')}</dt>
            <dd>
              <ul className="ibon-order__items">
                {order.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('partners>ibon>order>amount')}</dt>
            <dd>{formatTwd(order.amount)}</dd>
            <dt>{t('partners>ibon>order>placed')}</dt>
            <dd>{taipeiTime(order.created)}</dd>
            {order.paid_at && (
              <>
                <dt>{t('partners>ibon>order>paidAt')}</dt>
                <dd>{taipeiTime(order.paid_at)}</dd>
              </>
            )}
          </dl>
          <ButtonLink to={normalPathOf(order)} variant="secondary">
            {t(order.kind === 'shop_order' ? 'partners>ibon>order>toShopOrder' : 'partners>ibon>order>toPayment')}
          </ButtonLink>
        </article>
      )}
    </div>
  );
}
