import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DESCRIPTION_MAX } from '../../../domain/requests/quote-request.schema';
import { describePath } from '../../components/search-box/search-box';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { selectCategoryTree } from '../../store/category-selectors';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CategoryLinks } from './components/category-links';
import { Icon } from '../../components/icons/icon';
import { Section } from '../../components/section';

// The other ways into the catalogue: collections, articles, price guides and the SEO map.
const EXPLORE = [
  ['/feature/all', 'content>features>title'],
  ['/info/all', 'content>articles>title'],
  ['/price', 'price>indexTitle'],
  ['/seo', 'content>seo>title'],
] as const;

/** Every genre with all of its categories. */
export function GenreAllScreen() {
  const { t } = useTranslation();
  // Sent from a search that found nothing: each category opens its request form with the words typed.
  // Read once hydrated: the server renders the plain list, so both first renders agree.
  const [params] = useSearchParams();
  const [describe, setDescribe] = useState('');
  useEffect(() => setDescribe((params.get('describe') ?? '').trim().slice(0, DESCRIPTION_MAX)), [params]);
  const linkTo = describe ? (slug: string) => describePath(`/form/${slug}`, describe) : undefined;
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('catalogue>allGenres') }]} />
        <h1 className="page__title">{t('catalogue>allGenres')}</h1>
        <p className="page__lead">{t('catalogue>allGenresLead')}</p>
        {describe && (
          <Section headingId="describe-note-title" title={t('search>describeTitle')} block="describe-note">
            <p>{t('search>describeLead', { text: describe })}</p>
          </Section>
        )}
        <nav aria-label={t('content>explore>label')}>
          <ul className="chips">
            {EXPLORE.map(([to, key]) => (
              <li key={to}>
                <Link className="chip chip--strong" to={to}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!ready && <Loading />}
        {tree.map(({ genre, groups }) => (
          <Section
            key={genre.slug}
            headingId={`genre-${genre.slug}`}
            title={
              <>
                <Icon name={genre.icon} className="page__title-icon" />
                <Link to={`/genre/${genre.slug}`}>{genre.name}</Link>
              </>
            }
            className="genre-block"
          >
            <CategoryLinks categories={groups.flatMap((g) => g.categories)} compact {...(linkTo ? { linkTo } : {})} />
          </Section>
        ))}
      </div>
    </PageFrame>
  );
}
