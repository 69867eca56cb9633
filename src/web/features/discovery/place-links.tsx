import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCities } from '../../store/use-cities';

/** nearme: the cities, or the chosen city's districts, as links. */
export function PlaceLinks({ categorySlug, citySlug }: { categorySlug: string; citySlug: string | undefined }) {
  const { t } = useTranslation();
  const cities = useCities();
  if (cities.length === 0) return null;
  const city = citySlug ? cities.find((c) => c.slug === citySlug) : undefined;
  return (
    <nav className="place-links" aria-label={t(city ? 'discovery>list>chooseDistrict' : 'discovery>list>chooseCity')}>
      <h2 className="place-links__title">{t(city ? 'discovery>list>chooseDistrict' : 'discovery>list>chooseCity')}</h2>
      <ul className="chips">
        {city
          ? city.districts.map((d) => (
              <li key={d.id}>
                <Link className="chip" to={`/nearme/${categorySlug}/${city.slug}/${encodeURIComponent(d.name)}`}>
                  {d.name}
                </Link>
              </li>
            ))
          : cities.map((c) => (
              <li key={c.slug}>
                <Link className="chip" to={`/nearme/${categorySlug}/${c.slug}`}>
                  {c.name}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
