import { useTranslation } from 'react-i18next';
import type { ArticleSummary, PriceGuideResponse } from '../../../../domain/catalogue/content.types';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Section } from '../../../components/section';
import { PriceHint } from '../components/price-hint';
import { ArticleList } from './article-list';
import { PriceByCity, PriceSummary } from './price-figures';
import { PriceText } from './price-text';

/**
 * A category's price guide (the public page at /price/{slug}, and the console's preview of an
 * edit of its text): the figures from sent quotes by city, the editors' words and the way on.
 */
export function PriceGuideArticle({ guide, articles }: { guide: PriceGuideResponse; articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  const category = guide.quote_category;
  const enough = guide.overall.flat.median !== null || guide.overall.hourly.median !== null;
  const total = guide.overall.flat.count + guide.overall.hourly.count;
  return (
    <article className="page content-page">
      <Breadcrumbs
        structured
        items={[
          { label: t('common>home'), to: '/' },
          { label: t('price>indexTitle'), to: '/price' },
          { label: category.genre.name, to: `/genre/${category.genre.slug}` },
          { label: t('price>crumb', { name: category.name }) },
        ]}
      />
      <header className="content-page__header">
        <h1 className="page__title">{t('price>title', { name: category.name })}</h1>
        <p className="page__lead">{t('price>lead', { name: category.name, min: guide.min_quotes })}</p>
      </header>
      <Section headingId="figures-heading" title={t('price>figuresHeading')}>
        {enough ? (
          <PriceSummary guide={guide} />
        ) : (
          <EmptyState level={3} title={t('price>tooFewTitle')} body={t('price>tooFewBody', { name: category.name, count: total, min: guide.min_quotes })} />
        )}
        {!enough && <PriceHint hint={category.price_hint} />}
        {guide.cities.length > 0 && (
          <>
            <h3 className="section__subtitle">{t('price>byCity')}</h3>
            <PriceByCity guide={guide} />
          </>
        )}
        <p className="price-note">{t('price>method', { min: guide.min_quotes })}</p>
      </Section>
      <PriceText guide={guide} />
      <Section headingId="price-cta" title={t('price>ctaHeading')} className="section--tinted cta-band">
        <p>{t('price>ctaBody', { name: category.name })}</p>
        <ButtonLink to={`/form/${category.slug}`} size="lg">
          {t('catalogue>cta')}
        </ButtonLink>
      </Section>
      {articles.length > 0 && (
        <Section headingId="price-articles" title={t('content>articles>related')}>
          <ArticleList articles={articles} headingLevel={3} />
        </Section>
      )}
    </article>
  );
}
