import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ContentStatus } from './content-status';
import { fetchCollections } from './content-thunks';
import { useContent } from './use-content';
import { Icon } from '../../../components/icons/icon';

/** feature/all: every curated collection. */
export function FeatureAllScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => (s.content.loaded.collections ? s.content.collections : undefined));
  const load = useCallback(() => dispatch(fetchCollections()), [dispatch]);
  const lookup = useContent(list, 'collections', load);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('content>features>title') }]} />
        <h1 className="page__title">{t('content>features>title')}</h1>
        <p className="page__lead">{t('content>features>lead')}</p>
        {lookup.value.length === 0 && <EmptyState title={t('content>features>empty')} />}
        {lookup.value.length > 0 && (
          <ul className="content-cards">
            {lookup.value.map((c) => (
              <li key={c.slug}>
                <Link className="content-card" to={`/feature/${c.slug}`}>
                  <Icon name={c.icon} className="content-card__icon" size={32} />
                  <span className="content-card__title">{c.title}</span>
                  <span className="content-card__summary">{c.summary}</span>
                  <span className="content-card__meta">{t('content>features>count', { count: c.category_count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
