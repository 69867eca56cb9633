import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ContentStatus } from './content-status';
import { fetchSitePage } from './content-thunks';
import { useSlugContent } from './use-slug-content';

/** content/{slug}: one of the site's own pages behind the footer (terms, privacy, help...). */
export function SitePageScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { lookup } = useSlugContent(match, 'page', (content, slug) => content.sitePages?.[slug], fetchSitePage);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  const page = lookup.value;
  return (
    <PageFrame>
      <article className="page content-page site-page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: page.title }]} />
        <header className="content-page__header">
          <h1 className="page__title">{page.title}</h1>
          {page.summary && <p className="page__lead">{page.summary}</p>}
        </header>
        <div className="prose">
          {page.body.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        {page.link && (
          <p className="site-page__next">
            <Link to={page.link.path}>{page.link.label}</Link>
          </p>
        )}
      </article>
    </PageFrame>
  );
}
