import { describe, expect, it } from 'vitest';
import { proListApiPath, proListKey, proListPagePath, proListRequest } from './list-request';

describe('pro list requests', () => {
  it('reads nearme params, decoding a Chinese district', () => {
    const r = proListRequest('nearme', { slug: 'aircon-cleaning', city: 'taipei-city', district: '%E5%A4%A7%E5%AE%89%E5%8D%80' }, new URLSearchParams('page=3'));
    expect(r.kind).toEqual({ kind: 'nearme', slug: 'aircon-cleaning', city: 'taipei-city', district: '大安區' });
    expect(r.page).toBe(3);
    expect(proListApiPath(r)).toBe(`/quote_services/nearme/aircon-cleaning.json?page=3&city=taipei-city&district=${encodeURIComponent('大安區')}`);
  });

  it('falls back to page 1 for a page that is not a whole number in range', () => {
    for (const page of ['0', '-1', '2.5', 'abc', '501']) {
      expect(proListRequest('pro-list', {}, new URLSearchParams({ page })).page).toBe(1);
    }
  });

  it('keeps the search words and city in the API path and the page path', () => {
    const r = proListRequest('pro-search', { slug: 'door-lock' }, new URLSearchParams({ q: ' 開鎖 ', city: 'taipei-city', page: '2' }));
    expect(r.query).toBe('開鎖');
    expect(proListApiPath(r)).toBe(`/quote_services/search.json?page=2&category=door-lock&q=${encodeURIComponent('開鎖')}&city=taipei-city`);
    expect(proListPagePath('/pro-search/door-lock', r, 1)).toBe(`/pro-search/door-lock?q=${encodeURIComponent('開鎖')}&city=taipei-city`);
    expect(proListPagePath('/pro-search/door-lock', r, 4)).toContain('&page=4');
  });

  it('gives different lists different keys', () => {
    const a = proListRequest('pro-list', { filter: 'top-rated' }, new URLSearchParams());
    const b = proListRequest('pro-list', {}, new URLSearchParams());
    const c = proListRequest('pro-list', { filter: 'top-rated' }, new URLSearchParams('page=2'));
    expect(new Set([proListKey(a), proListKey(b), proListKey(c)]).size).toBe(3);
    expect(proListApiPath(a)).toBe('/quote_services/list.json?filter=top-rated');
    expect(proListApiPath(proListRequest('featured-pros', {}, new URLSearchParams()))).toBe('/quote_services/featured.json');
  });
});
