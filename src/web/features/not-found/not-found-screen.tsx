import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageFrame } from '../../components/page-frame/page-frame';
import { SearchBox } from '../../components/search-box/search-box';

/** The 404 page: says so plainly and offers the way home and a search. */
export const NOT_FOUND_MARKER = '[data-page-status="404"]';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <PageFrame showSearch={false}>
      {/* The marker tells the browser, before it hydrates, that the server answered 404. */}
      <div className="page page--narrow not-found" data-page-status="404">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="page__title">{t('notFound>heading')}</h1>
        <p className="page__lead">{t('notFound>lead')}</p>
        <ButtonLink to="/" size="lg">
          {t('notFound>home')}
        </ButtonLink>
        <section className="not-found__search">
          <p>{t('notFound>searchLead')}</p>
          <SearchBox variant="compact" />
          <p>
            <Link to="/genre/all">{t('notFound>browse')}</Link>
          </p>
        </section>
      </div>
    </PageFrame>
  );
}
