// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../../../../domain/catalogue/content.types';
import { RouteView } from '../../../routes/route-view';
import { createAppStore } from '../../../store';
import type { PreloadedState } from '../../../ssr-contract';
import { byMethod, fakeApi } from '../../../test/fake-api';
import { preloaded } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';

afterEach(cleanup);

const posts: BlogPostSummary[] = [
  { slug: 'kitchen-tips', title: '年前大掃除的五個訣竅', excerpt: '從廚房開始', cover_image_url: '/uploads/blog-covers/a.jpg', published_at: '2026-11-26 17:00:00' },
  { slug: 'no-cover', title: '沒有封面的文章', excerpt: '', cover_image_url: null, published_at: '2026-11-20 02:00:00' },
];

function renderHome(homeBlogs: boolean, blogPosts: BlogPostSummary[] | null) {
  const api = fakeApi({ 'GET /blog_posts/index.json': [200, { status: 'Success', blog_posts: posts }] }, byMethod);
  const base = preloaded();
  const state: PreloadedState = { ...base, app: { ...base.app, flags: { ...base.app.flags, homeBlogs, shop: false } }, content: { blogPosts } };
  renderWithApp(<RouteView initialStatus={200} />, { store: createAppStore(state, { fetchFn: api.fn }), path: '/' });
  return api;
}

describe('the home page blog posts', () => {
  it('shows each preloaded post with its picture, Taipei date and a link to its page, without a call', async () => {
    const api = renderHome(true, posts);
    const section = await screen.findByRole('region', { name: '最新文章' }, { timeout: 5000 });
    const first = screen.getByRole('link', { name: '閱讀全文：年前大掃除的五個訣竅' });
    expect(first.getAttribute('href')).toBe('/info/kitchen-tips');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/blog-covers/a.jpg');
    expect(section.textContent).toContain('2026/11/27');
    expect(screen.getByRole('img', { name: '沒有封面圖片' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '看全部文章' }).getAttribute('href')).toBe('/info/all');
    expect(api.calls.filter((c) => c.key.includes('blog_posts'))).toEqual([]);
  });

  it('loads the posts when the page was not rendered with them', async () => {
    const api = renderHome(true, null);
    expect(await screen.findByRole('link', { name: '閱讀全文：沒有封面的文章' }, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('GET /blog_posts/index.json');
  });

  it('shows nothing and asks for nothing with the flag off', async () => {
    const api = renderHome(false, null);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: '最新文章' })).toBeNull();
    expect(api.calls.filter((c) => c.key.includes('blog_posts'))).toEqual([]);
  });
});
