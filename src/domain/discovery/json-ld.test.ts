import { describe, expect, it } from 'vitest';
import type { ProProfileResponse } from './discovery.types';
import { breadcrumbJsonLd, jsonLdText, profileJsonLd } from './json-ld';

const profile: ProProfileResponse = {
  id: 7,
  slug: 's7',
  title: '好師傅水電',
  name: '王小明',
  avatar_url: null,
  logo_url: '/uploads/logo.png',
  excerpt: '',
  city: { slug: 'taipei-city', name: '臺北市' },
  rating: 4.5,
  review_count: 2,
  years_in_business: 12,
  badges: ['experienced'],
  categories: [{ id: 4, slug: 'plumbing-electrical', name: '水電維修' }],
  description: '</script><script>alert(1)</script>',
  district: '大安區',
  latitude: 25.03,
  longitude: 121.54,
  is_service_professional_travels_to_me: true,
  is_customer_travel_to_me: false,
  is_over_phone_or_internet: false,
  is_paused: false,
  areas: [{ city_slug: 'taipei-city', city_name: '臺北市', district_name: null }],
  photos: [],
  faqs: [],
  business_hours: [{ weekday: 7, open: '09:00', close: '18:00' }],
  rating_breakdown: [1, 1, 0, 0, 0],
  reviews: [{ id: 1, rating: 5, is_satisfied: true, feedback: '很好', tags: [], reviewer: '陳＊＊', is_verified: true, attachments: [], created: '2026-11-01 03:00:00' }],
  reviews_page: 1,
  reviews_total_pages: 1,
  hired_count: 3,
  created: '2025-01-01 00:00:00',
};

describe('JSON-LD', () => {
  it('describes a profile as a LocalBusiness with its rating, hours and place', () => {
    const data = profileJsonLd(profile, 'https://example.tw');
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.url).toBe('https://example.tw/service/7');
    expect(data.image).toBe('https://example.tw/uploads/logo.png');
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '09:00', closes: '18:00' },
    ]);
    expect(data.address).toMatchObject({ addressRegion: '臺北市', addressLocality: '大安區', addressCountry: 'TW' });
  });

  it('leaves the rating out when there are no reviews', () => {
    const data = profileJsonLd({ ...profile, rating: null, review_count: 0, reviews: [] }, 'https://example.tw');
    expect(data.aggregateRating).toBeUndefined();
    expect(data.review).toBeUndefined();
  });

  it('numbers breadcrumbs and links all but a last crumb without a path', () => {
    const data = breadcrumbJsonLd([{ name: '首頁', path: '/' }, { name: '好師傅水電' }], 'https://example.tw');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首頁', item: 'https://example.tw/' },
      { '@type': 'ListItem', position: 2, name: '好師傅水電' },
    ]);
  });

  it('cannot close its script element', () => {
    const text = jsonLdText(profileJsonLd(profile, 'https://example.tw'));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toBe('</script><script>alert(1)</script>');
  });
});
