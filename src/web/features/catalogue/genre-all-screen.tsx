import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { selectCategoryTree } from '../../store/category-selectors';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { Breadcrumbs } from './components/breadcrumbs';
import { CategoryLinks } from './components/category-links';
import { Icon } from '../../components/icons/icon';

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
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('catalogue>allGenres') }]} />
        <h1 className="page__title">{t('catalogue>allGenres')}</h1>
        <p className="page__lead">{t('catalogue>allGenresLead')}</p>
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
          <section key={genre.slug} className="section genre-block" aria-labelledby={`genre-${genre.slug}`}>
            <h2 id={`genre-${genre.slug}`} className="section__title">
              <Icon name={genre.icon} className="page__title-icon" />
              <Link to={`/genre/${genre.slug}`}>{genre.name}</Link>
            </h2>
            <CategoryLinks categories={groups.flatMap((g) => g.categories)} compact />
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
