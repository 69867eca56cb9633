import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectPopularByGenre } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { Section } from '../../../components/section';

/** Popular categories of each genre, as quick links. */
export function PopularCategories() {
  const { t } = useTranslation();
  const popular = useAppSelector(selectPopularByGenre);
  if (popular.length === 0) return null;
  return (
    <Section headingId="popular-heading" title={t('home>popular>heading')} lead={t('home>popular>lead')}>
      <div className="popular">
        {popular.map(({ genre, categories }) => (
          <div key={genre.slug} className="popular__genre">
            <h3 className="popular__genre-name">
              <Link to={`/genre/${genre.slug}`}>{genre.name}</Link>
            </h3>
            <ul className="chips">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link className="chip" to={`/category/${category.slug}`}>
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
