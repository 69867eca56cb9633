import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { selectGenreNode } from '../../store/category-selectors';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { AbsentSubject } from './components/absent-subject';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CategoryLinks } from './components/category-links';
import { Icon } from '../../components/icons/icon';

/** One genre: its categories grouped by group_name. */
export function GenreScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const node = useAppSelector((s) => selectGenreNode(s, match.params.genreName));
  if (!node) return <AbsentSubject ready={ready} />;
  const { genre, groups } = node;
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs
          items={[
            { label: t('common>home'), to: '/' },
            { label: t('catalogue>allGenres'), to: '/genre/all' },
            { label: genre.name },
          ]}
        />
        <h1 className="page__title">
          <Icon name={genre.icon} className="page__title-icon" size={28} />
          {genre.name}
        </h1>
        <p className="page__lead">{genre.description}</p>
        {groups.map((group) => (
          <section key={group.name} id={encodeURIComponent(group.name)} className="section" aria-label={group.name}>
            <h2 className="section__title">{group.name}</h2>
            <CategoryLinks categories={group.categories} />
          </section>
        ))}
      </div>
    </PageFrame>
  );
}
