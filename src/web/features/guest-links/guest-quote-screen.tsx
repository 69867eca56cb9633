import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { getQuoteByHash } from './api/guest';
import { GuestLoadState, GuestQuoteCard, GuestRequestSummary, GuestSignInPrompt, useGuestLoad } from './guest-parts';
import './guest-links.css';

/** /guest/quote/{hash}: one quote and its request from a new-quote e-mail or SMS, without signing in. */
export function GuestQuoteScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { load, retry } = useGuestLoad(match.params.hash, getQuoteByHash);
  return (
    <PageFrame>
      <div className="page guest-links">
        {load.state !== 'ready' ? (
          <GuestLoadState load={load} retry={retry} />
        ) : (
          <>
            <h1 className="page__title">{t('notify>guest>quoteHeading', { category: load.value.quote_request.QuoteCategory.name })}</h1>
            <p className="page__lead">{t('notify>guest>quoteLead')}</p>
            <GuestQuoteCard bid={load.value.quote_bid} />
            <GuestSignInPrompt requestId={load.value.quote_request.id} />
            <GuestRequestSummary request={load.value.quote_request} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
