import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { PriceHint } from '../components/price-hint';
import { ContentStatus } from './content-status';
import { fetchCollection } from './content-thunks';
import { useSlugContent } from './use-slug-content';
import { Icon } from '../../../components/icons/icon';
import { Section } from '../../../components/section';

/** feature/{slug}: a curated collection, the editors' introduction and the categories it recommends. */
export function FeatureScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { lookup } = useSlugContent(match, 'collection', (content, slug) => content.collectionData[slug], fetchCollection);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  const collection = lookup.value;
  return (
    <PageFrame>
      <article className="page content-page">
        <Breadcrumbs
          structured
          items={[{ label: t('common>home'), to: '/' }, { label: t('content>features>title'), to: '/feature/all' }, { label: collection.title }]}
        />
        <header className="content-page__header">
          <p className="content-page__kicker">
            <Icon name={collection.icon} size={20} /> {t('content>features>kicker')}
          </p>
          <h1 className="page__title">{collection.title}</h1>
          <p className="page__lead">{collection.summary}</p>
        </header>
        <div className="prose">
          {collection.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
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
    </PageFrame>
  );
}
