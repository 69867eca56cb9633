import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../../../web/routes/route-table';
import { RouteMatches } from './route-matches';

describe('RouteMatches', () => {
  it('answers what the route table answers, for a match, a language prefix and a 404', () => {
    const routes = new RouteMatches();
    for (const path of ['/', '/category/aircon-installation', '/en/category/aircon-installation', '/service/12', '/service/abc', '/no/such/page']) {
      expect(routes.match(path)).toEqual(matchAppRoute(path));
    }
  });

  it('gives the same match again for a path it has seen, a 404 included', () => {
    const routes = new RouteMatches();
    const first = routes.match('/category/aircon-installation');
    expect(routes.match('/category/aircon-installation')).toBe(first);
    expect(routes.match('/no/such/page')).toBeUndefined();
    expect(routes.match('/no/such/page')).toBeUndefined();
    expect(routes.size).toBe(2);
  });

  it('keeps at most its bound of paths, and none too long to be a real page', () => {
    const routes = new RouteMatches(3);
    for (let i = 0; i < 10; i += 1) routes.match(`/service/${i + 1}`);
    expect(routes.size).toBeLessThanOrEqual(3);
    routes.match(`/${'a'.repeat(600)}`);
    expect(routes.size).toBeLessThanOrEqual(3);
    expect(routes.match('/service/42')?.params.serviceId).toBe('42');
  });
});
