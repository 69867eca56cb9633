import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs';
import { ArticleList } from './article-list';
import { ArticleText } from './article-text';
import { ContentStatus } from './content-status';
import { fetchArticle } from './content-thunks';
import { useSlugContent } from './use-slug-content';
import { Section } from '../../../components/section';

/** info/{slug}: one article, with the way to ask for quotes in its category and related reading. */
export function InfoScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { lookup } = useSlugContent(match, 'article', (content, slug) => content.articleData[slug], fetchArticle);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  const article = lookup.value;
  const crumbs: Crumb[] = [{ label: t('common>home'), to: '/' }, { label: t('content>articles>title'), to: '/info/all' }];
  if (article.genre) crumbs.push({ label: article.genre.name, to: `/genre/${article.genre.slug}` });
  crumbs.push({ label: article.title });
  return (
    <PageFrame>
      <article className="page content-page">
        <Breadcrumbs structured items={crumbs} />
        <ArticleText article={article} />
        {article.quote_category && (
          <aside className="section section--tinted cta-band" aria-labelledby="article-cta">
            <h2 id="article-cta" className="section__title">
              {t('content>articles>ctaHeading', { name: article.quote_category.name })}
            </h2>
            <p>{t('content>articles>ctaBody', { name: article.quote_category.name })}</p>
            <ButtonLink to={`/form/${article.quote_category.slug}`} size="lg">
              {t('catalogue>cta')}
            </ButtonLink>
            <p>
              <Link to={`/price/${article.quote_category.slug}`}>{t('content>features>priceLink', { name: article.quote_category.name })}</Link>
            </p>
          </aside>
        )}
        {article.related.length > 0 && (
          <Section headingId="related-articles" title={t('content>articles>related')}>
            <ArticleList articles={article.related} headingLevel={3} />
          </Section>
        )}
      </article>
    </PageFrame>
  );
}
