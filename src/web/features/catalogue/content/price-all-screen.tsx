import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceGuideIndexEntry } from '../../../../domain/catalogue/content.types';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ContentStatus } from './content-status';
import { fetchPriceGuides } from './content-thunks';
import { useContent } from './use-content';
import { Section } from '../../../components/section';

/** Entries grouped by genre, in catalogue order. */
function byGenre(entries: readonly PriceGuideIndexEntry[]) {
  const groups = new Map<string, { name: string; slug: string; entries: PriceGuideIndexEntry[] }>();
  for (const entry of entries) {
    const { genre } = entry.quote_category;
    const group = groups.get(genre.slug) ?? { name: genre.name, slug: genre.slug, entries: [] };
    group.entries.push(entry);
    groups.set(genre.slug, group);
  }
  return [...groups.values()];
}

/** price: every category's price guide, those with an editors' guide marked. */
export function PriceAllScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => (s.content.loaded.priceGuides ? s.content.priceGuides : undefined));
  const load = useCallback(() => dispatch(fetchPriceGuides()), [dispatch]);
  const lookup = useContent(list, 'priceGuides', load);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('price>indexTitle') }]} />
        <h1 className="page__title">{t('price>indexTitle')}</h1>
        <p className="page__lead">{t('price>indexLead')}</p>
        {byGenre(lookup.value).map((genre) => (
          <Section key={genre.slug} headingId={`price-genre-${genre.slug}`} title={genre.name}>
            <ul className="chips">
              {genre.entries.map(({ quote_category: c, has_text: hasText }) => (
                <li key={c.slug}>
                  <Link className={hasText ? 'chip chip--strong' : 'chip'} to={`/price/${c.slug}`}>
                    {t('price>crumb', { name: c.name })}
                    {hasText && <span className="visually-hidden">{t('price>hasGuide')}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </div>
    </PageFrame>
  );
}
