import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPlace } from '../../../domain/catalogue/category-tree';
import { ButtonLink } from '../../components/button';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { lookupCategory } from '../../routes/catalogue-lookup';
import type { ScreenProps } from '../../routes/screen-types';
import { relatedCategories } from '../../store/category-selectors';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { NotFoundScreen } from '../not-found';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CategoryLinks } from './components/category-links';
import { CategoryQuestions } from './components/category-questions';
import { CategoryShowcase } from './components/category-showcase';
import { PriceHint } from './components/price-hint';
import { ArticleList } from './content/article-list';
import { Section } from '../../components/section';
import { CategoryShopItems } from '../shop-public';

/** A category: what it is, what it costs, what pros will ask, and the way to ask for quotes. */
export function CategoryScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  useEnsureCatalogue();
  const { slug, genreName } = match.params;
  const all = useAppSelector((s) => s.category.categories);
  const articles = useAppSelector((s) => (slug ? s.content.categoryArticles[slug] : undefined)) ?? [];
  const found = lookupCategory(all, slug, match.route.screen === 'genre-category' ? genreName : undefined);
  if (found.kind === 'missing') return <NotFoundScreen />;
  if (found.kind === 'loading') {
    return (
      <PageFrame>
        <Loading />
      </PageFrame>
    );
  }
  const category = found.value;
  const place = categoryPlace(all, category);
  // The category group spans genres (air conditioning: installation, repair and cleaning); the rest of the genre follows.
  const groupOthers = place.group.quote_categories.filter((c) => c.slug !== category.slug);
  const related = relatedCategories(all, category).filter((c) => !groupOthers.includes(c));
  const formPath = `/form/${category.slug}`;
  return (
    <PageFrame>
      <div className="page category-page">
        <Breadcrumbs
          structured
          items={[
            { label: t('common>home'), to: '/' },
            { label: category.genre.name, to: `/genre/${category.genre.slug}` },
            // The sub-genre, unless it only repeats the category's own name (pet grooming in pet grooming).
            ...(category.group_name && category.group_name !== category.name ? [{ label: category.group_name, to: `/genre/${category.genre.slug}#${encodeURIComponent(category.group_name)}` }] : []),
            { label: category.name },
          ]}
        />
        <header className="category-page__header">
          <h1 className="page__title">{category.name}</h1>
          <p className="page__lead">{category.description}</p>
          <PriceHint hint={category.price_hint} />
          <p>
            <Link to={`/price/${category.slug}`}>{t('catalogue>priceGuideLink', { name: category.name })}</Link>
          </p>
          <ButtonLink to={formPath} size="lg" className="category-page__cta">
            {t('catalogue>cta')}
          </ButtonLink>
          <p className="muted">{t('catalogue>ctaNote')}</p>
        </header>
        <CategoryShowcase slug={category.slug} name={category.name} />
        <CategoryShopItems slug={category.slug} name={category.name} />
        <CategoryQuestions slug={category.slug} />
        <Section headingId="final-heading" title={t('catalogue>finalHeading')} className="section--tinted cta-band">
          <p>{t('catalogue>finalBody', { name: category.name })}</p>
          <ButtonLink to={formPath} size="lg">
            {t('catalogue>cta')}
          </ButtonLink>
        </Section>
        {groupOthers.length > 0 && (
          <Section headingId="group-heading" title={t('catalogue>groupHeading', { group: place.group.name })}>
            <CategoryLinks categories={groupOthers} compact />
          </Section>
        )}
        {articles.length > 0 && (
          <Section headingId="articles-heading" title={t('catalogue>articlesHeading', { name: category.name })}>
            <ArticleList articles={articles} headingLevel={3} />
          </Section>
        )}
        {related.length > 0 && (
          <Section headingId="related-heading" title={t('catalogue>relatedHeading', { genre: category.genre.name })}>
            <CategoryLinks categories={related} compact />
          </Section>
        )}
      </div>
    </PageFrame>
  );
}
