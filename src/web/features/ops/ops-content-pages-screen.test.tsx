// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsContentPage, OpsContentRow } from './api/content-pages';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const ROWS: OpsContentRow[] = [
  { key: 'about', slug: 'about', title: '關於{{operator}}', is_published: true, has_draft: false, published_at: '2026-11-01 02:00:00', modified: '2026-11-01 02:00:00' },
  { key: 'jobs', slug: 'jobs', title: '工作機會', is_published: false, has_draft: true, published_at: null, modified: '2026-11-02 02:00:00' },
];
const LIST = { 'GET /ops/content/site_pages/index/page:1.json': ok({ content_pages: ROWS, page: 1, total_pages: 1, count: 2 }) };
const ABOUT: OpsContentPage = {
  ...ROWS[0]!,
  kind: 'site_pages',
  current: { title: '關於{{operator}}', summary: '我們是誰', body: [{ heading: '{{operator}}的故事', paragraphs: ['第一段', '第二段'], items: ['免費刊登'] }], link_path: null, link_label: null },
  draft: null,
  previous: null,
  placeholders: { '{{operator}}': '好幫手', '{{support}}': '客服信箱 help@example.tw' },
};
const VIEW = { 'GET /ops/content/site_pages/view/about.json': ok({ content_page: ABOUT }) };
const SAVE = 'POST /ops/content/site_pages/edit/about.json';
const PUBLISH = 'POST /ops/content/site_pages/publish/about.json';
const UNPUBLISH = 'POST /ops/content/site_pages/unpublish/about.json';

describe('the content pages list', () => {
  it('lists the site pages with whether each is published or has a draft, and links the other kinds', async () => {
    await renderOps('/ops/content/site_pages', { ...ME, ...LIST });
    expect(await screen.findByRole('heading', { name: '內容頁面', level: 1 })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('已發布'), expect.stringContaining('未發布 · 有未發布的草稿')]);
    expect(within(rows[0]!).getByRole('link', { name: '關於{{operator}}' }).getAttribute('href')).toBe('/ops/content/site_pages/about');
    const kinds = screen.getByRole('navigation', { name: '內容種類' });
    expect(within(kinds).getByRole('link', { name: '網站頁面' }).getAttribute('aria-current')).toBe('page');
    expect(within(kinds).getByRole('link', { name: '部落格文章' }).getAttribute('href')).toBe('/ops/content/blog_posts');
    expect(screen.queryByRole('link', { name: '新增文章' })).toBeNull();
  });

  it('offers a new post on the blog list, and says when there is none', async () => {
    await renderOps('/ops/content/blog_posts', { ...ME, 'GET /ops/content/blog_posts/index/page:1.json': ok({ content_pages: [], page: 1, total_pages: 1, count: 0 }) });
    expect(await screen.findByRole('heading', { name: '還沒有內容' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新增文章' }).getAttribute('href')).toBe('/ops/content/blog_posts/new');
  });

  it('tells a role without the permission, loading nothing, and sends a lost session to the console login', async () => {
    const { api } = await renderOps('/ops/content/site_pages', { 'GET /ops/me.json': signedIn({ role: 'finance' }), ...LIST });
    expect(await screen.findByRole('heading', { name: '您的角色無法使用這個功能' })).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('GET /ops/content/'))).toBe(false);
    cleanup();
    await renderOps('/ops/content/site_pages', { ...ME, 'GET /ops/content/site_pages/index/page:1.json': notSignedIn });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/login?from=%2Fops%2Fcontent%2Fsite_pages'));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await renderOps('/ops/content/site_pages', { ...ME, 'GET /ops/content/site_pages/index/page:1.json': failed(500, '伺服器錯誤') });
    expect(await screen.findByRole('button', { name: /重試|再試/ })).toBeTruthy();
  });
});

