import { matchAppRoute, type RouteMatch } from '../../../web/routes/route-table';

const MAX_ENTRIES = 2000;
const MAX_PATH_LENGTH = 512;

/**
 * `matchAppRoute` remembered per path: it tries the route table in order, compiling each
 * pattern, on every request, and the answer for a path never changes. Bounded, since any path
 * may be asked for; the matches are shared, so they are read-only.
 */
export class RouteMatches {
  private readonly known = new Map<string, RouteMatch | undefined>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  match(pathname: string): Readonly<RouteMatch> | undefined {
    if (this.known.has(pathname)) return this.known.get(pathname);
    const match = matchAppRoute(pathname);
    if (pathname.length <= MAX_PATH_LENGTH) {
      if (this.known.size >= this.maxEntries) this.known.clear();
      this.known.set(pathname, match);
    }
    return match;
  }

  get size(): number {
    return this.known.size;
  }
}
