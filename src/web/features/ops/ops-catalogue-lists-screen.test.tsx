// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsCity, OpsCityView, OpsDistrict, OpsGenre } from '../../../domain/ops/catalogue-lists.contract';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const GENRES_GET = 'GET /ops/catalogue/genres/index.json';

function genre(id: number, order: number, extra: Partial<OpsGenre> = {}): OpsGenre {
  return { id, slug: `genre-${id}`, name: `類型${id}`, description: '', display_order: order, is_active: true, category_count: 3, active_category_count: 2, from_catalogue: true, ...extra };
}
const GENRES = [genre(1, 1, { name: '居家清潔' }), genre(2, 2, { name: '修繕' }), genre(3, 3, { name: '寵物', from_catalogue: false, category_count: 0, active_category_count: 0 })];

describe('the genre editor', () => {
  it('lists the genres in order with their state and categories, under the editor tabs; only an unused console genre can be deleted', async () => {
    await renderOps('/ops/catalogue/genres', { ...ME, [GENRES_GET]: ok({ genres: GENRES }) });
    expect(await screen.findByRole('heading', { name: '服務類型', level: 1 })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '服務目錄' });
    expect(within(tabs).getByRole('link', { name: '服務類型' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '縣市與鄉鎮市區' }).getAttribute('href')).toBe('/ops/catalogue/cities');
    const list = await screen.findByRole('list', { name: '服務類型' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.split(' · ')[0])).toEqual(['居家清潔', '修繕', '寵物']);
    expect(within(list).getAllByText(/3 個服務類別（2 個啟用中）/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '刪除「居家清潔」' })).toBeNull();
    expect(screen.getByRole('button', { name: '刪除「寵物」' })).toBeTruthy();
  });

  it('moves a genre and saves the order only when asked', async () => {
    const reordered = [GENRES[1]!, GENRES[0]!, GENRES[2]!];
    const { api } = await renderOps('/ops/catalogue/genres', { ...ME, [GENRES_GET]: ok({ genres: GENRES }), 'POST /ops/catalogue/genres/reorder.json': ok({ genres: reordered }) });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '下移「居家清潔」' }));
    });
    expect(api.calls.some((c) => c.key.includes('reorder'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存順序' }));
    });
    expect(api.calls.filter((c) => c.key.includes('reorder')).map((c) => c.body)).toEqual([{ genre_ids: [2, 1, 3] }]);
    expect(screen.getByText('已儲存服務類型順序。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '儲存順序' })).toBeNull();
  });

  it('adds a genre, showing a refusal under the field it names', async () => {
    let tries = 0;
    const added = [...GENRES, genre(4, 4, { name: '搬家', slug: 'moving', from_catalogue: false, category_count: 0, active_category_count: 0 })];
    const { api } = await renderOps('/ops/catalogue/genres', {
      ...ME,
      [GENRES_GET]: ok({ genres: GENRES }),
      'POST /ops/catalogue/genres/add.json': () => {
        tries += 1;
        return tries === 1
          ? [400, { status: 'Error', error: 'invalid input', message: '', fields: [{ field: 'slug', message: '網址代稱（slug）已被其他服務類型使用。' }] }]
          : ok({ genres: added });
      },
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '新增服務類型' }));
    });
    const form = screen.getByRole('form', { name: '新增服務類型' });
    fireEvent.change(within(form).getByLabelText('名稱'), { target: { value: '搬家' } });
    fireEvent.change(within(form).getByLabelText('網址代稱（slug）'), { target: { value: 'genre-1' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '儲存服務類型' }));
    });
    expect(within(screen.getByRole('form', { name: '新增服務類型' })).getByText('網址代稱（slug）已被其他服務類型使用。')).toBeTruthy();
    fireEvent.change(within(screen.getByRole('form', { name: '新增服務類型' })).getByLabelText('網址代稱（slug）'), { target: { value: 'moving' } });
    await act(async () => {
      fireEvent.click(within(screen.getByRole('form', { name: '新增服務類型' })).getByRole('button', { name: '儲存服務類型' }));
    });
    expect(api.calls.filter((c) => c.key.includes('genres/add')).map((c) => c.body)).toEqual([
      { name: '搬家', slug: 'genre-1', description: '', display_order: 4, is_active: true },
      { name: '搬家', slug: 'moving', description: '', display_order: 4, is_active: true },
    ]);
    expect(screen.queryByRole('form', { name: '新增服務類型' })).toBeNull();
    expect(screen.getByText('已新增服務類型。')).toBeTruthy();
  });

  it('keeps a bundled genre slug fixed, deactivates a genre, and deletes an unused one after confirming', async () => {
    const { api } = await renderOps('/ops/catalogue/genres', {
      ...ME,
      [GENRES_GET]: ok({ genres: GENRES }),
      'POST /ops/catalogue/genres/deactivate/2.json': ok({ genres: [GENRES[0]!, { ...GENRES[1]!, is_active: false }, GENRES[2]!] }),
      'POST /ops/catalogue/genres/delete/3.json': ok({ genres: GENRES.slice(0, 2) }),
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '編輯「居家清潔」' }));
    });
    expect((within(screen.getByRole('form', { name: '編輯「居家清潔」' })).getByLabelText('網址代稱（slug）') as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '停用「修繕」' }));
    });
    expect(screen.getByText('已停用「修繕」，它和它的服務類別不再出現在公開頁面。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新啟用「修繕」' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刪除「寵物」' }));
    });
    expect(api.calls.some((c) => c.key.includes('delete'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確定刪除' }));
    });
    expect(api.calls.some((c) => c.key === 'POST /ops/catalogue/genres/delete/3.json')).toBe(true);
    expect(screen.getByText('已刪除「寵物」。')).toBeTruthy();
  });

  it('tells a finance operator the editor is not for their role, and offers to retry a failed load', async () => {
    const { api } = await renderOps('/ops/catalogue/genres', { 'GET /ops/me.json': signedIn({ role: 'finance' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('catalogue'))).toBe(false);
    cleanup();
    await renderOps('/ops/catalogue/genres', { ...ME, [GENRES_GET]: failed(500, '伺服器錯誤') });
    expect(await screen.findByRole('button', { name: /重試|再試一次/ })).toBeTruthy();
  });
});

