import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';

/** A request or quote that could not be loaded: not found (404, or a bad id), or a failure to retry. */
export function ProjectFailure({ failure, notFound, onRetry }: { failure?: FormFailure; notFound: 'request' | 'quote'; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!failure || failure.status === 404) {
    const key = notFound === 'request' ? 'projects>notFound' : 'projects>quote>notFound';
    return (
      <div className="page page--narrow">
        <EmptyState
          level={2}
          title={t(`${key}Title`)}
          body={t(`${key}Body`)}
          action={<ButtonLink to="/dashboard/projects">{t('projects>back')}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <FormMessage tone="error" text={failureText(t, failure)} />
      <Button variant="secondary" onClick={onRetry}>
        {t('common>retry')}
      </Button>
    </div>
  );
}

/** The outline of a request screen while it loads. */
export function ProjectSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('common>loading')}
      </p>
      <div className="project-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--line" />
        <div className="quote-grid">
          <span className="skeleton skeleton--card" />
          <span className="skeleton skeleton--card" />
          <span className="skeleton skeleton--card" />
        </div>
      </div>
    </div>
  );
}
