import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectCategoryTree } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../components/icons/icon';
import { Section } from '../../../components/section';

/** Every genre as a card linking to its page. */
export function GenreGrid() {
  const { t } = useTranslation();
  const tree = useAppSelector(selectCategoryTree);
  if (tree.length === 0) return null;
  return (
    <Section headingId="genres-heading" title={t('home>genres>heading')}>
      <ul className="genre-grid">
        {tree.map(({ genre, groups }) => (
          <li key={genre.slug}>
            <Link className="genre-card" to={`/genre/${genre.slug}`}>
              <Icon name={genre.icon} className="genre-card__icon" size={32} />
              <span className="genre-card__name">{genre.name}</span>
              <span className="genre-card__count">{t('catalogue>categoryCount', { count: groups.reduce((n, g) => n + g.categories.length, 0) })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="section__more">
        <Link to="/genre/all">{t('home>genres>viewAll')}</Link>
      </p>
    </Section>
  );
}
