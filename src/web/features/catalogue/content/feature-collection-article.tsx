import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeatureCollectionResponse } from '../../../../domain/catalogue/content.types';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ButtonLink } from '../../../components/button';
import { Icon } from '../../../components/icons/icon';
import { Section } from '../../../components/section';
import { PriceHint } from '../components/price-hint';

/** What a collection shows (the public page at /feature/{slug}, and the console's preview of an edit). */
export type FeatureCollectionView = Pick<FeatureCollectionResponse, 'title' | 'summary' | 'icon' | 'intro' | 'items'>;

/** A curated collection's article: the editors' introduction and the categories it recommends. */
export function FeatureCollectionArticle({ collection }: { collection: FeatureCollectionView }) {
  const { t } = useTranslation();
  return (
    <article className="page content-page">
      <Breadcrumbs structured items={[{ label: t('common>home'), to: '/' }, { label: t('content>features>title'), to: '/feature/all' }, { label: collection.title }]} />
      <header className="content-page__header">
        <p className="content-page__kicker">
          <Icon name={collection.icon} size={20} /> {t('content>features>kicker')}
        </p>
        <h1 className="page__title">{collection.title}</h1>
        <p className="page__lead">{collection.summary}</p>
      </header>
      <div className="prose">
        {collection.intro.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id; while an edit is typed two may be the same.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <Section headingId="picks-heading" title={t('content>features>picks', { count: collection.items.length })}>
        <ol className="pick-list">
          {collection.items.map(({ note, quote_category: c }, index) => (
            <li key={c.slug} className="pick">
              <h3 className="pick__title">
                <span className="pick__number">{index + 1}</span>
                <Link to={`/category/${c.slug}`}>{c.name}</Link>
              </h3>
              <p className="pick__note">{note}</p>
              <PriceHint hint={c.price_hint} />
              <div className="pick__actions">
                <ButtonLink to={`/form/${c.slug}`}>{t('catalogue>cta')}</ButtonLink>
                <Link to={`/price/${c.slug}`}>{t('content>features>priceLink', { name: c.name })}</Link>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </article>
  );
}
