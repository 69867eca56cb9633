import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';

/** What support needs to find the failure: the server's reference, else its code. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return String(error.reference ?? error.code);
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|timed out/.test(error.message)) return 'chunk-load';
  return 'client';
}

function ErrorPanel({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{t('errors>boundaryTitle')}</h2>
      <p>{t('errors>boundaryBody')}</p>
      <p className="error-panel__code">{t('errors>code', { code })}</p>
      <div className="error-panel__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('errors>refresh')}
        </button>
        <a className="btn btn--secondary" href="/contact">
          {t('errors>contact')}
        </a>
      </div>
    </div>
  );
}

interface State {
  code: string | null;
}

/** Keeps a failure inside one page region, with the spec's "an error occurred" message and a code. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { code: null };

  static getDerivedStateFromError(error: unknown): State {
    return { code: errorCode(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console so a support request can be matched with what happened.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.code === null ? this.props.children : <ErrorPanel code={this.state.code} />;
  }
}
