import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SitePageResponse } from '../../../../domain/content/site-pages';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/** What a site page shows (the public page at /content/{slug}, and the console's preview of an edit). */
export type SitePageView = Pick<SitePageResponse, 'title' | 'summary' | 'body' | 'link'>;

/** A site page's article: its title, summary, sections and the link on. */
export function SitePageArticle({ page }: { page: SitePageView }) {
  const { t } = useTranslation();
  return (
    <article className="page content-page site-page">
      <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: page.title }]} />
      <header className="content-page__header">
        <h1 className="page__title">{page.title}</h1>
        {page.summary && <p className="page__lead">{page.summary}</p>}
      </header>
      <div className="prose">
        {page.body.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; while an edit is typed two may share a heading.
          <section key={index}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, p) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and may repeat.
              <p key={p}>{paragraph}</p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul>
                {section.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and may repeat.
                  <li key={i}>{item}</li>
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
  );
}
