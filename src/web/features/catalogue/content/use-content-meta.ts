import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMatch } from '../../../routes/route-table';
import { useAppSelector } from '../../../store/hooks';
import { contentPageMeta } from './content-meta';

/**
 * Sets the title and description once the page's content has arrived. The route change sets
 * them first, from what the store held then; content fetched in the browser comes later.
 */
export function useContentMeta(match: RouteMatch): void {
  const { t } = useTranslation();
  const brand = t('brand>name');
  const title = useAppSelector((s) => contentPageMeta(match, s, t, brand)?.title);
  const description = useAppSelector((s) => contentPageMeta(match, s, t, brand)?.description);
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
