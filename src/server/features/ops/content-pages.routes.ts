import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostAddSchema,
  CONTENT_DOC_SCHEMAS,
  CONTENT_KINDS,
  campaignPageAddSchema,
  type ContentKind,
  OpsContentText,
  opsContentListShape,
  opsContentPageShape,
} from '../../../domain/ops/content-pages.contract';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import type { FileStorage } from '../../adapters/storage/storage';
import { ok } from '../../lib/envelope';
import { okResponse, pathId } from '../../lib/http-schemas';
import { ContentPagesService } from './content-pages.service';
import { opsPageOf, opsPageParams } from './ops-paging';
import { opsCallerOf, opsGuard, requireOperator } from './ops-session';

/** `:slug` of a site page, with or without `.json`; anything else names nothing (404). */
const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}(?:\.json)?$/)
    .transform((v) => v.replace(/\.json$/, '')),
});
const idKeyParams = z.object({ id: pathId.transform(String) });

/** The path param each kind is named by: a site page by its slug, an article, post or campaign by its id. */
const KEYS = {
  site_pages: { param: ':slug', params: slugParams, keyOf: (p: Record<string, string>) => p.slug! },
  articles: { param: ':id', params: idKeyParams, keyOf: (p: Record<string, string>) => p.id! },
  blog_posts: { param: ':id', params: idKeyParams, keyOf: (p: Record<string, string>) => p.id! },
  campaign_pages: { param: ':id', params: idKeyParams, keyOf: (p: Record<string, string>) => p.id! },
  feature_collections: { param: ':id', params: idKeyParams, keyOf: (p: Record<string, string>) => p.id! },
  price_guides: { param: ':id', params: idKeyParams, keyOf: (p: Record<string, string>) => p.id! },
} as const;

const ADD_SCHEMAS = { blog_posts: blogPostAddSchema, campaign_pages: campaignPageAddSchema } as const;

/**
 * The content editor under /ops/content/{kind} (permission edit_content): site pages, blog posts
 * and campaign pages; edits are drafts until published.
 */
export const contentPagesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const pages = new ContentPagesService(app.db, app.config.supportEmail, storage);
  const preValidation = opsGuard(OpsPermission.EditContent);
  const config = { notFoundText: OpsContentText.NotFound };
  const view = okResponse(opsContentPageShape);

  for (const kind of CONTENT_KINDS) {
    const { param, params, keyOf } = KEYS[kind];
    const base = `/ops/content/${kind}`;
    app.get(`${base}/index/*`, { preValidation, schema: { params: opsPageParams, response: okResponse(opsContentListShape) } }, async (request) =>
      ok(await pages.page(kind, opsPageOf(request.params['*']))),
    );
    app.get(`${base}/view/${param}`, { preValidation, config, schema: { params, response: view } }, async (request) =>
      ok(await pages.view(kind, keyOf(request.params as Record<string, string>))),
    );
    app.post(`${base}/edit/${param}`, { preValidation, config, schema: { params, body: CONTENT_DOC_SCHEMAS[kind], response: view } }, async (request) =>
      ok(await pages.saveDraft(opsCallerOf(request), kind, keyOf(request.params as Record<string, string>), request.body)),
    );
    for (const action of ['publish', 'unpublish'] as const) {
      app.post(`${base}/${action}/${param}`, { preValidation, config, schema: { params, response: view } }, async (request) => {
        const key = keyOf(request.params as Record<string, string>);
        return ok(await (action === 'publish' ? pages.publish(opsCallerOf(request), kind, key) : pages.unpublish(opsCallerOf(request), kind, key)));
      });
    }
  }

  for (const kind of Object.keys(ADD_SCHEMAS) as (keyof typeof ADD_SCHEMAS & ContentKind)[]) {
    app.post(`/ops/content/${kind}/add.json`, { preValidation, schema: { body: ADD_SCHEMAS[kind], response: view } }, async (request) => {
      const { slug, ...doc } = request.body;
      return ok(await pages.add(opsCallerOf(request), kind, slug, doc));
    });
  }

  // Multipart with the picture in `cover`: it becomes the cover of the post's draft.
  app.post(
    '/ops/content/blog_posts/upload_cover/:id',
    { preValidation, config: { ...config, uploads: UPLOAD_ROUTES.blogCover, uploadSession: requireOperator }, schema: { params: idKeyParams, response: view } },
    async (request) => ok(await pages.uploadBlogCover(opsCallerOf(request), request.params.id, ((request.body ?? {}) as Record<string, unknown>).cover)),
  );
};
