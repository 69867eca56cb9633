import { describe, expect, it } from 'vitest';
import { SPEC_DASHBOARD_URLS, SPEC_LIFE_URLS, SPEC_PUBLIC_URLS, UNKNOWN_URLS } from '../../server/features/pages/spec-routes';
import { matchAppRoute, ROUTES, stripLanguagePrefix } from './route-table';

describe('the route table', () => {
  it.each([...SPEC_PUBLIC_URLS, ...SPEC_DASHBOARD_URLS, ...SPEC_LIFE_URLS.map((url) => url.split('?')[0]!)])('matches the spec route %s at the root and under /zh-TW', (url) => {
    const root = matchAppRoute(url);
    expect(root).toBeDefined();
    const prefixed = matchAppRoute(`/zh-TW${url === '/' ? '' : url}`);
    expect(prefixed?.route).toBe(root?.route);
    expect(prefixed?.language).toBe('zh-TW');
  });

  it.each(['/no/such/page', '/service/not-a-number', '/service/edit/12', '/fet/unknown-screen', '/55688life/join', '/dashboard-typo'])('matches nothing for %s', (url) => {
    expect(UNKNOWN_URLS as readonly string[]).toContain(url);
    expect(matchAppRoute(url)).toBeUndefined();
  });

  it.each([
    ['/service/12', 'service', { serviceId: '12' }],
    ['/service/12/reserve', 'service-reserve', { serviceId: '12' }],
    ['/product/12-aircon-cleaning', 'product', { slug: '12-aircon-cleaning' }],
    ['/product/12-aircon-cleaning/3', 'product', { slug: '12-aircon-cleaning', amount: '3' }],
    ['/service/12/reserve/77', 'service-reserve', { serviceId: '12', googleReserveId: '77' }],
    ['/service/12/best-cleaner', 'service', { serviceId: '12', slug: 'best-cleaner' }],
    ['/service/share/12', 'service-action', { action: 'share', serviceId: '12' }],
    ['/service/report/12', 'service-action', { action: 'report', serviceId: '12' }],
    ['/dashboard/requests/case/34', 'requests-case', { requestId: '34' }],
    ['/dashboard/requests/56/detail', 'request-detail', { bidId: '56', detail: 'detail' }],
    ['/dashboard/projects/quote/56', 'quote', { quoteId: '56' }],
    ['/dashboard/projects/2', 'projects', { page: '2' }],
    ['/55688life', 'partner-55688', {}],
    ['/55688life/request', 'partner-55688', { action: 'request' }],
    ['/55688life/requests', 'partner-55688', { action: 'requests' }],
    ['/55688life/orders', 'partner-55688', { action: 'orders' }],
    ['/nearme/aircon-cleaning/taipei-city/daan-district', 'nearme', { slug: 'aircon-cleaning', city: 'taipei-city', district: 'daan-district' }],
  ])('resolves %s to the %s screen', (url, screen, params) => {
    const match = matchAppRoute(url)!;
    expect(match.route.screen).toBe(screen);
    expect(match.params).toMatchObject(params);
  });

  it('hides the menu on the request detail route only', () => {
    expect(ROUTES.filter((r) => r.noMenu).map((r) => r.screen)).toEqual(['request-detail']);
  });

  it.each([
    ['/zh-TW', '/', 'zh-TW'],
    ['/zh-TW/pro', '/pro', 'zh-TW'],
    ['/zh-TWX/pro', '/zh-TWX/pro', undefined],
    ['/pro', '/pro', undefined],
  ])('strips the language prefix of %s', (path, pathname, language) => {
    expect(stripLanguagePrefix(path)).toEqual({ pathname, language });
  });
});
