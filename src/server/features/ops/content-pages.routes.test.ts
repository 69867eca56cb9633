import { describe, expect, it } from 'vitest';
import { CONTENT_SECTIONS_MAX, CONTENT_TITLE_MAX } from '../../../domain/ops/content-pages.contract';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { seedContent } from '../../db/seed/content/content-seed';
import { createSignedInUser } from '../../test/factories';
import { type ApiInit, ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

/** The key of the page a console answer holds. */
const keyOf = (body: Record<string, unknown>) => (body.content_page as { key: string }).key;

const BODY = [{ heading: '我們是誰', paragraphs: ['{{operator}}是一個媒合平台。'], items: ['免費刊登需求'] }];
const SITE_DOC = { title: '關於我們（新版）', summary: '新的摘要', body: BODY, link_path: null, link_label: null };
const BLOG = { slug: 'spring-tips', title: '春季大掃除的五個訣竅', excerpt: '從廚房開始', body: BODY, cover_image_url: 'https://img.example.tw/spring.jpg' };
const CAMPAIGN = {
  slug: 'partner-spring',
  title: '合作夥伴春季活動',
  hero: '首次發案享優惠',
  body: BODY,
  starts_at: '2026-12-01T00:00:00Z',
  ends_at: '2026-12-31T00:00:00Z',
  partner_key: 'acme',
};

describe.each(ENGINES)('the console content editor on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const server = useTestServer(engine, { clock });

  const auditOf = (operatorId: number) =>
    server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'created'])
      .where('operator_id', '=', operatorId)
      .where('action', '<>', 'login')
      .orderBy('id')
      .execute();
  const sitePageRow = (slug: string) =>
    server.db.selectFrom('site_pages').select(['title', 'summary', 'is_published', 'draft', 'previous', 'edited_by_operator']).where('slug', '=', slug).executeTakeFirstOrThrow();
  const post = (path: string, cookie: string, json: unknown = {}) => server.api(path, { method: 'POST', cookie, json });

  /** One post and one campaign made by an admin, for the calls that name one. */
  async function madeByAdmin() {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const n = Math.floor(Math.random() * 1e9);
    const blog = await post('/ops/content/blog_posts/add.json', cookie, { ...BLOG, slug: `post-${n}` });
    const campaign = await post('/ops/content/campaign_pages/add.json', cookie, { ...CAMPAIGN, slug: `campaign-${n}` });
    expect(blog.status, JSON.stringify(blog.body)).toBe(200);
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    return { blog: keyOf(blog.body), campaign: keyOf(campaign.body), n };
  }

  /** Every call, each valid as sent. */
  async function calls(): Promise<{ name: string; path: string; init: ApiInit }[]> {
    const { blog, campaign, n } = await madeByAdmin();
    const article = String((await server.db.selectFrom('articles').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id);
    const articleDoc = { title: '存取測試文章', summary: '摘要', body: [{ heading: '一', paragraphs: ['內容'] }], author_name: '編輯部', reading_minutes: 4 };
    const { slug: _b, ...blogDoc } = BLOG;
    const { slug: _c, ...campaignDoc } = CAMPAIGN;
    const postOf = (json: unknown = {}): ApiInit => ({ method: 'POST', json });
    return [
      { name: 'list site pages', path: '/ops/content/site_pages/index/page:1.json', init: {} },
      { name: 'list blog posts', path: '/ops/content/blog_posts/index/page:1.json', init: {} },
      { name: 'list campaigns', path: '/ops/content/campaign_pages/index/page:1.json', init: {} },
      { name: 'view site page', path: '/ops/content/site_pages/view/about.json', init: {} },
      { name: 'edit site page', path: '/ops/content/site_pages/edit/jobs.json', init: postOf(SITE_DOC) },
      { name: 'publish site page', path: '/ops/content/site_pages/publish/jobs.json', init: postOf() },
      { name: 'unpublish site page', path: '/ops/content/site_pages/unpublish/jobs.json', init: postOf() },
      { name: 'list articles', path: '/ops/content/articles/index/page:1.json', init: {} },
      { name: 'view article', path: `/ops/content/articles/view/${article}.json`, init: {} },
      { name: 'edit article', path: `/ops/content/articles/edit/${article}.json`, init: postOf(articleDoc) },
      { name: 'publish article', path: `/ops/content/articles/publish/${article}.json`, init: postOf() },
      { name: 'unpublish article', path: `/ops/content/articles/unpublish/${article}.json`, init: postOf() },
      { name: 'add blog post', path: '/ops/content/blog_posts/add.json', init: postOf({ ...BLOG, slug: `role-post-${n}` }) },
      { name: 'view blog post', path: `/ops/content/blog_posts/view/${blog}.json`, init: {} },
      { name: 'edit blog post', path: `/ops/content/blog_posts/edit/${blog}.json`, init: postOf(blogDoc) },
      { name: 'publish blog post', path: `/ops/content/blog_posts/publish/${blog}.json`, init: postOf() },
      { name: 'unpublish blog post', path: `/ops/content/blog_posts/unpublish/${blog}.json`, init: postOf() },
      { name: 'add campaign', path: '/ops/content/campaign_pages/add.json', init: postOf({ ...CAMPAIGN, slug: `role-campaign-${n}` }) },
      { name: 'view campaign', path: `/ops/content/campaign_pages/view/${campaign}.json`, init: {} },
      { name: 'edit campaign', path: `/ops/content/campaign_pages/edit/${campaign}.json`, init: postOf(campaignDoc) },
      { name: 'publish campaign', path: `/ops/content/campaign_pages/publish/${campaign}.json`, init: postOf() },
      { name: 'unpublish campaign', path: `/ops/content/campaign_pages/unpublish/${campaign}.json`, init: postOf() },
    ];
  }

  it.each(OPERATOR_ROLES)('as %s: every call allowed exactly when the role may edit content', async (role) => {
    const { operator, cookie } = await createSignedInOperator(server, clock, role);
    const allowed = operatorMay(role, OpsPermission.EditContent);
    expect(allowed).toBe(role === 'admin' || role === 'support');
    const jobsBefore = await sitePageRow('jobs');
    for (const call of await calls()) {
      const res = await server.api(call.path, { ...call.init, cookie });
      if (allowed) {
        expect(res.status, `${call.name} ${JSON.stringify(res.body)}`).toBe(200);
      } else {
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden', message: '您的角色沒有這項操作的權限。' });
      }
    }
    const actions = (await auditOf(operator.id)).map((a) => a.action);
    if (allowed) {
      const page = ['content_page_draft_save', 'content_page_publish', 'content_page_unpublish'];
      expect(actions).toEqual([...page, ...page, 'content_page_add', ...page, 'content_page_add', ...page]);
    } else {
      expect(actions).toEqual([]);
      expect(await sitePageRow('jobs')).toEqual(jobsBefore);
    }
  });

  it('refuses a guest and a marketplace session with 403 invalid token, changing nothing', async () => {
    const { token } = await createSignedInUser(server.db);
    const before = await sitePageRow('jobs');
    for (const call of await calls()) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(call.path, { ...call.init, ...who });
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
    expect(await sitePageRow('jobs')).toEqual(before);
  });

  it('keeps an edit a draft, out of the public page, until it is published; then keeps the version it replaced', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const publicTitle = async () => {
      const res = await server.api('/site_pages/about.json');
      expect(res.status).toBe(200);
      return (res.body.site_page as { title: string }).title;
    };
    const original = await publicTitle();
    const saved = await post('/ops/content/site_pages/edit/about.json', cookie, SITE_DOC);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.content_page).toMatchObject({ key: 'about', is_published: true, has_draft: true, draft: SITE_DOC, current: { title: original } });
    expect(saved.body.content_page).toMatchObject({ placeholders: { '{{operator}}': '好幫手' } });
    // The public page, served from its cache, still shows the published version.
    expect(await publicTitle()).toBe(original);

    const published = await post('/ops/content/site_pages/publish/about.json', cookie);
    expect(published.body.content_page).toMatchObject({ has_draft: false, draft: null, current: SITE_DOC, previous: { title: original } });
    expect(await publicTitle()).toBe('關於我們（新版）');
    expect((await server.api('/site_pages/about.json')).body.site_page).toMatchObject({ body: [{ paragraphs: ['好幫手是一個媒合平台。'] }] });

    const [draftEntry, publishEntry] = await auditOf(operator.id);
    expect(draftEntry).toMatchObject({ action: 'content_page_draft_save', target_type: 'site_page', target_id: 'about', before: { title: original }, after: SITE_DOC, created: clock.now() });
    expect(publishEntry).toMatchObject({ action: 'content_page_publish', target_id: 'about', before: { title: original, is_published: true }, after: { ...SITE_DOC, is_published: true } });

    await post('/ops/content/site_pages/unpublish/about.json', cookie);
    expect((await server.api('/site_pages/about.json')).status).toBe(404);
    expect((await auditOf(operator.id)).at(-1)).toMatchObject({ action: 'content_page_unpublish', before: { is_published: true }, after: { is_published: false } });
    await post('/ops/content/site_pages/publish/about.json', cookie);
    expect(await publicTitle()).toBe('關於我們（新版）');
  });

  it('makes a blog post a draft, publishes it dated by its first publish, and keeps the version before a correction', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const added = await post('/ops/content/blog_posts/add.json', cookie, BLOG);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const key = keyOf(added.body);
    expect(added.body.content_page).toMatchObject({ slug: 'spring-tips', is_published: false, published_at: null, has_draft: false });
    expect(await server.db.selectFrom('blog_posts').select('status').where('slug', '=', 'spring-tips').executeTakeFirstOrThrow()).toEqual({ status: 'draft' });
    const first = await post(`/ops/content/blog_posts/publish/${key}.json`, cookie);
    expect(first.body.content_page).toMatchObject({ is_published: true, published_at: '2026-11-27 05:00:00', previous: null });
    const { slug: _slug, ...doc } = BLOG;
    await post(`/ops/content/blog_posts/edit/${key}.json`, cookie, { ...doc, title: '春季大掃除的六個訣竅' });
    const again = await post(`/ops/content/blog_posts/publish/${key}.json`, cookie);
    expect(again.body.content_page).toMatchObject({ current: { title: '春季大掃除的六個訣竅' }, previous: { title: BLOG.title }, published_at: '2026-11-27 05:00:00' });
    const taken = await post('/ops/content/blog_posts/add.json', cookie, BLOG);
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual([{ field: 'slug', message: '網址代稱（slug）已被使用，請換一個。' }]);
  });

  it('names each field it refuses in zh-TW, and enforces the limits', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const bad = async (path: string, json: unknown) => {
      const res = await post(path, cookie, json);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.fields as { field: string; message: string }[];
    };
    expect(await bad('/ops/content/campaign_pages/add.json', { ...CAMPAIGN, ends_at: '2026-11-01T00:00:00Z' })).toEqual([
      { field: 'ends_at', message: '結束時間（ends_at）必須晚於開始時間（starts_at）。' },
    ]);
    expect(await bad('/ops/content/site_pages/edit/about.json', { ...SITE_DOC, title: '長'.repeat(CONTENT_TITLE_MAX + 1) })).toEqual([
      { field: 'title', message: `標題（title）最多 ${CONTENT_TITLE_MAX} 個字。` },
    ]);
    const many = Array.from({ length: CONTENT_SECTIONS_MAX + 1 }, (_, i) => ({ heading: `第 ${i} 段`, paragraphs: ['內容'] }));
    expect((await bad('/ops/content/site_pages/edit/about.json', { ...SITE_DOC, body: many }))[0]).toMatchObject({ field: 'body', message: expect.stringContaining('內容（body）最多') });
    expect((await bad('/ops/content/site_pages/edit/about.json', { ...SITE_DOC, body: [{ heading: '', paragraphs: ['x'] }] }))[0]).toMatchObject({
      message: expect.stringContaining('段落標題（heading）'),
    });
    expect((await bad('/ops/content/blog_posts/add.json', { ...BLOG, slug: 'Bad Slug' }))[0]).toMatchObject({ field: 'slug' });
    expect((await bad('/ops/content/site_pages/edit/about.json', { ...SITE_DOC, link_path: '/price', link_label: null }))[0]).toMatchObject({ field: 'link_label' });
    expect(await auditOf(operator.id)).toEqual([]);
    expect((await server.api('/ops/content/site_pages/view/no-such-page.json', { cookie })).status).toBe(404);
    expect((await server.api('/ops/content/blog_posts/view/999999.json', { cookie })).status).toBe(404);
  });

  it('leaves a page edited in the console alone when the content is seeded again, and adds a missing one', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    await post('/ops/content/site_pages/edit/press.json', cookie, { ...SITE_DOC, title: '媒體報導（草稿）' });
    await post('/ops/content/site_pages/edit/cooperate.json', cookie, { ...SITE_DOC, title: '合作提案（新版）' });
    await post('/ops/content/site_pages/publish/cooperate.json', cookie);
    const [press, cooperate] = [await sitePageRow('press'), await sitePageRow('cooperate')];
    await server.db.deleteFrom('site_pages').where('slug', '=', 'events').execute();
    await seedContent(server.db);
    expect(await sitePageRow('press')).toEqual(press);
    expect(await sitePageRow('cooperate')).toEqual(cooperate);
    expect(cooperate.title).toBe('合作提案（新版）');
    expect(press.draft).toMatchObject({ title: '媒體報導（草稿）' });
    expect(await sitePageRow('events')).toMatchObject({ is_published: true, edited_by_operator: false, draft: null });
  });

  it('publishes an article edit on its public page, keeping its date, and the seed leaves the edited article alone', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const { id, slug, published_at } = await server.db.selectFrom('articles').select(['id', 'slug', 'published_at']).orderBy('id').executeTakeFirstOrThrow();
    const doc = { title: '改寫後的文章', summary: '新的摘要', body: [{ heading: '重點', paragraphs: ['新的內容'] }], author_name: '好幫手編輯部', reading_minutes: 6 };
    const withList = await post(`/ops/content/articles/edit/${id}.json`, cookie, { ...doc, body: [{ heading: '重點', paragraphs: ['x'], items: ['清單'] }] });
    expect(withList.status).toBe(400);
    expect((await post(`/ops/content/articles/edit/${id}.json`, cookie, doc)).status).toBe(200);
    expect((await server.api(`/articles/${slug}.json`)).body.article).not.toMatchObject({ title: doc.title });
    await post(`/ops/content/articles/publish/${id}.json`, cookie);
    expect((await server.api(`/articles/${slug}.json`)).body.article).toMatchObject({ title: doc.title, author_name: '好幫手編輯部', reading_minutes: 6 });
    await seedContent(server.db);
    const row = await server.db.selectFrom('articles').select(['title', 'published_at', 'previous']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: doc.title, published_at });
    expect(row.previous).not.toBeNull();
  });
});
