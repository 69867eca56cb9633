import type { TFunction } from 'i18next';
import { formatTwd } from '../../../domain/money/twd';
import type { RouteMatch } from '../../routes/route-table';
import type { RootState } from '../../store/types';

const DESCRIPTION_MAX = 120;

/** A product page's title and description, from its item once loaded; undefined for other pages or before. */
export function productMeta(match: RouteMatch, state: RootState, t: TFunction, brand: string): { title: string; description: string } | undefined {
  if (match.route.screen !== 'product') return undefined;
  const item = state.category.shopProducts[match.params.slug ?? ''];
  if (!item) return undefined;
  const flat = item.description.replace(/\s+/g, ' ').trim();
  const description = flat.length > DESCRIPTION_MAX ? `${flat.slice(0, DESCRIPTION_MAX)}…` : flat;
  return {
    title: t('shopPublic>metaTitle', { name: item.name, pro: item.pro.title || item.pro.name, brand }),
    description: t('shopPublic>metaDescription', { name: item.name, price: formatTwd(item.price_from), description }),
  };
}
