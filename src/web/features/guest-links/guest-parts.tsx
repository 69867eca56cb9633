import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { asFormFailure } from '../../api/error-info';
import type { ApiClient } from '../../api/client';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { isQuote, quotePriceText, taipeiTime } from '../projects';
import { Section } from '../../components/section';
import { LoadFailedState } from '../../components/load-failure';

export type GuestLoad<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'gone' } | { state: 'failed' };

/** Loads what a guest link opens; a refused link (unknown, replaced or expired) is `gone`. */
export function useGuestLoad<T>(hash: string | undefined, load: (api: ApiClient, hash: string) => Promise<T>): { load: GuestLoad<T>; retry: () => void } {
  const api = useApi();
  const [result, setResult] = useState<GuestLoad<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per link (and on retry).
  useEffect(() => {
    let current = true;
    if (!hash) {
      setResult({ state: 'gone' });
      return;
    }
    setResult({ state: 'loading' });
    api((client) => load(client, hash)).then(
      (value) => current && setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (!current) return;
        const failure = asFormFailure(error);
        setResult({ state: failure.status === 404 || failure.status === 400 ? 'gone' : 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [hash, attempt]);
  return { load: result, retry: () => setAttempt((n) => n + 1) };
}

/** Loading, an expired link or a failure; undefined once there is something to show. */
export function GuestLoadState({ load, retry }: { load: GuestLoad<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'gone') {
    return (
      <EmptyState
        title={t('notify>guest>goneTitle')}
        body={t('notify>guest>goneBody')}
        action={
          <ButtonLink to="/login?from=%2Fdashboard%2Fprojects">{t('notify>guest>login')}</ButtonLink>
        }
      />
    );
  }
  if (load.state === 'failed') {
    return (
      <LoadFailedState onRetry={retry} />
    );
  }
  return null;
}

/** The request as the guest link shows it: what, where, when and the answers. Nothing to change. */
export function GuestRequestSummary({ request }: { request: QuoteRequestResponse }) {
  const { t } = useTranslation();
  return (
    <Section headingId="guest-request-heading" title={t('notify>guest>requestTitle')} block="section-block" className="guest-links__request">
      <dl className="guest-links__facts">
        <dt>{t('notify>guest>category')}</dt>
        <dd>{request.QuoteCategory.name}</dd>
        <dt>{t('notify>guest>place')}</dt>
        <dd>
          {request.city.name}
          {request.district.name}
        </dd>
        {request.destination && (
          <>
            <dt>{t('requestForm>moving>to')}</dt>
            <dd>
              {request.destination.city.name}
              {request.destination.district.name}
            </dd>
          </>
        )}
        {request.when.text && (
          <>
            <dt>{t('notify>guest>when')}</dt>
            <dd>{request.when.text}</dd>
          </>
        )}
        {request.fields.map((field) => (
          <div key={field.label} className="guest-links__fact">
            <dt>{field.label}</dt>
            <dd>{field.text}</dd>
          </div>
        ))}
        {request.description && (
          <>
            <dt>{t('notify>guest>description')}</dt>
            <dd>{request.description}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

/** One quote, read-only: price, pro, note and when it came; the pro's public profile is a link away. */
export function GuestQuoteCard({ bid }: { bid: QuoteBidResponse }) {
  const { t } = useTranslation();
  return (
    <article className="quote-card guest-links__quote" aria-label={bid.Provider.full_name} data-quote-id={bid.id}>
      <p className="quote-card__price">{quotePriceText(t, bid)}</p>
      <h3 className="quote-card__name">{bid.Provider.full_name}</h3>
      <p className="quote-card__service">
        <Link to={`/service/${bid.quote_service_id}`}>{bid.QuoteService.title}</Link>
      </p>
      {bid.price_note && <p className="quote-card__note">{bid.price_note}</p>}
      {bid.quote_sent_on && <p className="quote-card__time">{t('projects>sentAt', { time: taipeiTime(bid.quote_sent_on) })}</p>}
    </article>
  );
}

/** The quotes of a request (leads not yet answered are left out). */
export function sentQuotes(request: QuoteRequestResponse): QuoteBidResponse[] {
  return request.QuoteBid.filter(isQuote);
}

/** What a guest cannot do here, and the way to do it: sign in and open the request. */
export function GuestSignInPrompt({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const to = `/login?from=${encodeURIComponent(`/dashboard/projects/quotelist/${requestId}`)}`;
  return (
    <aside className="guest-links__signin" aria-label={t('notify>guest>signInLabel')}>
      <p>{t('notify>guest>readOnly')}</p>
      <ButtonLink to={to}>{t('notify>guest>loginToAct')}</ButtonLink>
    </aside>
  );
}
