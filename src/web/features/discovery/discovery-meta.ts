import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isProListScreen, proListKey, proListRequest } from '../../../domain/discovery/list-request';
import type { RouteMatch } from '../../routes/route-table';
import { useAppStore } from '../../store/hooks';
import type { RootState } from '../../store/types';
import { profileKey } from './discovery-slice';
import { proListDescription, proListHeading } from './discovery-text';

export interface DiscoveryMeta {
  title: string;
  description: string;
  image?: string | undefined;
}

function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
}

function reviewsPageOf(search: URLSearchParams): number {
  const n = Number(search.get('reviews_page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/**
 * The <title> and description of a pro list or profile from the loaded data; undefined when
 * the page is not one of them or its data is not loaded (the generic texts apply then).
 */
export function discoveryMeta(match: RouteMatch, search: URLSearchParams, state: RootState, t: TFunction): DiscoveryMeta | undefined {
  const brand = t('brand>name');
  const { screen } = match.route;
  if (isProListScreen(screen)) {
    const request = proListRequest(screen, match.params, search);
    const page = state.discovery.lists[proListKey(request)];
    if (!page) return undefined;
    const heading = proListHeading(page, request, t);
    const paged = request.page > 1 ? t('discovery>list>pageSuffix', { page: request.page }) : '';
    return { title: t('meta>title', { title: `${heading}${paged}`, brand }), description: proListDescription(page, heading, brand, t) };
  }
  if (screen === 'service' || screen === 'service-action') {
    const profile = state.discovery.profiles[profileKey(Number(match.params.serviceId), reviewsPageOf(search))];
    if (!profile) return undefined;
    const place = profile.city ? `${profile.city.name}${profile.district ?? ''}` : '';
    const category = profile.categories[0]?.name ?? '';
    const name = profile.title || profile.name;
    const rating =
      profile.rating !== null && profile.review_count > 0 ? t('discovery>profile>metaRating', { rating: profile.rating.toFixed(1), count: profile.review_count }) : '';
    const about = profile.description.replace(/\s+/g, ' ').trim().slice(0, 80);
    // Link previews (LINE, Facebook) show the logo, else the avatar, else the first photo.
    const image = profile.logo_url ?? profile.avatar_url ?? profile.photos[0]?.url;
    return {
      title: t('discovery>profile>metaTitle', { name, place, category, brand }),
      description: t('discovery>profile>metaDescription', { name, rating, about, brand }),
      image: image ? absolute(image, state.app.publicUrl) : undefined,
    };
  }
  if (screen === 'pro') return { title: t('discovery>landing>metaTitle', { brand }), description: t('discovery>landing>metaDescription', { brand }) };
  return undefined;
}

/** After the data of a page loaded in the browser, its <title> follows (the server sets it on first load). */
export function useDiscoveryTitle(match: RouteMatch, loaded: boolean): void {
  const store = useAppStore();
  const location = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (!loaded) return;
    const meta = discoveryMeta(match, new URLSearchParams(location.search), store.getState(), t);
    if (meta) document.title = meta.title;
  }, [loaded, match, location.search, store, t]);
}
