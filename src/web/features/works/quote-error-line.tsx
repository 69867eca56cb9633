import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { ADD_CARD_PATH } from '../wallet';
import type { QuoteErrorView } from './quote-errors';

/** Why a quote was refused, with the way out where there is one (verify the phone, buy credit, bind a card). */
export function ErrorLine({ view, failure, bidId, onVerify, onPayNow }: { view: QuoteErrorView; failure: FormFailure; bidId: number; onVerify: () => void; onPayNow: () => void }) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'phone':
      return (
        <div className="form-message form-message--error" role="alert">
          <p>{t('works>quote>error>phone')}</p>
          <Button variant="secondary" onClick={onVerify}>
            {t('works>phone>open')}
          </Button>
        </div>
      );
    case 'credit':
      return (
        <p className="form-message form-message--error" role="alert">
          {t('works>quote>error>credit')} <Link to={`/dashboard/pricing/lead-${bidId}`}>{t('works>quote>error>creditLink')}</Link>
        </p>
      );
    // 2 and 211 come only with pay-on-contact: bind a (Taiwan-issued) card, or pay the fee now instead.
    case 'card':
    case 'foreignCard':
      return (
        <div className="form-message form-message--error" role="alert">
          <p>{t(`works>quoting>error>${view.kind}`)}</p>
          <p className="quote-switch">
            <Link to={ADD_CARD_PATH}>{t('works>quoting>error>cardLink')}</Link>
            <Button variant="ghost" onClick={onPayNow}>
              {t('works>quoting>error>payNow')}
            </Button>
          </p>
        </div>
      );
    case 'category':
    case 'limit':
    case 'notAllowed':
      return <FormMessage tone="error" text={t(`works>quote>error>${view.kind}`)} />;
    case 'fields':
      return null;
    default:
      return <FormMessage tone="error" text={failureText(t, failure)} />;
  }
}
