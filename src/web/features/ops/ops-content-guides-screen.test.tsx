// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceGuideResponse } from '../../../domain/catalogue/content.types';
import { airconCleaning, CATEGORIES, houseMoving } from '../../test/fixtures';
import type { OpsContentPage } from './api/content-pages';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const CATALOGUE = { 'GET /quote_categories/index.json': ok({ quote_categories: CATEGORIES, genres: [] }) };

const COLLECTION: OpsContentPage = {
  key: '4',
  slug: 'moving-season',
  title: '搬家季',
  is_published: true,
  has_draft: false,
  published_at: '2026-11-01 02:00:00',
  modified: '2026-11-01 02:00:00',
  kind: 'feature_collections',
  current: { title: '搬家季', summary: '從打包到清潔', icon: '📦', intro: ['第一段介紹。', '第二段介紹。'] },
  draft: null,
  previous: null,
  placeholders: {},
  collection_items: [
    { quote_category_id: houseMoving.id, note: '先估家具數量。' },
    { quote_category_id: airconCleaning.id, note: '搬進前先洗冷氣。' },
    { quote_category_id: 999, note: '已停用的類別不顯示。' },
  ],
};
const COLLECTION_VIEW = { 'GET /ops/content/feature_collections/view/4.json': ok({ content_page: COLLECTION }) };
const COLLECTION_SAVE = 'POST /ops/content/feature_collections/edit/4.json';

const GUIDE: OpsContentPage = {
  key: '9',
  slug: houseMoving.slug,
  title: houseMoving.name,
  is_published: true,
  has_draft: false,
  published_at: '2026-11-01 02:00:00',
  modified: '2026-11-01 02:00:00',
  kind: 'price_guides',
  current: { intro: ['價格依坪數與樓層而定。'], factors: [{ heading: '樓層', body: '沒有電梯會加價。' }], tips: ['提早預約'], faq: [] },
  draft: null,
  previous: null,
  placeholders: {},
};
const figures = (count: number, median: number | null, p25: number | null, p75: number | null) => ({ count, median, p25, p75 });
const PUBLIC_GUIDE: PriceGuideResponse = {
  quote_category: houseMoving,
  text: { intro: ['公開中的舊介紹。'], factors: [], tips: [], faq: [] },
  overall: { flat: figures(8, 6200, 4800, 8000), hourly: figures(0, null, null, null) },
  cities: [{ city: { id: 1, slug: 'taipei-city', name: '臺北市' }, flat: figures(8, 6200, 4800, 8000), hourly: figures(0, null, null, null) }],
  min_quotes: 5,
};
const GUIDE_VIEW = { 'GET /ops/content/price_guides/view/9.json': ok({ content_page: GUIDE }) };
const PUBLIC_GUIDE_CALL = `GET /price_guides/${houseMoving.slug}.json`;
const GUIDE_SAVE = 'POST /ops/content/price_guides/edit/9.json';
const GUIDE_PUBLISH = 'POST /ops/content/price_guides/publish/9.json';

