import type { ProProfileResponse } from './discovery.types';

type JsonLd = Record<string, unknown>;

const SCHEMA_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** JSON for a <script type="application/ld+json">: nothing in it can close the element. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export interface Crumb {
  name: string;
  /** Path under the site, e.g. /genre/cleaning; the last crumb may have none. */
  path?: string | undefined;
}

/** schema.org BreadcrumbList for a page's breadcrumbs. */
export function breadcrumbJsonLd(crumbs: Crumb[], baseUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: `${baseUrl}${c.path}` } : {}),
    })),
  };
}

function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
}

/** schema.org LocalBusiness for a pro's profile, with its rating and latest reviews. */
export function profileJsonLd(profile: ProProfileResponse, baseUrl: string): JsonLd {
  const url = `${baseUrl}/service/${profile.id}`;
  const image = profile.logo_url ?? profile.avatar_url ?? profile.photos[0]?.url;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: profile.title || profile.name,
    url,
    description: profile.description,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'TW',
      ...(profile.city ? { addressRegion: profile.city.name } : {}),
      ...(profile.district ? { addressLocality: profile.district } : {}),
    },
    areaServed: profile.areas.map((a) => ({ '@type': 'AdministrativeArea', name: `${a.city_name}${a.district_name ?? ''}` })),
  };
  if (image) data.image = absolute(image, baseUrl);
  if (profile.latitude !== null && profile.longitude !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: profile.latitude, longitude: profile.longitude };
  }
  if (profile.business_hours.length > 0) {
    data.openingHoursSpecification = profile.business_hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_WEEKDAYS[h.weekday - 1]}`,
      opens: h.open,
      closes: h.close,
    }));
  }
  if (profile.review_count > 0 && profile.rating !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: profile.rating,
      reviewCount: profile.review_count,
      bestRating: 5,
      worstRating: 1,
    };
    // Only reviews that follow a hire here stand behind the rating search engines show.
    data.review = profile.reviews.filter((r) => r.is_verified).slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer },
      datePublished: r.created.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.feedback ? { reviewBody: r.feedback } : {}),
    }));
  }
  return data;
}
