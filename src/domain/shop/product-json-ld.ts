import type { PublicShopItem } from './shop-public.contract';

type JsonLd = Record<string, unknown>;

const absolute = (url: string, baseUrl: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);

/** Whether the item can be bought now: unlimited, or some left. */
export const isInStock = (item: Pick<PublicShopItem, 'is_quantity_limited' | 'remaining_quantity'>) =>
  item.is_quantity_limited === 0 || (item.remaining_quantity ?? 0) > 0;

/**
 * schema.org Product for a product page: its photos, one Offer per plan (whole TWD, in stock or
 * sold out as the stock says, sold by the pro), and a rating only when there are item reviews.
 */
export function productJsonLd(item: PublicShopItem, baseUrl: string, path: string): JsonLd {
  const url = `${baseUrl}${path}`;
  const seller = { '@type': 'LocalBusiness', name: item.pro.title || item.pro.name, url: `${baseUrl}/service/${item.pro.quote_service_id}` };
  const availability = isInStock(item) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description,
    sku: String(item.shop_item_id),
    url,
    category: item.category.name,
    ...(item.photos.length ? { image: item.photos.map((p) => absolute(p.url, baseUrl)) } : {}),
    offers: item.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.price,
      priceCurrency: 'TWD',
      availability,
      url,
      seller,
    })),
  };
  if (item.rating !== null && item.review_count > 0) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: item.rating, reviewCount: item.review_count, bestRating: 5, worstRating: 1 };
  }
  if (item.reviews.length > 0) {
    data.review = item.reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer_name },
      datePublished: r.created.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
      ...(r.feedback ? { reviewBody: r.feedback } : {}),
    }));
  }
  return data;
}
