import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';

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
    <FailureRetry className="page page--narrow" failure={failure} onRetry={onRetry} />
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
