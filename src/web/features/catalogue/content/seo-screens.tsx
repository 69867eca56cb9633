import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CityResponse, QuoteCategoryResponse } from '../../../../domain/catalogue/catalogue.types';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { selectCategoryTree, selectGenreNode } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { useCities } from '../../../store/use-cities';
import { useEnsureCatalogue } from '../../../store/use-ensure-catalogue';
import { AbsentSubject } from '../components/absent-subject';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Section } from '../../../components/section';

// The six special municipalities: the places most people search for.
const MAIN_CITIES = 6;

function CityLinks({ category, cities }: { category: QuoteCategoryResponse; cities: CityResponse[] }) {
  const { t } = useTranslation();
  return (
    <ul className="seo-links">
      {cities.map((city) => (
        <li key={city.slug}>
          <Link to={`/nearme/${category.slug}/${city.slug}`}>{t('content>seo>cityLink', { city: city.name, name: category.name })}</Link>
        </li>
      ))}
    </ul>
  );
}

/** seo: every category of every genre, each with its main cities' near-me pages. */
export function SeoScreen() {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  const cities = useCities().slice(0, MAIN_CITIES);
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('content>seo>title') }]} />
        <h1 className="page__title">{t('content>seo>title')}</h1>
        <p className="page__lead">{t('content>seo>lead')}</p>
        {!ready && <Loading />}
        {tree.map(({ genre, groups }) => (
          <Section key={genre.slug} headingId={`seo-${genre.slug}`} title={<Link to={`/seo/${genre.slug}`}>{t('content>seo>genreLink', { genre: genre.name })}</Link>}>
            {groups
              .flatMap((g) => g.categories)
              .map((category) => (
                <div key={category.slug} className="seo-block">
                  <h3 className="seo-block__title">
                    <Link to={`/nearme/${category.slug}`}>{category.name}</Link>
                  </h3>
                  <CityLinks category={category} cities={cities} />
                </div>
              ))}
          </Section>
        ))}
      </div>
    </PageFrame>
  );
}

/** seo/{genreName}: a genre's categories, each with every city's near-me page. */
export function SeoGenreScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const node = useAppSelector((s) => selectGenreNode(s, match.params.genreName));
  const cities = useCities();
  if (!node) return <AbsentSubject ready={ready} />;
  const { genre, groups } = node;
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs
          structured
          items={[
            { label: t('common>home'), to: '/' },
            { label: t('content>seo>title'), to: '/seo' },
            { label: t('content>seo>genreLink', { genre: genre.name }) },
          ]}
        />
        <h1 className="page__title">{t('content>seo>genreTitle', { genre: genre.name })}</h1>
        <p className="page__lead">{genre.description}</p>
        {groups.map((group) => (
          <section key={group.name} className="section" aria-label={group.name}>
            <h2 className="section__title">{group.name}</h2>
            {group.categories.map((category) => (
              <div key={category.slug} className="seo-block">
                <h3 className="seo-block__title">
                  <Link to={`/category/${category.slug}`}>{category.name}</Link>
                  <Link className="seo-block__aside" to={`/price/${category.slug}`}>
                    {t('price>crumb', { name: category.name })}
                  </Link>
                </h3>
                <CityLinks category={category} cities={cities} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
