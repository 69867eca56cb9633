// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { airconCleaning, me } from '../../test/fixtures';
import { detail, item, lastCall, ok, render } from './services-screens.test-support';

// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('the services list', () => {
  it('shows a page of the pro’s services and moves between pages', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render('/dashboard/services', {
      'GET /quote_services/index/page:1.json': ok({ quote_services: [item(1), item(2)], page: 1, total_pages: 2, count: 11 }),
      'GET /quote_services/index/page:2.json': ok({ quote_services: [item(3)], page: 2, total_pages: 2, count: 11 }),
    });
    await screen.findByRole('heading', { name: '服務1' });
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('services__card'))).toHaveLength(2);
    expect(screen.getAllByText('公開中')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '編輯' })[0]!.getAttribute('href')).toBe('/dashboard/services/1/0');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    });
    await screen.findByRole('heading', { name: '服務3' });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/services?page=2');
    scroll.mockRestore();
  });

  it('opens a preview of a listed service and closes it', async () => {
    const { store } = render('/dashboard/services', { 'GET /quote_services/index/page:1.json': ok({ quote_services: [item(1)], page: 1, total_pages: 1, count: 1 }) });
    await screen.findByRole('heading', { name: '服務1' });
    fireEvent.click(screen.getByRole('button', { name: '預覽' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: '開啟公開頁面' }).getAttribute('href')).toBe('/service/1');
    expect(store.getState().service.previewId).toBe(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(store.getState().service.previewId).toBe(0);
  });

  it('deletes a service only after the confirmation, and the count follows', async () => {
    let list = [item(1), item(2)];
    const { api, store } = render('/dashboard/services', {
      'GET /quote_services/index/page:1.json': () => ok({ quote_services: list, page: 1, total_pages: 1, count: list.length }),
      'POST /quote_services/delete/2.json': () => {
        list = [item(1)];
        return ok({ quote_service_count: 1 });
      },
    });
    await screen.findByRole('heading', { name: '服務2' });
    fireEvent.click(screen.getAllByRole('button', { name: '刪除' })[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((c) => c.key.startsWith('POST /quote_services/delete'))).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確定刪除' }));
    });
    expect(screen.queryByRole('heading', { name: '服務2' })).toBeNull();
    expect(store.getState().user.info).toMatchObject({ quote_service_count: 1 });
    // The page is read again, so its count and page total follow the delete.
    expect(api.calls.filter((c) => c.key === 'GET /quote_services/index/page:1.json')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '服務1' })).toBeTruthy();
  });

  it('adds a service and opens its editing menu', async () => {
    const { api } = render(
      '/dashboard/services',
      {
        'GET /quote_services/index/page:1.json': ok({ quote_services: [], page: 1, total_pages: 1, count: 0 }),
        'GET /cities/index.json': ok({ cities: [{ id: 1, slug: 'taipei', name: '臺北市', districts: [] }] }),
        'POST /quote_services/add.json': ok({ quote_service: detail(9) }),
        'GET /quote_services/edit/9.json': ok({ quote_service: detail(9) }),
      },
      0,
    );
    await screen.findByRole('heading', { name: '您還沒有任何服務' });
    fireEvent.click(screen.getAllByRole('button', { name: '新增服務' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('服務名稱'), { target: { value: '大安冷氣' } });
    fireEvent.change(within(dialog).getByLabelText('服務類別'), { target: { value: String(airconCleaning.id) } });
    await within(dialog).findByRole('option', { name: '臺北市' });
    fireEvent.change(within(dialog).getByLabelText('服務縣市'), { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '新增' }));
    });
    expect(lastCall(api.calls, 'POST /quote_services/add.json')?.body).toEqual({ display_name: '大安冷氣', quote_category_id: airconCleaning.id, city_id: 1 });
    await screen.findByRole('heading', { name: '服務9' });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/services/9/0');
  });

  it('says so when the list cannot be read, and tries again', async () => {
    let fail = true;
    render('/dashboard/services', {
      'GET /quote_services/index/page:1.json': () => (fail ? [500, { status: 'Error', error: 'server error', message: '系統忙碌' }] : ok({ quote_services: [], page: 1, total_pages: 1, count: 0 })),
    });
    await screen.findByRole('heading', { name: '讀不到您的服務' });
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試一次' }));
    });
    await screen.findByRole('heading', { name: '您還沒有任何服務' });
  });
});

describe('onboarding', () => {
  it('records each step reached and moves to the next', async () => {
    let reached = 0;
    const { api, store } = render('/dashboard/onboarding/5/0', {
      'GET /user/me/type:brief.json': () => ok({ info: { ...me.info, onboard_state: reached } }),
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'POST /quote_services/onboard/5.json': (body) => {
        reached = (body as { onboard_state: number }).onboard_state;
        return ok({ onboard_state: reached });
      },
    });
    const start = await screen.findByRole('button', { name: '開始' });
    await act(async () => {
      fireEvent.click(start);
    });
    expect(lastCall(api.calls, 'POST /quote_services/onboard/5.json')).toMatchObject({ body: { onboard_state: 1 } });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/onboarding/5/1');
    expect(store.getState().user.info?.onboard_state).toBe(1);
    await screen.findByLabelText('服務名稱');
  });

  it('uploads the service logo at the Logo step, shows the one there is, and goes on', async () => {
    const media = (logo: string | null) => ok({ quote_service_id: 5, logo_url: logo, logo_thumb_url: logo, quote_service_photos: [] });
    const { api } = render('/dashboard/onboarding/5/2', {
      'GET /user/me/type:brief.json': ok({ info: { ...me.info, onboard_state: 2 } }),
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_service_photos/index/5.json': media('/media/old-logo.png'),
      'POST /quote_services/upload_logo/5.json': media('/media/new-logo.png'),
      'POST /quote_services/onboard/5.json': ok({ onboard_state: 3 }),
    });
    expect((await screen.findByRole('img', { name: '目前的大頭貼' })).getAttribute('src')).toBe('/media/old-logo.png');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('選擇圖片'), { target: { files: [png] } });
    });
    const upload = await screen.findByRole('button', { name: '上傳並繼續' });
    await act(async () => {
      fireEvent.click(upload);
    });
    const sent = lastCall(api.calls, 'POST /quote_services/upload_logo/5.json')?.form;
    expect(sent instanceof FormData && (sent.get('logo') as File).name).toBe('logo.png');
    expect(lastCall(api.calls, 'POST /quote_services/onboard/5.json')).toMatchObject({ body: { onboard_state: 3 } });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/onboarding/5/3');
  });
});
