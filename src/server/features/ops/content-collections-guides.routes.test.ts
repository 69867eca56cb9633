import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { seedContent } from '../../db/seed/content/content-seed';
import { ENGINES, useTestServer } from '../../test/harness';
import { formWith, noisyJpeg, pngOf, tempDataDir } from '../media/media.test-support';
import { BLOG_COVER_MAX_SIDE } from './content-pages.service';
import { createSignedInOperator } from './ops.test-support';

const COLLECTION_DOC = { title: '搬家一次搞定（新版）', summary: '從打包到清潔', icon: 'truck', intro: ['第一段介紹。', '第二段介紹。'] };
const GUIDE_DOC = {
  intro: ['價格依坪數與樓層而定。'],
  factors: [{ heading: '樓層', body: '沒有電梯的樓層會加價。' }],
  tips: ['提早預約'],
  faq: [{ q: '可以只搬大型家具嗎？', a: '可以，請在需求中說明。' }],
};
const BLOG = { slug: 'cover-post', title: '換季收納', excerpt: '衣櫃整理', body: [{ heading: '開始', paragraphs: ['先分類。'] }], cover_image_url: null };

describe.each(ENGINES)('the console editor of feature collections, price guides and blog covers on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const data = tempDataDir();
  const server = useTestServer(engine, { clock, env: { DATA_DIR: data.dir } });

  const auditOf = (operatorId: number) =>
    server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after'])
      .where('operator_id', '=', operatorId)
      .where('action', '<>', 'login')
      .orderBy('id')
      .execute();
  const post = (path: string, cookie: string, json: unknown = {}) => server.api(path, { method: 'POST', cookie, json });
  const firstCollection = () => server.db.selectFrom('feature_collections').select(['id', 'slug', 'title']).orderBy('display_order').orderBy('id').executeTakeFirstOrThrow();
  const collectionRow = (id: number) =>
    server.db
      .selectFrom('feature_collections')
      .select(['title', 'summary', 'icon', 'intro', 'is_published', 'draft', 'previous', 'edited_by_operator_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** A price guide with its category's slug. */
  const guideAt = (index: number) =>
    server.db
      .selectFrom('price_guides as g')
      .innerJoin('quote_categories as c', 'c.id', 'g.quote_category_id')
      .select(['g.id', 'c.slug', 'c.name'])
      .orderBy('g.id')
      .offset(index)
      .limit(1)
      .executeTakeFirstOrThrow();
  const guideRow = (id: number) =>
    server.db
      .selectFrom('price_guides')
      .select(['intro', 'factors', 'tips', 'faq', 'is_published', 'draft', 'previous', 'edited_by_operator_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const publicGuideText = async (slug: string) => {
    const res = await server.api(`/price_guides/${slug}.json`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.price_guide as { text: Record<string, unknown> | null }).text;
  };
  const coverForm = (data: Buffer, name: string, type: string) => formWith('cover', [{ data, name, type }]);

  it.each(OPERATOR_ROLES)('as %s: collection, guide and cover calls are allowed exactly when the role may edit content', async (role) => {
    const { operator, cookie } = await createSignedInOperator(server, clock, role);
    const { cookie: adminCookie } = await createSignedInOperator(server, clock, 'admin');
    const allowed = operatorMay(role, OpsPermission.EditContent);
    const collection = String((await firstCollection()).id);
    const guide = String((await guideAt(0)).id);
    const blog = await post('/ops/content/blog_posts/add.json', adminCookie, { ...BLOG, slug: `role-cover-${role.replace(/_/g, '-')}` });
    expect(blog.status, JSON.stringify(blog.body)).toBe(200);
    const blogKey = (blog.body.content_page as { key: string }).key;
    const collectionBefore = await collectionRow(Number(collection));
    const guideBefore = await guideRow(Number(guide));
    const calls = [
      ['GET', '/ops/content/feature_collections/index/page:1.json', undefined],
      ['GET', `/ops/content/feature_collections/view/${collection}.json`, undefined],
      ['POST', `/ops/content/feature_collections/edit/${collection}.json`, COLLECTION_DOC],
      ['POST', `/ops/content/feature_collections/publish/${collection}.json`, {}],
      ['POST', `/ops/content/feature_collections/unpublish/${collection}.json`, {}],
      ['GET', '/ops/content/price_guides/index/page:1.json', undefined],
      ['GET', `/ops/content/price_guides/view/${guide}.json`, undefined],
      ['POST', `/ops/content/price_guides/edit/${guide}.json`, GUIDE_DOC],
      ['POST', `/ops/content/price_guides/publish/${guide}.json`, {}],
      ['POST', `/ops/content/price_guides/unpublish/${guide}.json`, {}],
    ] as const;
    for (const [method, path, json] of calls) {
      const res = await server.api(path, method === 'GET' ? { cookie } : { method, cookie, json });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 403);
      if (!allowed) expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden', message: '您的角色沒有這項操作的權限。' });
    }
    const upload = await server.api(`/ops/content/blog_posts/upload_cover/${blogKey}.json`, { method: 'POST', cookie, body: coverForm(await pngOf(40, 30), 'c.png', 'image/png') });
    expect(upload.status, JSON.stringify(upload.body)).toBe(allowed ? 200 : 403);
    const actions = (await auditOf(operator.id)).map((a) => [a.action, a.target_type]);
    if (allowed) {
      const page = (target: string) => ['content_page_draft_save', 'content_page_publish', 'content_page_unpublish'].map((a) => [a, target]);
      expect(actions).toEqual([...page('feature_collection'), ...page('price_guide'), ['content_cover_upload', 'blog_post']]);
      // Published again for the next role.
      for (const path of [`/ops/content/feature_collections/publish/${collection}.json`, `/ops/content/price_guides/publish/${guide}.json`]) await post(path, cookie);
    } else {
      expect(actions).toEqual([]);
      expect(await collectionRow(Number(collection))).toEqual(collectionBefore);
      expect(await guideRow(Number(guide))).toEqual(guideBefore);
      const view = await server.api(`/ops/content/blog_posts/view/${blogKey}.json`, { cookie: adminCookie });
      expect(view.body.content_page).toMatchObject({ has_draft: false, current: { cover_image_url: null } });
    }
  });

  it('lists collections in display order and guides by their category name, with the key each call takes', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const collections = await server.api('/ops/content/feature_collections/index/page:1.json', { cookie });
    expect(collections.status).toBe(200);
    const first = await firstCollection();
    const rows = collections.body.content_pages as { key: string; slug: string; title: string; is_published: boolean }[];
    expect(rows[0]).toMatchObject({ key: String(first.id), slug: first.slug, title: first.title, is_published: true });
    const guides = await server.api('/ops/content/price_guides/index/page:1.json', { cookie });
    const guideRows = guides.body.content_pages as { key: string; slug: string; title: string }[];
    expect(guideRows.length).toBeGreaterThan(0);
    const names = guideRows.map((r) => r.title);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const guide = await guideAt(0);
    expect(guideRows.find((r) => r.key === String(guide.id))).toMatchObject({ slug: guide.slug, title: guide.name });
    expect((await server.api('/ops/content/price_guides/view/999999.json', { cookie })).status).toBe(404);
    expect((await server.api('/ops/content/feature_collections/view/999999.json', { cookie })).status).toBe(404);
  });

  it('gives the view of a collection its recommended categories in the public page order, and none to other kinds', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const { id, slug } = await firstCollection();
    const view = await server.api(`/ops/content/feature_collections/view/${id}.json`, { cookie });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const items = (view.body.content_page as { collection_items: { quote_category_id: number; note: string }[] }).collection_items;
    const shown = (await server.api(`/features/${slug}.json`)).body.feature_collection as { items: { note: string; quote_category: { id: number } }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items).toEqual(shown.items.map((i) => ({ quote_category_id: i.quote_category.id, note: i.note })));
    const guide = await server.api(`/ops/content/price_guides/view/${(await guideAt(0)).id}.json`, { cookie });
    expect(guide.body.content_page).not.toHaveProperty('collection_items');
  });

  it('keeps a collection edit out of the public page until it is published, and audits each step', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'admin');
    const { id, slug, title } = await firstCollection();
    const publicOne = async () => server.api(`/features/${slug}.json`);
    const saved = await post(`/ops/content/feature_collections/edit/${id}.json`, cookie, COLLECTION_DOC);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.content_page).toMatchObject({ kind: 'feature_collections', key: String(id), has_draft: true, draft: COLLECTION_DOC, current: { title } });
    expect((await publicOne()).body.feature_collection).toMatchObject({ title });

    const published = await post(`/ops/content/feature_collections/publish/${id}.json`, cookie);
    expect(published.body.content_page).toMatchObject({ has_draft: false, current: COLLECTION_DOC, previous: { title }, published_at: '2026-11-27 05:00:00' });
    expect((await publicOne()).body.feature_collection).toMatchObject({ title: COLLECTION_DOC.title, intro: COLLECTION_DOC.intro });
    expect(((await server.api('/features/index.json')).body.feature_collections as { slug: string }[]).map((c) => c.slug)).toContain(slug);

    await post(`/ops/content/feature_collections/unpublish/${id}.json`, cookie);
    expect((await publicOne()).status).toBe(404);
    expect(((await server.api('/features/index.json')).body.feature_collections as { slug: string }[]).map((c) => c.slug)).not.toContain(slug);
    expect(await auditOf(operator.id)).toMatchObject([
      { action: 'content_page_draft_save', target_type: 'feature_collection', target_id: String(id), before: { slug, title }, after: { slug, ...COLLECTION_DOC } },
      { action: 'content_page_publish', target_id: String(id), before: { title, is_published: true }, after: { ...COLLECTION_DOC, is_published: true } },
      { action: 'content_page_unpublish', target_id: String(id), before: { slug, is_published: true }, after: { slug, is_published: false } },
    ]);
    await post(`/ops/content/feature_collections/publish/${id}.json`, cookie);
    expect((await publicOne()).body.feature_collection).toMatchObject({ title: COLLECTION_DOC.title });
  });

  it('shows a price guide text on the public price page only once published, and hides an unpublished guide (its figures stay)', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const guide = await guideAt(1);
    const original = await publicGuideText(guide.slug);
    expect(original).not.toBeNull();
    const saved = await post(`/ops/content/price_guides/edit/${guide.id}.json`, cookie, GUIDE_DOC);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.content_page).toMatchObject({ kind: 'price_guides', slug: guide.slug, title: guide.name, has_draft: true, draft: GUIDE_DOC });
    expect(await publicGuideText(guide.slug)).toEqual(original);

    const published = await post(`/ops/content/price_guides/publish/${guide.id}.json`, cookie);
    expect(published.body.content_page).toMatchObject({ current: GUIDE_DOC, previous: original, has_draft: false });
    expect(await publicGuideText(guide.slug)).toEqual(GUIDE_DOC);
    const hasText = async () =>
      ((await server.api('/price_guides/index.json')).body.price_guides as { quote_category: { slug: string }; has_text: boolean }[]).find((g) => g.quote_category.slug === guide.slug)
        ?.has_text;
    expect(await hasText()).toBe(true);

    const unpublished = await post(`/ops/content/price_guides/unpublish/${guide.id}.json`, cookie);
    expect(unpublished.body.content_page).toMatchObject({ is_published: false });
    const page = await server.api(`/price_guides/${guide.slug}.json`);
    expect(page.status).toBe(200);
    expect(page.body.price_guide).toMatchObject({ text: null, quote_category: { slug: guide.slug }, overall: expect.any(Object) });
    expect(await hasText()).toBe(false);
    expect((await auditOf(operator.id)).map((a) => [a.action, a.target_type, a.target_id])).toEqual([
      ['content_page_draft_save', 'price_guide', String(guide.id)],
      ['content_page_publish', 'price_guide', String(guide.id)],
      ['content_page_unpublish', 'price_guide', String(guide.id)],
    ]);

    // Refused fields are named in zh-TW and change nothing.
    const bad = await post(`/ops/content/price_guides/edit/${guide.id}.json`, cookie, { ...GUIDE_DOC, intro: [] });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as { field: string; message: string }[])[0]).toMatchObject({ field: 'intro', message: expect.stringContaining('介紹（intro）') });
    const badCollection = await post(`/ops/content/feature_collections/edit/${(await firstCollection()).id}.json`, cookie, { ...COLLECTION_DOC, title: '' });
    expect(badCollection.status).toBe(400);
    expect((badCollection.body.fields as { field: string; message: string }[])[0]).toMatchObject({ field: 'title', message: expect.stringContaining('標題（title）') });
    expect(await auditOf(operator.id)).toHaveLength(3);
  });

  it('leaves a collection and a guide edited in the console alone when the content is seeded again', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const collection = (await server.db.selectFrom('feature_collections').select('id').orderBy('display_order').offset(1).limit(1).executeTakeFirstOrThrow()).id;
    const drafted = (await server.db.selectFrom('feature_collections').select('id').orderBy('display_order').offset(2).limit(1).executeTakeFirstOrThrow()).id;
    const guide = (await guideAt(2)).id;
    const untouched = (await guideAt(3)).id;
    await post(`/ops/content/feature_collections/edit/${collection}.json`, cookie, { ...COLLECTION_DOC, title: '精選（已發布）' });
    await post(`/ops/content/feature_collections/publish/${collection}.json`, cookie);
    await post(`/ops/content/feature_collections/edit/${drafted}.json`, cookie, { ...COLLECTION_DOC, title: '精選（草稿）' });
    await post(`/ops/content/price_guides/edit/${guide}.json`, cookie, GUIDE_DOC);
    await post(`/ops/content/price_guides/publish/${guide}.json`, cookie);
    const [c1, c2, g1] = [await collectionRow(collection), await collectionRow(drafted), await guideRow(guide)];
    expect(c1).toMatchObject({ title: '精選（已發布）', edited_by_operator_at: expect.any(Date) });
    expect(c2.draft).toMatchObject({ title: '精選（草稿）' });
    expect(g1).toMatchObject({ intro: GUIDE_DOC.intro, edited_by_operator_at: expect.any(Date) });
    // A guide nobody edited follows the file.
    await server.db.updateTable('price_guides').set({ intro: JSON.stringify(['舊的介紹']) }).where('id', '=', untouched).execute();
    await seedContent(server.db);
    expect(await collectionRow(collection)).toEqual(c1);
    expect(await collectionRow(drafted)).toEqual(c2);
    expect(await guideRow(guide)).toEqual(g1);
    const reseeded = await guideRow(untouched);
    expect(reseeded.intro).not.toEqual(['舊的介紹']);
    expect(reseeded.edited_by_operator_at).toBeNull();
  });

  it('takes an uploaded blog cover into the draft, shrunk and re-encoded, and refuses a file that is no picture', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'admin');
    const added = await post('/ops/content/blog_posts/add.json', cookie, BLOG);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const key = (added.body.content_page as { key: string }).key;
    const upload = (body: FormData) => server.api(`/ops/content/blog_posts/upload_cover/${key}.json`, { method: 'POST', cookie, body });
    /** A stored file through the server, read to its end (a body left unread keeps its connection open). */
    const fileAt = async (url: string) => {
      const res = await fetch(`${server.baseUrl}${url}`);
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
    };

    const refused = await upload(coverForm(Buffer.from('not a picture at all'), 'cover.jpg', 'image/jpeg'));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'Error', error: 'unable to upload', fields: [{ field: 'cover', message: expect.stringContaining('封面圖片（cover）') }] });
    const none = await server.api(`/ops/content/blog_posts/upload_cover/${key}.json`, { method: 'POST', cookie, json: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fields: [{ field: 'cover', message: expect.stringContaining('封面圖片（cover）') }] });
    expect((await upload(coverForm(await pngOf(10, 10), 'c.png', 'image/png'))).status).toBe(200);
    const missing = await server.api('/ops/content/blog_posts/upload_cover/999999.json', { method: 'POST', cookie, body: coverForm(await pngOf(10, 10), 'c.png', 'image/png') });
    expect(missing.status).toBe(404);

    const big = await noisyJpeg(BLOG_COVER_MAX_SIDE + 400, 900);
    const res = await upload(coverForm(big, 'cover.jpg', 'image/jpeg'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.content_page as { has_draft: boolean; draft: { cover_image_url: string; title: string }; current: { cover_image_url: string | null } };
    expect(page).toMatchObject({ has_draft: true, current: { cover_image_url: null }, draft: { title: BLOG.title } });
    const url = page.draft.cover_image_url;
    expect(url).toMatch(/^\/uploads\/blog-covers\/[a-f0-9]{32}\.jpg$/);
    const served = await fileAt(url);
    expect(served.status).toBe(200);
    const meta = await sharp(served.bytes).metadata();
    expect(meta).toMatchObject({ width: BLOG_COVER_MAX_SIDE, format: 'jpeg' });
    expect((await auditOf(operator.id)).at(-1)).toMatchObject({
      action: 'content_cover_upload',
      target_type: 'blog_post',
      target_id: key,
      after: { slug: BLOG.slug, cover_image_url: url, width: BLOG_COVER_MAX_SIDE },
    });
    // The first cover, never shown, goes when the next replaces it.
    const first = (await server.db.selectFrom('operator_audit').select('after').where('action', '=', 'content_cover_upload').where('target_id', '=', key).orderBy('id').executeTakeFirstOrThrow())
      .after as { cover_image_url: string };
    expect((await fileAt(first.cover_image_url)).status).toBe(404);

    // Published, the cover is the public post's; a later upload keeps the file the public shows.
    const published = await post(`/ops/content/blog_posts/publish/${key}.json`, cookie);
    expect(published.body.content_page).toMatchObject({ current: { cover_image_url: url }, has_draft: false });
    const next = await upload(coverForm(await pngOf(300, 200), 'next.png', 'image/png'));
    expect((next.body.content_page as { draft: { cover_image_url: string } }).draft.cover_image_url).toMatch(/\.png$/);
    expect((await fileAt(url)).status).toBe(200);
  });
});