describe('the feature collection and price guide lists', () => {
  it('lists the collections among the kinds, with no way to add one', async () => {
    await renderOps('/ops/content/feature_collections', {
      ...ME,
      'GET /ops/content/feature_collections/index/page:1.json': ok({
        content_pages: [{ key: '4', slug: 'moving-season', title: '搬家季', is_published: true, has_draft: true, published_at: '2026-11-01 02:00:00', modified: '2026-11-02 02:00:00' }],
        page: 1,
        total_pages: 1,
        count: 1,
      }),
    });
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('link', { name: '搬家季' }).getAttribute('href')).toBe('/ops/content/feature_collections/4');
    expect(row.textContent).toContain('已發布 · 有未發布的草稿');
    const kinds = screen.getByRole('navigation', { name: '內容種類' });
    expect(within(kinds).getByRole('link', { name: '精選專題' }).getAttribute('aria-current')).toBe('page');
    expect(within(kinds).getByRole('link', { name: '價格指南' }).getAttribute('href')).toBe('/ops/content/price_guides');
    expect(screen.queryByRole('link', { name: /新增/ })).toBeNull();
  });

  it('says when there is no price guide, and offers no new one (nor a new article)', async () => {
    await renderOps('/ops/content/price_guides', { ...ME, 'GET /ops/content/price_guides/index/page:1.json': ok({ content_pages: [], page: 1, total_pages: 1, count: 0 }) });
    expect(await screen.findByText('價格指南由內建內容建立，目前沒有任何指南。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /新增/ })).toBeNull();
    cleanup();
    await renderOps('/ops/content/articles', { ...ME, 'GET /ops/content/articles/index/page:1.json': ok({ content_pages: [], page: 1, total_pages: 1, count: 0 }) });
    expect(await screen.findByText('專欄文章由內建內容建立，目前沒有任何文章。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /新增/ })).toBeNull();
  });
});

describe('the feature collection editor', () => {
  it('previews the collection as its public page, with its active categories, while typing', async () => {
    await renderOps('/ops/content/feature_collections/4', { ...ME, ...COLLECTION_VIEW, ...CATALOGUE });
    const preview = await screen.findByRole('region', { name: '公開頁面預覽' });
    expect(await within(preview).findByRole('heading', { name: '搬家季', level: 1 })).toBeTruthy();
    expect(within(preview).getByText('第二段介紹。')).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: '推薦的 2 項服務' })).toBeTruthy();
    const picks = within(preview).getAllByRole('listitem').filter((li) => li.classList.contains('pick'));
    expect(picks.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['1搬家', '2冷氣清潔']);
    expect(within(picks[0]!).getByText('先估家具數量。')).toBeTruthy();
    expect(within(picks[1]!).getByRole('link', { name: '冷氣清潔多少錢？' }).getAttribute('href')).toBe('/price/aircon-cleaning');
    expect(within(preview).queryByText('已停用的類別不顯示。')).toBeNull();

    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '搬家一次搞定' } });
    fireEvent.change(screen.getByLabelText('介紹'), { target: { value: '新的介紹。\n\n再一段。' } });
    expect(within(preview).getByRole('heading', { name: '搬家一次搞定', level: 1 })).toBeTruthy();
    expect(within(preview).getByText('再一段。')).toBeTruthy();
    expect(within(preview).queryByText('第二段介紹。')).toBeNull();
  });

  it('saves every field of a collection as a draft, and names a missing field beside it without a call', async () => {
    const { api } = await renderOps('/ops/content/feature_collections/4', {
      ...ME,
      ...COLLECTION_VIEW,
      ...CATALOGUE,
      [COLLECTION_SAVE]: ok({ content_page: { ...COLLECTION, has_draft: true, draft: { ...COLLECTION.current, icon: '🚚' } } }),
    });
    const intro = (await screen.findByLabelText('介紹')) as HTMLTextAreaElement;
    expect(intro.value).toBe('第一段介紹。\n\n第二段介紹。');
    expect((screen.getByLabelText('圖示') as HTMLInputElement).value).toBe('📦');
    expect(screen.queryByLabelText('第 1 段標題')).toBeNull();
    fireEvent.change(intro, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(api.calls.some((c) => c.key === COLLECTION_SAVE)).toBe(false);
    const introError = (intro.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error'));
    expect(introError && document.getElementById(introError)?.textContent).toBe('請填寫介紹（intro）。');
    expect(within(screen.getAllByRole('alert')[0]!).getByText('請填寫標題（title）。')).toBeTruthy();

    fireEvent.change(intro, { target: { value: '第一段介紹。\n\n第二段介紹。' } });
    fireEvent.change(screen.getByLabelText('標題'), { target: { value: '搬家季' } });
    fireEvent.change(screen.getByLabelText('圖示'), { target: { value: '🚚' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    });
    expect(api.calls.filter((c) => c.key === COLLECTION_SAVE).map((c) => c.body)).toEqual([
      { title: '搬家季', summary: '從打包到清潔', icon: '🚚', intro: ['第一段介紹。', '第二段介紹。'] },
    ]);
    expect(screen.getByText('已儲存草稿，公開頁面尚未改變。')).toBeTruthy();
  });

  it('offers a retry when the categories of the preview cannot be loaded', async () => {
    let down = true;
    await renderOps('/ops/content/feature_collections/4', {
      ...ME,
      ...COLLECTION_VIEW,
      'GET /quote_categories/index.json': () => (down ? failed(500, '伺服器錯誤') : ok({ quote_categories: CATEGORIES, genres: [] })),
    });
    const preview = await screen.findByRole('region', { name: '公開頁面預覽' });
    const retry = await within(preview).findByRole('button', { name: /重試|再試/ });
    down = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await within(preview).findByRole('heading', { name: '推薦的 2 項服務' })).toBeTruthy();
  });
});