describe('the content page editor', () => {
  it('previews the page as the public sees it, placeholders filled, while typing', async () => {
    await renderOps('/ops/content/site_pages/about', { ...ME, ...VIEW });
    const preview = await screen.findByRole('region', { name: '公開頁面預覽' });
    expect(within(preview).getByRole('heading', { name: '關於好幫手', level: 1 })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: '好幫手的故事' })).toBeTruthy();
    expect(within(preview).getByText('第二段')).toBeTruthy();
    expect(within(preview).getByText('免費刊登')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '認識{{operator}}' } });
    fireEvent.change(screen.getByLabelText('第 1 段內容'), { target: { value: '新的一段\n\n再一段' } });
    expect(within(preview).getByRole('heading', { name: '認識好幫手', level: 1 })).toBeTruthy();
    expect(within(preview).getByText('再一段')).toBeTruthy();
  });

  it('saves an edit as a draft, then publishes it after a confirmation', async () => {
    const draft = { ...ABOUT.current, title: '認識{{operator}}' };
    const { api } = await renderOps('/ops/content/site_pages/about', {
      ...ME,
      ...VIEW,
      [SAVE]: ok({ content_page: { ...ABOUT, has_draft: true, draft } }),
      [PUBLISH]: ok({ content_page: { ...ABOUT, current: draft, previous: ABOUT.current } }),
    });
    fireEvent.change(await screen.findByLabelText('標題'), { target: { value: '認識{{operator}}' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    });
    expect(api.calls.filter((c) => c.key === SAVE).map((c) => c.body)).toEqual([
      { title: '認識{{operator}}', summary: '我們是誰', body: [{ heading: '{{operator}}的故事', paragraphs: ['第一段', '第二段'], items: ['免費刊登'] }], link_path: null, link_label: null },
    ]);
    expect(screen.getByText('已儲存草稿，公開頁面尚未改變。').getAttribute('role')).toBe('status');
    expect(screen.getByText('有未發布的草稿')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '發布' }));
    expect(screen.getByText('發布後，公開頁面會立即換成這個版本；目前公開的版本會保留為上一版。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === PUBLISH)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認發布' }));
    });
    expect(api.calls.filter((c) => c.key === PUBLISH)).toHaveLength(1);
    expect(api.calls.filter((c) => c.key === SAVE)).toHaveLength(1);
    expect(screen.getByText('已發布「認識{{operator}}」，公開頁面已更新。')).toBeTruthy();
    expect(screen.getByText('上一個公開版本：「關於{{operator}}」。')).toBeTruthy();
  });

  it('unpublishes only after a confirmation, and can go back without a call', async () => {
    const { api } = await renderOps('/ops/content/site_pages/about', { ...ME, ...VIEW, [UNPUBLISH]: ok({ content_page: { ...ABOUT, is_published: false } }) });
    fireEvent.click(await screen.findByRole('button', { name: '下架' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(api.calls.some((c) => c.key === UNPUBLISH)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '下架' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認下架' }));
    });
    expect(api.calls.filter((c) => c.key === UNPUBLISH)).toHaveLength(1);
    expect(screen.getByText('已下架，公開頁面已無法瀏覽。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下架' })).toBeNull();
  });

  it('names each field that cannot be sent, without a call, and shows a server refusal at its field', async () => {
    const { api } = await renderOps('/ops/content/site_pages/about', {
      ...ME,
      ...VIEW,
      [SAVE]: [400, { status: 'Error', error: 'invalid', message: '資料有誤。', fields: [{ field: 'body.0.heading', message: '段落標題（heading）不可重複。' }] }],
    });
    fireEvent.change(await screen.findByLabelText('標題'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('延伸連結路徑'), { target: { value: '/price' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    const alert = screen.getAllByRole('alert')[0]!;
    expect(within(alert).getByText('請填寫標題（title）。')).toBeTruthy();
    expect(within(alert).getByText('延伸連結（link_path）與連結文字（link_label）要一起填寫或一起留空。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SAVE)).toBe(false);
    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '關於' } });
    fireEvent.change(screen.getByLabelText('延伸連結路徑'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    });
    expect(screen.getAllByText('段落標題（heading）不可重複。').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('group', { name: '第 1 段' })).getByText('段落標題（heading）不可重複。')).toBeTruthy();
  });

  it('makes a new blog post as a draft and opens it', async () => {
    const made: OpsContentPage = {
      key: '7',
      slug: 'spring-tips',
      title: '春季大掃除',
      is_published: false,
      has_draft: false,
      published_at: null,
      modified: '2026-11-27 05:00:00',
      kind: 'blog_posts',
      current: { title: '春季大掃除', excerpt: '', body: [{ heading: '廚房', paragraphs: ['先清油汙'] }], cover_image_url: null },
      draft: null,
      previous: null,
      placeholders: {},
    };
    const { api } = await renderOps('/ops/content/blog_posts/new', {
      ...ME,
      'POST /ops/content/blog_posts/add.json': ok({ content_page: made }),
      'GET /ops/content/blog_posts/view/7.json': ok({ content_page: made }),
    });
    expect(await screen.findByRole('heading', { name: '新增部落格文章', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '發布' })).toBeNull();
    fireEvent.change(screen.getByLabelText('網址代稱'), { target: { value: 'spring-tips' } });
    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '春季大掃除' } });
    fireEvent.change(screen.getByLabelText('第 1 段標題'), { target: { value: '廚房' } });
    fireEvent.change(screen.getByLabelText('第 1 段內容'), { target: { value: '先清油汙' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '建立草稿' }));
    });
    expect(api.calls.filter((c) => c.key === 'POST /ops/content/blog_posts/add.json').map((c) => c.body)).toEqual([
      { slug: 'spring-tips', title: '春季大掃除', excerpt: '', body: [{ heading: '廚房', paragraphs: ['先清油汙'] }], cover_image_url: null },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/content/blog_posts/7'));
    expect(await screen.findByRole('button', { name: '發布' })).toBeTruthy();
  });

  it('uploads a cover into the post draft, shows it in the preview, and names the field of a refused file', async () => {
    const post: OpsContentPage = {
      key: '7',
      slug: 'spring-tips',
      title: '春季大掃除',
      is_published: true,
      has_draft: false,
      published_at: '2026-11-27 05:00:00',
      modified: '2026-11-27 05:00:00',
      kind: 'blog_posts',
      current: { title: '春季大掃除', excerpt: '', body: [{ heading: '廚房', paragraphs: ['先清油汙'] }], cover_image_url: null },
      draft: null,
      previous: null,
      placeholders: {},
    };
    const cover = '/uploads/blog-covers/0123456789abcdef0123456789abcdef.jpg';
    const UPLOAD = 'POST /ops/content/blog_posts/upload_cover/7.json';
    let refuse = true;
    const { api } = await renderOps('/ops/content/blog_posts/7', {
      ...ME,
      'GET /ops/content/blog_posts/view/7.json': ok({ content_page: post }),
      [UPLOAD]: () =>
        refuse
          ? [400, { status: 'Error', error: 'unable to upload', message: '無法上傳', fields: [{ field: 'cover', message: '封面圖片（cover）：只接受 PNG、JPEG 或 GIF 圖片。' }] }]
          : ok({ content_page: { ...post, has_draft: true, draft: { ...post.current, cover_image_url: cover } } }),
    });
    const input = (await screen.findByLabelText('上傳封面圖片')) as HTMLInputElement;
    const choose = async (file: File) => {
      await act(async () => {
        fireEvent.change(input, { target: { files: [file] } });
      });
    };
    await choose(new File(['not a picture'], 'notes.txt', { type: 'text/plain' }));
    const refusal = '封面圖片（cover）：只接受 PNG、JPEG 或 GIF 圖片。';
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
    // Under the field, and read with it.
    const errorId = (input.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(refusal);
    refuse = false;
    await choose(new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('封面已上傳到草稿，發布後才會出現在公開頁面。')).toBeTruthy();
    expect(screen.queryByText(refusal)).toBeNull();
    const uploads = api.calls.filter((c) => c.key === UPLOAD);
    expect(uploads).toHaveLength(2);
    expect((uploads[1]!.form!.get('cover') as File).name).toBe('cover.jpg');
    expect((screen.getByLabelText('封面圖片網址') as HTMLInputElement).value).toBe(cover);
    const preview = screen.getByRole('region', { name: '公開頁面預覽' });
    expect(within(preview).getByRole('img', { name: '封面圖片' }).getAttribute('src')).toBe(cover);
  });

  it('previews an article with its author and reading time, and offers no lists in its sections', async () => {
    const article: OpsContentPage = {
      key: '3',
      slug: 'aircon-tips',
      title: '冷氣保養',
      is_published: true,
      has_draft: false,
      published_at: '2026-10-01 02:00:00',
      modified: '2026-10-01 02:00:00',
      kind: 'articles',
      current: { title: '冷氣保養', summary: '夏天前先清洗', body: [{ heading: '濾網', paragraphs: ['每月清洗'] }], author_name: '編輯部', reading_minutes: 4 },
      draft: null,
      previous: null,
      placeholders: {},
    };
    await renderOps('/ops/content/articles/3', { ...ME, 'GET /ops/content/articles/view/3.json': ok({ content_page: article }) });
    const preview = await screen.findByRole('region', { name: '公開頁面預覽' });
    expect(within(preview).getByRole('heading', { name: '冷氣保養', level: 1 })).toBeTruthy();
    expect(within(preview).getByText('編輯部')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('閱讀分鐘數'), { target: { value: '7' } });
    expect(within(preview).getByText(/7/)).toBeTruthy();
    expect(screen.queryByLabelText('第 1 段清單')).toBeNull();
  });
});
