import type { TFunction } from 'i18next';
import { formatPrice, HOUR_UNIT } from '../../../../domain/money';
import type { RouteMatch } from '../../../routes/route-table';
import type { RootState } from '../../../store/types';
import { articlePageParam } from './info-all-screen';
import { twdRange } from './content-format';

export interface ContentMeta {
  title: string;
  description: string;
}

const withBrand = (t: TFunction, title: string, brand: string) => t('meta>title', { title, brand });

/** The price page's description: the real figures when there are enough quotes. */
function priceDescription(state: RootState, slug: string, t: TFunction): string | undefined {
  const guide = state.content.priceGuideData[slug];
  if (!guide) return undefined;
  const name = guide.quote_category.name;
  const f = guide.overall.flat.median !== null ? guide.overall.flat : guide.overall.hourly;
  if (f.median === null || f.p25 === null || f.p75 === null) return t('price>metaDescriptionFew', { name });
  const unit = f === guide.overall.hourly ? HOUR_UNIT : null;
  return t('price>metaDescription', { name, count: f.count, median: formatPrice({ low: f.median, unit }), range: twdRange(f.p25, f.p75) });
}

/**
 * Titles and descriptions of the collection, article, price and SEO pages; undefined for other
 * screens, or while their data is not loaded (the generic title stands in).
 */
export function contentPageMeta(match: RouteMatch, state: RootState, t: TFunction, brand: string): ContentMeta | undefined {
  const slug = match.params.slug ?? '';
  switch (match.route.screen) {
    case 'feature-all':
      return { title: withBrand(t, t('content>features>metaTitle'), brand), description: t('content>features>metaDescription', { brand }) };
    case 'feature': {
      const c = state.content.collectionData[slug];
      return c && { title: withBrand(t, c.title, brand), description: c.summary };
    }
    case 'info-all': {
      // The server preloads only the page it renders; the browser reads it from the address.
      const preloaded = Object.values(state.content.articlePages);
      const page =
        typeof window === 'undefined'
          ? (preloaded.length === 1 ? preloaded[0]!.page : 1)
          : articlePageParam(new URLSearchParams(window.location.search).get('page'));
      const title = page > 1 ? t('content>articles>titlePage', { page }) : t('content>articles>metaTitle');
      return { title: withBrand(t, title, brand), description: t('content>articles>metaDescription', { brand }) };
    }
    case 'info': {
      const a = state.content.articleData[slug];
      return a && { title: withBrand(t, a.title, brand), description: a.summary };
    }
    case 'site-page': {
      const p = state.content.sitePages?.[slug];
      return p && { title: withBrand(t, p.title, brand), description: p.summary };
    }
    case 'pro-newyear': {
      const c = state.content.campaigns?.['pro-newyear'];
      return c && { title: withBrand(t, c.title, brand), description: c.hero || c.title };
    }
    case 'price-all':
      return { title: withBrand(t, t('price>indexMetaTitle'), brand), description: t('price>indexMetaDescription', { brand }) };
    case 'price': {
      const name = state.category.categories.find((c) => c.slug === slug)?.name;
      const description = priceDescription(state, slug, t);
      return name && description ? { title: withBrand(t, t('price>metaTitle', { name }), brand), description } : undefined;
    }
    case 'seo':
      return { title: withBrand(t, t('content>seo>title'), brand), description: t('content>seo>lead') };
    case 'seo-genre': {
      const genre = state.category.genres.find((g) => g.slug === match.params.genreName);
      return genre && { title: withBrand(t, t('content>seo>genreTitle', { genre: genre.name }), brand), description: t('content>seo>genreDescription', { genre: genre.name }) };
    }
    default:
      return undefined;
  }
}
