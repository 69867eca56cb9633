import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { useAppSelector } from '../../../store/hooks';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { PriceHint } from '../components/price-hint';
import { ArticleList } from './article-list';
import { ContentStatus } from './content-status';
import { fetchPriceGuide } from './content-thunks';
import { PriceByCity, PriceSummary } from './price-figures';
import { PriceText } from './price-text';
import { useSlugContent } from './use-slug-content';
import { Section } from '../../../components/section';

/** price/{slug}: what a category costs by the quotes pros sent, by city, beside the editors' guide. */
export function PriceScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { slug, lookup } = useSlugContent(match, 'price', (content, slug) => content.priceGuideData[slug], fetchPriceGuide);
  const articles = useAppSelector((s) => s.content.categoryArticles[slug]) ?? [];
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  const guide = lookup.value;
  const category = guide.quote_category;
  const enough = guide.overall.flat.median !== null || guide.overall.hourly.median !== null;
  const total = guide.overall.flat.count + guide.overall.hourly.count;
  return (
    <PageFrame>
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
            <EmptyState
              level={3}
              title={t('price>tooFewTitle')}
              body={t('price>tooFewBody', { name: category.name, count: total, min: guide.min_quotes })}
            />
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
    </PageFrame>
  );
}