function city(id: number, extra: Partial<OpsCity> = {}): OpsCity {
  return { id, slug: `city-${id}`, name: `城市${id}`, display_order: id, is_active: true, district_count: 2, active_district_count: 2, ...extra };
}
function district(id: number, name: string, extra: Partial<OpsDistrict> = {}): OpsDistrict {
  return { id, name, zipcode: '600', display_order: 0, is_active: true, ...extra };
}
const CHIAYI: OpsCityView = { city: city(9, { name: '嘉義市', slug: 'chiayi-city' }), districts: [district(91, '東區'), district(92, '西區')] };

describe('the city and district editor', () => {
  it('lists the cities, each opening its page', async () => {
    await renderOps('/ops/catalogue/cities', { ...ME, 'GET /ops/catalogue/cities/index.json': ok({ cities: [city(1, { name: '臺北市' }), city(2, { name: '新竹市', is_active: false })] }) });
    expect(await screen.findByRole('heading', { name: '縣市與鄉鎮市區', level: 1 })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '臺北市' })).getAttribute('href')).toBe('/ops/catalogue/cities/1');
    expect(within(screen.getAllByRole('row')[2]!).getByText('已停用')).toBeTruthy();
  });

  it('edits the city, adds a district and deactivates one, saying what happened', async () => {
    const withNorth: OpsCityView = { ...CHIAYI, districts: [...CHIAYI.districts, district(93, '北區')] };
    const { api } = await renderOps('/ops/catalogue/cities/9', {
      ...ME,
      'GET /ops/catalogue/cities/view/9.json': ok(CHIAYI),
      'POST /ops/catalogue/cities/edit/9.json': ok({ ...CHIAYI, city: { ...CHIAYI.city, name: '嘉義市（新）' } }),
      'POST /ops/catalogue/districts/add/9.json': ok(withNorth),
      'POST /ops/catalogue/districts/deactivate/92.json': ok({ ...withNorth, districts: withNorth.districts.map((d) => (d.id === 92 ? { ...d, is_active: false } : d)) }),
    });
    expect(await screen.findByRole('heading', { name: '嘉義市', level: 1 })).toBeTruthy();
    const cityForm = screen.getByRole('form', { name: '縣市資料' });
    fireEvent.change(within(cityForm).getByLabelText('名稱'), { target: { value: '嘉義市（新）' } });
    await act(async () => {
      fireEvent.click(within(cityForm).getByRole('button', { name: '儲存縣市' }));
    });
    expect(api.calls.filter((c) => c.key.includes('cities/edit')).map((c) => c.body)).toEqual([{ name: '嘉義市（新）', display_order: 9 }]);
    expect(screen.getByRole('heading', { name: '嘉義市（新）', level: 1 })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '新增鄉鎮市區' }));
    });
    const form = screen.getByRole('form', { name: '新增鄉鎮市區' });
    fireEvent.change(within(form).getByLabelText('名稱'), { target: { value: '北區' } });
    fireEvent.change(within(form).getByLabelText('郵遞區號'), { target: { value: '600' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '儲存鄉鎮市區' }));
    });
    expect(api.calls.filter((c) => c.key.includes('districts/add')).map((c) => c.body)).toEqual([{ name: '北區', zipcode: '600', display_order: 0 }]);
    expect(screen.getByText('已新增鄉鎮市區。')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '北區' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '停用「西區」' }));
    });
    expect(screen.getByText('已停用「西區」，新的需求與服務不會再選到它。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新啟用「西區」' })).toBeTruthy();
  });

  it('finds nothing at a bad address without asking, and sends someone not signed in to the login', async () => {
    const { api } = await renderOps('/ops/catalogue/cities/abc', ME);
    expect(await screen.findByText('找不到這個縣市。')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('catalogue'))).toBe(false);
    cleanup();
    await renderOps('/ops/catalogue/cities', { 'GET /ops/me.json': notSignedIn });
    expect(await screen.findByRole('heading', { name: '營運後台登入' })).toBeTruthy();
  });
});
