import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleAnswerShape,
  articlePageShape,
  blogPostsAnswerShape,
  featureCollectionAnswerShape,
  featureCollectionsAnswerShape,
  priceGuideAnswerShape,
  priceGuidesAnswerShape,
  sitePageAnswerShape,
} from '../../../domain/catalogue/content.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { PublicAnswers } from '../../lib/public-answers';
import type { ContentService } from './content.service';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, '代稱格式不正確') });
const MAX_PAGE = 10_000;

/** A slug route: what a malformed slug answers (404, as an unknown one) and the answer. */
function bySlug<S extends z.ZodRawShape>(notFoundText: string, payload: S) {
  return { config: { notFoundText }, schema: { params: slugParams, response: okResponse(payload) } };
}

function pageOf(named: Record<string, string>): number {
  if (named.page === undefined) return 1;
  const page = Number(named.page);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw AppError.invalid([{ field: 'page', message: '頁碼必須是 1 以上的整數。' }]);
  }
  return page;
}

/** Public editorial content: curated collections, articles and price guides. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  // Served from memory: serialised and compressed once per version of the content.
  const answers = new PublicAnswers();
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    answers.send(request, reply, key, await content.version(), load);

  const collections = { schema: { response: okResponse(featureCollectionsAnswerShape) } };
  app.get('/features/index.json', collections, async (request, reply) =>
    cached(request, reply, 'features', async () => ok({ feature_collections: await content.collections() })),
  );

  app.get('/features/:slug.json', bySlug('找不到這個精選專題。', featureCollectionAnswerShape), async (request, reply) =>
    cached(request, reply, `feature:${request.params.slug}`, async () => ok({ feature_collection: await content.collection(request.params.slug) })),
  );

  // The site's own pages behind the footer: /site_pages/terms.json
  app.get('/site_pages/:slug.json', bySlug('找不到這個頁面。', sitePageAnswerShape), async (request, reply) =>
    cached(request, reply, `site-page:${request.params.slug}`, async () => ok({ site_page: await content.sitePage(request.params.slug) })),
  );

  const articles = { schema: { response: okResponse(articlePageShape) } };
  app.get('/articles/index.json', articles, async (request, reply) => cached(request, reply, 'articles:1', async () => ok(await content.articles(1))));

  // Named parameters: /articles/index/page:2.json
  app.get('/articles/index/*', articles, async (request, reply) => {
    const page = pageOf(parseNamedParams((request.params as { '*': string })['*']).named);
    return cached(request, reply, `articles:${page}`, async () => ok(await content.articles(page)));
  });

  app.get('/articles/:slug.json', bySlug('找不到這篇文章。', articleAnswerShape), async (request, reply) =>
    cached(request, reply, `article:${request.params.slug}`, async () => ok({ article: await content.article(request.params.slug) })),
  );

  // The newest blog posts (flag homeBlogs: none with it off), for the home page and info/all.
  const blogPosts = { schema: { response: okResponse(blogPostsAnswerShape) } };
  app.get('/blog_posts/index.json', blogPosts, async (request, reply) =>
    cached(request, reply, 'blog-posts', async () => ok({ blog_posts: await content.blogPosts() })),
  );

  const guides = { schema: { response: okResponse(priceGuidesAnswerShape) } };
  app.get('/price_guides/index.json', guides, async (request, reply) =>
    cached(request, reply, 'price-guides', async () => ok({ price_guides: await content.priceGuides() })),
  );

  app.get('/price_guides/:slug.json', bySlug('找不到這個服務類別。', priceGuideAnswerShape), async (request, reply) =>
    cached(request, reply, `price-guide:${request.params.slug}`, async () => ok({ price_guide: await content.priceGuide(request.params.slug) })),
  );
};
