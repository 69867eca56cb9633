import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { loginRedirect } from '../../routes/login-redirect';
import type { OrderRef } from './api/pay-link';
import { PayOrderView } from './pay-order-view';
import { usePayOrder } from './use-pay-order';
import './pay-link.css';

/** An order opened by number or link: loading, not found, sign-in first, or what is owed and how to pay it. */
export function PayOrderPage({ orderRef, titleKey }: { orderRef: OrderRef | null; titleKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { state, reload, replace } = usePayOrder(orderRef);

  if (state.kind === 'guest') {
    // Spec section 2: payment order links go to login without a session, and come back.
    const { to, state: nextState } = loginRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={to} state={nextState} replace />;
  }
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t(titleKey)}</h1>
      {state.kind === 'loading' && <Loading label={t('payLink>loading')} />}
      {state.kind === 'not-found' && (
        <EmptyState
          title={t('payLink>notFound')}
          action={
            <ButtonLink to="/dashboard/pricing" variant="secondary">
              {t('payLink>toPricing')}
            </ButtonLink>
          }
        />
      )}
      {state.kind === 'error' && (
        <>
          <FormMessage tone="error" text={state.text ?? t('payLink>loadFailed')} />
          <Button variant="secondary" onClick={() => void reload()}>
            {t('payLink>retry')}
          </Button>
        </>
      )}
      {state.kind === 'ready' && <PayOrderView order={state.order} onChange={replace} />}
    </div>
  );
}
