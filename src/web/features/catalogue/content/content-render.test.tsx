// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleResponse, FeatureCollectionResponse, PriceGuideResponse } from '../../../../domain/catalogue/content.types';
import { App } from '../../../app';
import { createI18n } from '../../../i18n';
import { render } from '../../../server-render';
import type { ContentPreload } from '../../../ssr-contract';
import { createAppStore } from '../../../store';
import { airconCleaning, fakeFetch, houseMoving, preloaded } from '../../../test/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const article: ArticleResponse = {
  id: 1,
  slug: 'how-to-choose-a-mover',
  title: '搬家公司怎麼挑？',
  summary: '簽約前先問清楚。',
  author_name: '編輯部',
  reading_minutes: 5,
  published_at: '2026-09-18 02:00:00',
  genre: { slug: 'moving', name: '搬家' },
  quote_category: { slug: houseMoving.slug, name: houseMoving.name },
  body: [{ heading: '先估清楚東西有多少', paragraphs: ['拍下每個房間的照片。'] }],
  modified: '2026-09-18 02:00:00',
  related: [],
};

const collection: FeatureCollectionResponse = {
  id: 1,
  slug: 'spring-cleaning',
  title: '年終大掃除',
  summary: '一次找齊清潔專家。',
  icon: '🧹',
  intro: ['提早預約。'],
  items: [{ note: '冬天清洗好約。', quote_category: airconCleaning }],
  modified: '2026-09-18 02:00:00',
};

const figures = (count: number, median: number | null, p25: number | null, p75: number | null) => ({ count, median, p25, p75 });
const guide = (slug: string, enough: boolean): PriceGuideResponse => ({
  quote_category: slug === houseMoving.slug ? houseMoving : airconCleaning,
  text: enough ? { intro: ['價格看冷氣種類。'], factors: [{ heading: '拆洗或免拆洗', body: '拆洗較貴。' }], tips: ['淡季清洗。'], faq: [{ q: '要多久？', a: '約一小時。' }] } : null,
  overall: enough ? { flat: figures(8, 1900, 1425, 2625), hourly: figures(0, null, null, null) } : { flat: figures(3, null, null, null), hourly: figures(0, null, null, null) },
  cities: [{ city: { id: 1, slug: 'taipei-city', name: '臺北市' }, flat: enough ? figures(8, 1900, 1425, 2625) : figures(3, null, null, null), hourly: figures(0, null, null, null) }],
  min_quotes: 5,
});

const content: Partial<ContentPreload> = {
  collections: [{ id: 1, slug: 'spring-cleaning', title: '年終大掃除', summary: '一次找齊。', icon: '🧹', category_count: 1 }],
  collectionData: { 'spring-cleaning': collection },
  articlePages: { 1: { articles: [article], page: 1, total_pages: 2, count: 11 } },
  articleData: { [article.slug]: article },
  priceGuides: [{ quote_category: airconCleaning, has_text: true }],
  priceGuideData: { [airconCleaning.slug]: guide(airconCleaning.slug, true), [houseMoving.slug]: guide(houseMoving.slug, false) },
  categoryArticles: { [airconCleaning.slug]: [article] },
};
const state = preloaded({ content });

async function hydrate(url: string) {
  const output = render({ url, state, status: 200 });
  const container = document.createElement('div');
  container.innerHTML = output.html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <App store={createAppStore(state, { fetchFn: fakeFetch({}).fn })} i18n={createI18n()} initialStatus={200} />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { output, recoverable };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('content pages render on the server and hydrate', () => {
  it.each(['/feature/all', '/feature/spring-cleaning', '/info/all', '/info/how-to-choose-a-mover', '/price', '/price/aircon-cleaning', '/price/house-moving', '/seo', '/seo/cleaning', '/category/aircon-cleaning'])(
    '%s has one h1 and hydrates without a mismatch',
    async (url) => {
      const consoleError = vi.spyOn(console, 'error');
      const { output, recoverable } = await hydrate(url);
      expect(output.title).toMatch(/好幫手/);
      expect(output.description).not.toBe('');
      expect(output.html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('titles a price page by its figures and shows them', () => {
    const { html, title, description } = render({ url: '/price/aircon-cleaning', state, status: 200 });
    expect(title).toBe('冷氣清潔價格行情｜實際報價中位數與價格區間 - 好幫手');
    expect(description).toContain('8 筆實際報價');
    expect(html).toContain('NT$1,900');
    expect(html).toContain('NT$1,425–2,625');
    expect(html).toContain('拆洗或免拆洗');
  });

  it('says a price guide has too few quotes rather than showing figures', () => {
    const { html } = render({ url: '/price/house-moving', state, status: 200 });
    expect(html).toContain('報價數量還不夠');
    expect(html).toContain('報價不足（3 筆）');
    expect(html).not.toContain('報價中位數');
  });

  it('links the next page of articles', () => {
    const { html } = render({ url: '/info/all', state, status: 200 });
    expect(html).toContain('href="/info/all?page=2"');
    expect(html).toContain('第 1 頁，共 2 頁');
  });
});
