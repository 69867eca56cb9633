import { useTranslation } from 'react-i18next';
import type { ErrorInfo } from '../api/error-info';
import { failureText } from '../lib/failure-text';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { FormMessage } from './form-message';

export interface FailureRetryProps {
  failure: ErrorInfo;
  onRetry: () => void;
  /** The wrapping div's class (none: a div without one). */
  className?: string;
  /** The message and the button with no wrapping div. */
  unwrapped?: boolean;
  /** i18n key of the button. */
  retryKey?: string;
}

/** A read that failed: the failure's text and a button to try again. */
export function FailureRetry({ failure, onRetry, className, unwrapped = false, retryKey = 'common>retry' }: FailureRetryProps) {
  const { t } = useTranslation();
  const parts = (
    <>
      <FormMessage tone="error" text={failureText(t, failure)} />
      <Button variant="secondary" onClick={onRetry}>
        {t(retryKey)}
      </Button>
    </>
  );
  return unwrapped ? parts : <div className={className}>{parts}</div>;
}

/** A page region that could not be read, as an empty state with a button to try again. */
export function LoadFailedState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('common>loadFailed')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common>retry')}
        </Button>
      }
    />
  );
}