describe('the price guide editor', () => {
  it("previews the category's public price page with its figures and the form's words, while typing", async () => {
    await renderOps('/ops/content/price_guides/9', { ...ME, ...GUIDE_VIEW, [PUBLIC_GUIDE_CALL]: ok({ price_guide: PUBLIC_GUIDE }) });
    expect(await screen.findByText('「搬家」的價格指南：價格數字來自專家送出的報價，這裡編輯的是說明文字。')).toBeTruthy();
    expect(screen.queryByLabelText('標題')).toBeNull();
    const preview = await screen.findByRole('region', { name: '公開頁面預覽' });
    expect(await within(preview).findByRole('heading', { name: '搬家價格行情', level: 1 })).toBeTruthy();
    expect(within(preview).getAllByText('NT$6,200').length).toBeGreaterThan(0);
    expect(within(preview).getByText('價格依坪數與樓層而定。')).toBeTruthy();
    expect(within(preview).queryByText('公開中的舊介紹。')).toBeNull();
    expect(within(preview).getByRole('heading', { name: '樓層' })).toBeTruthy();
    expect(within(preview).queryByRole('heading', { name: '常見問題' })).toBeNull();

    fireEvent.change(screen.getByLabelText('第 1 項因素標題'), { target: { value: '樓層與電梯' } });
    fireEvent.click(screen.getByRole('button', { name: '新增常見問題' }));
    fireEvent.change(screen.getByLabelText('第 1 題問題'), { target: { value: '可以只搬家具嗎？' } });
    fireEvent.change(screen.getByLabelText('第 1 題回答'), { target: { value: '可以。' } });
    fireEvent.change(screen.getByLabelText('省錢建議'), { target: { value: '提早預約\n避開月底' } });
    expect(within(preview).getByRole('heading', { name: '樓層與電梯' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: '常見問題' })).toBeTruthy();
    expect(within(preview).getByRole('heading', { name: '可以只搬家具嗎？' })).toBeTruthy();
    expect(within(preview).getByText('避開月底')).toBeTruthy();
  });

  it('names a half-filled factor in its own group without a call, then saves and publishes every field after a confirmation', async () => {
    const text = {
      intro: ['價格依坪數與樓層而定。'],
      factors: [
        { heading: '樓層', body: '沒有電梯會加價。' },
        { heading: '距離', body: '跨縣市另計。' },
      ],
      tips: ['提早預約'],
      faq: [{ q: '要多久？', a: '半天。' }],
    };
    const { api } = await renderOps('/ops/content/price_guides/9', {
      ...ME,
      ...GUIDE_VIEW,
      [PUBLIC_GUIDE_CALL]: ok({ price_guide: PUBLIC_GUIDE }),
      [GUIDE_SAVE]: ok({ content_page: { ...GUIDE, has_draft: true, draft: text } }),
      [GUIDE_PUBLISH]: ok({ content_page: { ...GUIDE, current: text, previous: GUIDE.current } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '新增影響價格的因素' }));
    fireEvent.change(screen.getByLabelText('第 2 項因素標題'), { target: { value: '距離' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    expect(api.calls.some((c) => c.key === GUIDE_SAVE)).toBe(false);
    expect(within(screen.getByRole('group', { name: '第 2 項因素' })).getByText('請填寫影響價格的因素說明（factors）。')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('第 2 項因素說明'), { target: { value: '跨縣市另計。' } });
    fireEvent.click(screen.getByRole('button', { name: '新增常見問題' }));
    fireEvent.change(screen.getByLabelText('第 1 題問題'), { target: { value: '要多久？' } });
    fireEvent.change(screen.getByLabelText('第 1 題回答'), { target: { value: '半天。' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    });
    expect(api.calls.filter((c) => c.key === GUIDE_SAVE).map((c) => c.body)).toEqual([text]);
    expect(screen.queryByText('請填寫影響價格的因素說明（factors）。')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '發布' }));
    expect(api.calls.some((c) => c.key === GUIDE_PUBLISH)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認發布' }));
    });
    expect(api.calls.filter((c) => c.key === GUIDE_PUBLISH)).toHaveLength(1);
    expect(screen.getByText('已發布「搬家」，公開頁面已更新。')).toBeTruthy();
    expect(screen.getByText('上一個公開版本：「搬家」。')).toBeTruthy();
  });

  it('shows a server refusal of a question beside it, and removes a row in place', async () => {
    const { api } = await renderOps('/ops/content/price_guides/9', {
      ...ME,
      ...GUIDE_VIEW,
      [PUBLIC_GUIDE_CALL]: ok({ price_guide: PUBLIC_GUIDE }),
      [GUIDE_SAVE]: [400, { status: 'Error', error: 'invalid', message: '資料有誤。', fields: [{ field: 'faq.0.q', message: '常見問題（faq）的問題最多 160 個字。' }] }],
    });
    fireEvent.click(await screen.findByRole('button', { name: '新增常見問題' }));
    fireEvent.change(screen.getByLabelText('第 1 題問題'), { target: { value: '問' } });
    fireEvent.change(screen.getByLabelText('第 1 題回答'), { target: { value: '答' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存草稿' }));
    });
    expect(api.calls.filter((c) => c.key === GUIDE_SAVE)).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: '第 1 題' })).getByText('常見問題（faq）的問題最多 160 個字。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '刪除第 1 項因素' }));
    expect(screen.queryByLabelText('第 1 項因素標題')).toBeNull();
    expect(screen.getByText('還沒有影響價格的因素（選填）。')).toBeTruthy();
  });
});
