import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/clock';
import { createSignedInOperator } from '../ops/ops.test-support';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { renderedPage } from '../../test/rendered-page';

const POST = {
  title: '年前大掃除的五個訣竅',
  excerpt: '從廚房開始，一天搞定。',
  body: [{ heading: '先從廚房開始', paragraphs: ['油網先泡熱水。'], items: ['準備小蘇打'] }],
  cover_image_url: 'https://img.example.tw/clean.jpg',
};

const appHtml = (server: TestServer, path: string) => renderedPage(server.baseUrl, path);

/** Adds a post in the console and publishes it; returns its slug. */
async function publishPost(server: TestServer, cookie: string, slug: string, extra: Record<string, unknown> = {}): Promise<string> {
  const post = (path: string, json: unknown = {}) => server.api(path, { method: 'POST', cookie, json });
  const added = await post('/ops/content/blog_posts/add.json', { ...POST, slug, ...extra });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const key = (added.body.content_page as { key: string }).key;
  expect((await post(`/ops/content/blog_posts/publish/${key}.json`)).status).toBe(200);
  return slug;
}

describe.each(ENGINES)('home blogs (flag on) on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const server = useTestServer(engine, { clock, web: true });

  it('shows the newest published posts on the home page and info/all with picture, date and link, and reads a post at /info/{slug}', async () => {
    const before = await appHtml(server, '/');
    expect(before.app).not.toContain('blog-posts-heading');
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    await publishPost(server, cookie, 'kitchen-tips');
    // A draft stays off the lists.
    const draft = await server.api('/ops/content/blog_posts/add.json', { method: 'POST', cookie, json: { ...POST, slug: 'a-draft', title: '還沒發布的草稿' } });
    expect(draft.status).toBe(200);

    // The cached home page is drawn again: the publish raised the content's version.
    const home = await appHtml(server, '/');
    expect(home.status).toBe(200);
    expect(home.app).toContain('最新文章');
    expect(home.app).toContain('年前大掃除的五個訣竅');
    expect(home.app).toContain('href="/info/kitchen-tips"');
    expect(home.app).toContain('src="https://img.example.tw/clean.jpg"');
    expect(home.app).toContain('2026/11/27');
    expect(home.app).not.toContain('還沒發布的草稿');

    const list = await appHtml(server, '/info/all');
    expect(list.app).toContain('href="/info/kitchen-tips"');
    expect(list.app).toContain('年前大掃除的五個訣竅');

    const api = await server.api('/blog_posts/index.json');
    expect(api.body.blog_posts).toEqual([
      { slug: 'kitchen-tips', title: POST.title, excerpt: POST.excerpt, cover_image_url: POST.cover_image_url, published_at: '2026-11-27 05:00:00' },
    ]);

    const article = await appHtml(server, '/info/kitchen-tips');
    expect(article.status).toBe(200);
    expect(article.app).toContain('先從廚房開始');
    expect(article.app).toContain('準備小蘇打');
    expect((await appHtml(server, '/info/a-draft')).status).toBe(404);
  });

  it('lists the four newest, newest first, and drops an unpublished post', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    for (const n of [1, 2, 3, 4, 5]) {
      clock.advance(60_000);
      await publishPost(server, cookie, `news-${n}`, { title: `消息 ${n}`, cover_image_url: null });
    }
    const slugs = ((await server.api('/blog_posts/index.json')).body.blog_posts as { slug: string }[]).map((p) => p.slug);
    expect(slugs).toEqual(['news-5', 'news-4', 'news-3', 'news-2']);
    const id = (await server.db.selectFrom('blog_posts').select('id').where('slug', '=', 'news-5').executeTakeFirstOrThrow()).id;
    expect((await server.api(`/ops/content/blog_posts/unpublish/${id}.json`, { method: 'POST', cookie, json: {} })).status).toBe(200);
    const home = await appHtml(server, '/');
    expect(home.app).not.toContain('消息 5');
    expect(home.app).toContain('消息 4');
  });
});

describe.each(ENGINES)('home blogs (flag off) on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const server = useTestServer(engine, { clock, web: true, env: { FEATURE_HOME_BLOGS: 'false' } });

  it('shows no post on the home page or info/all, answers an empty list and no post page', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    await publishPost(server, cookie, 'hidden-post');
    expect((await appHtml(server, '/')).app).not.toContain('blog-posts-heading');
    expect((await appHtml(server, '/info/all')).app).not.toContain('hidden-post');
    expect((await server.api('/blog_posts/index.json')).body.blog_posts).toEqual([]);
    expect((await appHtml(server, '/info/hidden-post')).status).toBe(404);
  });
});
