import type { TFunction } from 'i18next';
import type { ProListPage } from '../../../domain/discovery/discovery.types';
import type { ProListRequest } from '../../../domain/discovery/list-request';

export interface CrumbItem {
  label: string;
  to?: string;
}

/** The h1 and <title> subject of a pro list. */
export function proListHeading(page: ProListPage, request: ProListRequest, t: TFunction): string {
  const { kind } = request;
  switch (kind.kind) {
    case 'all':
      if (kind.filter === 'top-rated') return t('discovery>list>topRated');
      if (kind.filter === 'verified') return t('discovery>list>verified');
      if (page.category) return t('discovery>list>ofSubject', { subject: page.category.name });
      if (page.genre) return t('discovery>list>ofSubject', { subject: page.genre.name });
      return t('discovery>list>all');
    case 'search': {
      if (page.query && page.category) return t('discovery>list>searchForIn', { query: page.query, category: page.category.name });
      if (page.query) return t('discovery>list>searchFor', { query: page.query });
      if (page.category) return t('discovery>list>searchIn', { category: page.category.name });
      return t('discovery>list>search');
    }
    case 'nearme': {
      const category = page.category?.name ?? '';
      if (page.city && page.district) return t('discovery>list>nearmeDistrict', { city: page.city.name, district: page.district, category });
      if (page.city) return t('discovery>list>nearmeCity', { city: page.city.name, category });
      return t('discovery>list>nearme', { category });
    }
    case 'featured':
      return t('discovery>list>featured');
  }
}

/** Breadcrumbs of a pro list, from home to the list. */
export function proListCrumbs(page: ProListPage, request: ProListRequest, heading: string, t: TFunction): CrumbItem[] {
  const crumbs: CrumbItem[] = [{ label: t('common>home'), to: '/' }];
  const { kind } = request;
  if (kind.kind === 'nearme' && page.category) {
    crumbs.push({ label: page.category.name, to: `/category/${page.category.slug}` });
    if (page.city) {
      crumbs.push({ label: t('discovery>list>nearme', { category: page.category.name }), to: `/nearme/${page.category.slug}` });
      if (page.district) crumbs.push({ label: page.city.name, to: `/nearme/${page.category.slug}/${page.city.slug}` });
    }
  } else if (kind.kind !== 'featured') {
    crumbs.push({ label: t('discovery>list>all'), to: '/pro-list' });
    if (page.genre && page.category) crumbs.push({ label: page.genre.name, to: `/pro-list/${page.genre.slug}` });
  }
  const last = crumbs[crumbs.length - 1];
  // The page itself is the last crumb, never a link.
  if (last?.label === heading) delete last.to;
  else crumbs.push({ label: heading });
  return crumbs;
}

/** The meta description of a pro list. */
export function proListDescription(page: ProListPage, heading: string, brand: string, t: TFunction): string {
  const count = page.list.display_count;
  return count !== null
    ? t('discovery>list>metaDescriptionCount', { heading, count, brand })
    : t('discovery>list>metaDescription', { heading, brand });
}
