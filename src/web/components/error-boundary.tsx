import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { footerHref } from '../../domain/content/site-pages';
import { ApiError } from '../api/client';
import { chunkReloadPending, isChunkLoadError, reloadOnceForChunk, reportClientError } from '../lib/client-errors';
import { useAppSelector } from '../store/hooks';

/** What support needs to find the failure: the server's reference, else its code. */
export function errorCode(error: unknown): string {
  if (error instanceof ApiError) return String(error.reference ?? error.code);
  if (isChunkLoadError(error)) return 'chunk-load';
  return 'client';
}

function ErrorPanel({ code, reference }: { code: string; reference: string | null }) {
  const { t } = useTranslation();
  // The help centre (the product's page, or the content site's) has the ways to reach support.
  const help = footerHref('helpCenter', useAppSelector((s) => s.app.contentSiteUrl ?? null)) ?? '/content/help';
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{t('errors>boundaryTitle')}</h2>
      <p>{t('errors>boundaryBody')}</p>
      <p className="error-panel__code" data-reference={reference ?? undefined}>
        {t('errors>code', { code: reference ?? code })}
      </p>
      <div className="error-panel__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('errors>refresh')}
        </button>
        <a className="btn btn--secondary" href={help}>
          {t('errors>contact')}
        </a>
      </div>
    </div>
  );
}

function Reloading() {
  const { t } = useTranslation();
  return (
    <p className="error-panel__reloading" role="status">
      {t('uiStates>reloading')}
    </p>
  );
}

interface State {
  code: string | null;
  /** The reference the server gave the report (its log has the rest). */
  reference: string | null;
  reloading: boolean;
}

/**
 * Keeps a failure inside one page region, with the spec's "an error occurred" message. The
 * failure is reported to the server and the dialog shows the reference it assigned; a chunk
 * that failed to load (a deploy replaced it) reloads the page once instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { code: null, reference: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { code: errorCode(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console so a support request can be matched with what happened.
    console.error(error, info.componentStack);
    const chunk = isChunkLoadError(error);
    if (chunk && (chunkReloadPending() || reloadOnceForChunk())) {
      this.setState({ reloading: true });
      return;
    }
    // An API failure already carries the server's own reference.
    if (error instanceof ApiError && error.reference) {
      this.setState({ reference: String(error.reference) });
      return;
    }
    void reportClientError(chunk ? 'chunk' : 'boundary', error).then((reference) => {
      if (reference) this.setState({ reference });
    });
  }

  override render() {
    if (this.state.reloading) return <Reloading />;
    return this.state.code === null ? this.props.children : <ErrorPanel code={this.state.code} reference={this.state.reference} />;
  }
}
