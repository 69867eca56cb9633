import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { getRequestByHash } from './api/guest';
import { GuestLoadState, GuestQuoteCard, GuestRequestSummary, GuestSignInPrompt, sentQuotes, useGuestLoad } from './guest-parts';
import './guest-links.css';
import { Section } from '../../components/section';

/** /guest/request/{hash}: the request and all its quotes from the link mailed after posting, without signing in. */
export function GuestRequestScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { load, retry } = useGuestLoad(match.params.hash, getRequestByHash);
  return (
    <PageFrame>
      <div className="page guest-links">
        {load.state !== 'ready' ? (
          <GuestLoadState load={load} retry={retry} />
        ) : (
          <>
            <h1 className="page__title">{t('notify>guest>requestHeading', { category: load.value.QuoteCategory.name })}</h1>
            <p className="page__lead">{t('notify>guest>requestLead')}</p>
            <GuestSignInPrompt requestId={load.value.id} />
            <Section headingId="guest-quotes-heading" title={<>{t('projects>quotesTitle')}<span className="section-block__count">{sentQuotes(load.value).length}</span></>} block="section-block">
              {sentQuotes(load.value).length === 0 ? (
                <p className="section-block__lead">{t('notify>guest>noQuotes')}</p>
              ) : (
                <ul className="quote-grid">
                  {sentQuotes(load.value).map((bid) => (
                    <li key={bid.id}>
                      <GuestQuoteCard bid={bid} />
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <GuestRequestSummary request={load.value} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
