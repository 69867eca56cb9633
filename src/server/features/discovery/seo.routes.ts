import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import type { CatalogueService } from '../catalogue';
import type { DiscoveryService } from './discovery.service';
import { TtlCache } from '../../lib/ttl-cache';
import { countPublicServices, sitemapServices } from './discovery.repository';

/** The services public discovery pages read. */
type DiscoveryServices = { catalogue: CatalogueService; discovery: DiscoveryService };

/** Pro profiles per sitemap file (the protocol allows 50,000 URLs a file). */
export const SITEMAP_PROS_PER_FILE = 40_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

function urlset(urls: { loc: string; lastmod?: string }[]): string {
  const items = urls.map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `  <sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt and the sitemap: the public catalogue pages and every public pro profile. When
 * the profiles do not fit one file, /sitemap.xml is an index of /sitemap/catalogue.xml and
 * /sitemap/pros-{n}.xml.
 */
export async function seoRoutes(app: FastifyInstance, { services }: { services: DiscoveryServices }) {
  const base = app.config.publicUrl;
  const cache = new TtlCache<string | null>(CACHE_TTL_SECONDS * 1000, 200);

  const catalogueUrls = async () => {
    const { genres, categories } = await services.catalogue.snapshot();
    const paths = [
      '/',
      '/genre/all',
      '/pro',
      '/pro-list',
      '/pro-list/top-rated',
      '/featured-pros',
      '/pro-search',
      ...genres.map((g) => `/genre/${g.slug}`),
      ...genres.map((g) => `/pro-list/${g.slug}`),
      ...categories.map((c) => `/category/${c.slug}`),
      ...categories.map((c) => `/nearme/${c.slug}`),
    ];
    return paths.map((p) => ({ loc: `${base}${p}` }));
  };

  const proUrls = async (page: number) => {
    const rows = await sitemapServices(app.db, SITEMAP_PROS_PER_FILE, (page - 1) * SITEMAP_PROS_PER_FILE);
    return rows.map((r) => ({ loc: `${base}/service/${r.id}`, lastmod: r.modified.toISOString().slice(0, 10) }));
  };

  const send = (reply: import('fastify').FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard/', 'Disallow: /api/', 'Disallow: /guest/', `Sitemap: ${base}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const version = await services.discovery.listsVersion();
    const body = await cache.get(`index:${version}`, async () => {
      const pros = await countPublicServices(app.db);
      if (pros <= SITEMAP_PROS_PER_FILE) return urlset([...(await catalogueUrls()), ...(await proUrls(1))]);
      const files = Math.ceil(pros / SITEMAP_PROS_PER_FILE);
      return sitemapIndex([`${base}/sitemap/catalogue.xml`, ...Array.from({ length: files }, (_, i) => `${base}/sitemap/pros-${i + 1}.xml`)]);
    });
    return send(reply, body ?? '');
  });

  app.get('/sitemap/catalogue.xml', async (_request, reply) => {
    const body = await cache.get('catalogue', async () => urlset(await catalogueUrls()));
    return send(reply, body ?? '');
  });

  app.get('/sitemap/:file', async (request, reply) => {
    const match = /^pros-([1-9]\d{0,4})\.xml$/.exec((request.params as { file: string }).file);
    const version = await services.discovery.listsVersion();
    const body = match
      ? await cache.get(`pros:${version}:${match[1]}`, async () => {
          const urls = await proUrls(Number(match[1]));
          return urls.length > 0 ? urlset(urls) : null;
        })
      : null;
    if (body === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    return send(reply, body);
  });
}
