import type { TFunction } from 'i18next';
import { discoveryMeta } from '../features/discovery';
import { contentPageMeta } from '../features/catalogue';
import { productMeta } from '../features/shop-public';
import type { RootState } from '../store/types';
import { lookupCategory, lookupGenre, screenSubject } from './catalogue-lookup';
import type { RouteMatch } from './route-table';

export interface PageMeta {
  title: string;
  description: string;
  /** An absolute image URL for link previews (a pro's logo on the profile). */
  image?: string | undefined;
}

/** Whether `key` exists, so optional texts (titleWith) can be asked for safely. */
type HasKey = (key: string) => boolean;

/** A screen's own title: "{{subject}}價格行情" when it is about a known category, else the plain one. */
export function screenTitle(screen: string, subject: string | undefined, t: TFunction, exists: HasKey): string {
  const withKey = `screens>${screen}>titleWith`;
  return subject && exists(withKey) ? t(withKey, { subject }) : t(`screens>${screen}>title`);
}

function notFoundMeta(t: TFunction, brand: string): PageMeta {
  return { title: t('notFound>metaTitle', { brand }), description: t('notFound>metaDescription', { brand }) };
}

/** The <title> and meta description of a page, the same on the server and after navigation. */
export function pageMeta(match: RouteMatch | undefined, notFound: boolean, state: RootState, t: TFunction, exists: HasKey, search = ''): PageMeta {
  const brand = t('brand>name');
  if (notFound || !match) return notFoundMeta(t, brand);
  const { screen } = match.route;
  if (screen === 'home') return { title: t('home>metaTitle', { brand }), description: t('home>metaDescription') };
  if (screen === 'category' || screen === 'genre-category') {
    const found = lookupCategory(state.category.categories, match.params.slug, screen === 'genre-category' ? match.params.genreName : undefined);
    if (found.kind === 'missing') return notFoundMeta(t, brand);
    if (found.kind === 'found') {
      const { name, description } = found.value;
      return { title: t('catalogue>metaCategoryTitle', { name, brand }), description: t('catalogue>metaCategoryDescription', { name, description, brand }) };
    }
  }
  if (screen === 'genre') {
    const found = lookupGenre(state.category, match.params.genreName);
    if (found.kind === 'missing') return notFoundMeta(t, brand);
    if (found.kind === 'found') {
      const { name, description } = found.value;
      return { title: t('catalogue>metaGenreTitle', { name, brand }), description: t('catalogue>metaGenreDescription', { name, description }) };
    }
  }
  const product = productMeta(match, state, t, brand);
  if (product) return product;
  const discovery = discoveryMeta(match, new URLSearchParams(search), state, t);
  if (discovery) return discovery;
  const content = contentPageMeta(match, state, t, brand);
  if (content) return content;
  const title = screenTitle(screen, screenSubject(state, match), t, exists);
  return { title: t('meta>title', { title, brand }), description: t(`screens>${screen}>description`, { brand }) };
}
