import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ArticleList } from './article-list';
import { LatestBlogPosts } from './blog-post-list';
import { contentKey } from './content-slice';
import { ContentStatus } from './content-status';
import { fetchArticles } from './content-thunks';
import { useContent } from './use-content';

/** The page number of `?page=`; anything else is page 0, which does not exist. */
export function articlePageParam(raw: string | null): number {
  if (raw === null) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 0;
}

const pageHref = (page: number) => (page === 1 ? '/info/all' : `/info/all?page=${page}`);

/** info/all: every article, newest first, 10 a page, with crawlable page links. */
export function InfoAllScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const page = articlePageParam(params.get('page'));
  const data = useAppSelector((s) => s.content.articlePages[page]);
  const load = useCallback(() => {
    if (page > 0) void dispatch(fetchArticles(page));
  }, [dispatch, page]);
  const lookup = useContent(data, contentKey('articles', page), load);
  if (page === 0) return <ContentStatus lookup={{ kind: 'missing' }} />;
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  const { articles, total_pages: totalPages } = lookup.value;
  return (
    <PageFrame>
      <div className="page">
        <Breadcrumbs items={[{ label: t('common>home'), to: '/' }, { label: t('content>articles>title') }]} />
        <h1 className="page__title">{page > 1 ? t('content>articles>titlePage', { page }) : t('content>articles>title')}</h1>
        <p className="page__lead">{t('content>articles>lead')}</p>
        {page === 1 && <LatestBlogPosts />}
        {articles.length === 0 ? <EmptyState title={t('content>articles>empty')} /> : <ArticleList articles={articles} />}
        {totalPages > 1 && (
          <nav className="page-links" aria-label={t('pager>label')}>
            {page > 1 && (
              <Link rel="prev" to={pageHref(page - 1)}>
                {t('pager>previous')}
              </Link>
            )}
            <span>{t('content>articles>pageOf', { page, total: totalPages })}</span>
            {page < totalPages && (
              <Link rel="next" to={pageHref(page + 1)}>
                {t('pager>next')}
              </Link>
            )}
          </nav>
        )}
      </div>
    </PageFrame>
  );
}
