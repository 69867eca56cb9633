// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteServiceDetail, QuoteServiceItem } from '../../../domain/services/quote-service.types';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { airconCleaning, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

function detail(id: number, extra: Partial<QuoteServiceDetail['QuoteService']> = {}, completion: Partial<QuoteServiceDetail> = {}): QuoteServiceDetail {
  return {
    id,
    slug: `svc-${id}`,
    is_public: 1,
    QuoteService: {
      id,
      slug: `svc-${id}`,
      is_public: 1,
      is_archived: 0,
      display_name: `服務${id}`,
      description: '',
      line_id: '',
      contact_phone: '',
      contact_email: '',
      website_url: '',
      is_service_professional_travels_to_me: 1,
      is_customer_travel_to_me: 0,
      is_over_phone_or_internet: 0,
      max_travel_distance: null,
      logo_url: null,
      profile_ready_on: null,
      created: '2026-11-01 00:00:00',
      modified: '2026-11-01 00:00:00',
      ...extra,
    },
    QuoteServiceCategory: [
      {
        id: 11,
        quote_service_id: id,
        quote_category_id: 4,
        is_auto_quote_on: 0,
        is_direct_reserve_on: 0,
        quote_job_preference: { answers: {} },
        QuoteCategory: { id: 4, slug: 'aircon-installation', name: '冷氣安裝' },
      },
    ],
    area_count: 1,
    missing: ['description'],
    profile_completion: { done: 2, total: 4, missing: ['logo', 'description'] },
    QuoteServiceArea: [{ id: 1, city_id: 1, city_name: '臺北市', district_id: null, district_name: null }],
    QuoteServiceFaq: [],
    external_review_links: [],
    ...completion,
  };
}

const item = (id: number): QuoteServiceItem => {
  const { QuoteServiceArea: _a, QuoteServiceFaq: _f, external_review_links: _l, ...rest } = detail(id);
  return rest;
};

type Answer = [number, unknown];

/** A fake API keyed by "METHOD path"; records each call with its JSON body. */
function fakeApi(table: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: { key: string; body: unknown }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ key, body });
    const hit = table[key];
    if (!hit) throw new TypeError(`Failed to fetch ${key}`);
    const [status, payload] = typeof hit === 'function' ? hit(body) : hit;
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fn: fn as typeof fetch, calls };
}

/** The last call of one kind (a route change also re-checks the login). */
const lastCall = (calls: { key: string; body: unknown }[], key: string) => calls.filter((c) => c.key === key).at(-1);

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

function render(path: string, table: Record<string, Answer | ((body: unknown) => Answer)>, count = 2) {
  const api = fakeApi({ 'GET /user/me/type:brief.json': ok({ info: me.info }), ...table });
  const info = { ...me.info, quote_service_count: count } as typeof me.info;
  const store = createAppStore(preloaded({ user: { me: { ...me, info } } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  return { api, store };
}

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

describe('the editing menu', () => {
  it('saves the basic step and shows the server’s reason beside the field', async () => {
    const { api } = render('/dashboard/profiles/5', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'POST /quote_services/edit/5.json': (body) =>
        (body as { line_id: string }).line_id === 'bad id'
          ? [400, { status: 'Error', error: 'invalid input', message: 'line_id：格式不正確', fields: [{ field: 'line_id', message: 'LINE ID 格式不正確' }] }]
          : ok({ quote_service: detail(5, { display_name: '新名稱' }) }),
    });
    await screen.findByRole('heading', { name: '服務5' });
    expect(screen.getByRole('navigation', { name: '編輯步驟' }).querySelectorAll('a')).toHaveLength(13);
    fireEvent.change(screen.getByLabelText('LINE ID'), { target: { value: 'bad id' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    });
    expect(await screen.findByText('LINE ID 格式不正確')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('LINE ID'), { target: { value: '@ok' } });
    fireEvent.change(screen.getByLabelText('服務名稱'), { target: { value: '新名稱' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    });
    expect(lastCall(api.calls, 'POST /quote_services/edit/5.json')).toMatchObject({ body: { display_name: '新名稱', line_id: '@ok' } });
    await screen.findByRole('heading', { name: '新名稱' });
  });

  it('makes a review link for a past client, mailed when an address is given, and shows the server’s reason beside a field', async () => {
    const link = 'http://localhost:3000/review/service/5/abc123';
    const { api } = render('/dashboard/services/5/5', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_services/external_review_links/5.json': ok({ external_review_links: [] }),
      'POST /quote_feedbacks/invite/5.json': (body) =>
        (body as { invitee_email?: string }).invitee_email === 'bad@'
          ? [400, { status: 'Error', error: 'invalid input', message: 'x', fields: [{ field: 'invitee_email', message: '請輸入正確的電子郵件地址' }] }]
          : ok({ url: link, hash: 'abc123', expires_in_days: 30 }),
    });
    const section = (await screen.findByRole('heading', { name: '邀請過去的客戶評價' })).closest('section')!;
    fireEvent.change(within(section).getByLabelText('客戶稱呼（選填）'), { target: { value: '陳小姐' } });
    fireEvent.change(within(section).getByLabelText('客戶的電子郵件（選填）'), { target: { value: 'bad@' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '產生評價連結' }));
    });
    expect(within(section).getByText('請輸入正確的電子郵件地址')).toBeTruthy();
    expect((within(section).getByLabelText('客戶稱呼（選填）') as HTMLInputElement).value).toBe('陳小姐');
    fireEvent.change(within(section).getByLabelText('客戶的電子郵件（選填）'), { target: { value: 'chen@example.com' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '產生評價連結' }));
    });
    expect(lastCall(api.calls, 'POST /quote_feedbacks/invite/5.json')?.body).toEqual({ invitee_name: '陳小姐', invitee_email: 'chen@example.com' });
    expect(within(section).getByText('已將評價連結寄到 chen@example.com，30 天內有效，只能使用一次。')).toBeTruthy();
    expect(within(section).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
  });

  it('makes a review link to copy when no address is given', async () => {
    const { api } = render('/dashboard/services/5/5', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_services/external_review_links/5.json': ok({ external_review_links: [] }),
      'POST /quote_feedbacks/invite/5.json': ok({ url: 'http://localhost:3000/review/service/5/xyz', hash: 'xyz', expires_in_days: 30 }),
    });
    const section = (await screen.findByRole('heading', { name: '邀請過去的客戶評價' })).closest('section')!;
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: '產生評價連結' }));
    });
    expect(lastCall(api.calls, 'POST /quote_feedbacks/invite/5.json')?.body).toEqual({ invitee_name: '' });
    expect(within(section).getByText('評價連結已產生，30 天內有效，只能使用一次。')).toBeTruthy();
  });

  it('keeps the answers the pro wants in a category', async () => {
    const { api } = render('/dashboard/services/5/2/11', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_service_categories/view/11.json': ok({
        quote_service_category: detail(5).QuoteServiceCategory[0],
        questions: [{ id: 21, label: '冷氣種類', type: 'single_choice', options: ['分離式', '窗型'], is_required: true, placeholder: null, display_order: 1, is_active: true }],
      }),
      'POST /quote_service_categories/edit/11.json': (body) => ok({ quote_service_category: { ...detail(5).QuoteServiceCategory[0], quote_job_preference: (body as { quote_job_preference: unknown }).quote_job_preference } }),
    });
    await screen.findByText('冷氣種類');
    fireEvent.click(screen.getByLabelText('窗型'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    });
    // Auto-quote has its own panel: this form never touches it.
    expect(lastCall(api.calls, 'POST /quote_service_categories/edit/11.json')?.body).toEqual({ is_direct_reserve_on: 0, quote_job_preference: { answers: { 21: ['窗型'] } } });
  });

  describe('auto-quote of a category', () => {
    const settings = (extra: object = {}) => ({ id: 11, quote_service_id: 5, quote_category_id: 4, is_auto_quote_on: 0, weekly_budget: 500, template_id: null, consented: null, ...extra });
    const weeks = [
      { week_start: '2026-11-23', spent: 300, quotes: 2 },
      { week_start: '2026-11-16', spent: 0, quotes: 0 },
    ];
    const table = (post: (body: unknown) => Answer) => ({
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_service_categories/view/11.json': ok({ quote_service_category: detail(5).QuoteServiceCategory[0], questions: [] }),
      'GET /quote_service_categories/auto_quote/11.json': ok({ auto_quote: settings() }),
      'GET /quote_templates/index.json': ok({ quote_templates: [{ id: 4, display_name: '標準安裝', price_note: '', hourly_rate_at: null, flat_rate_at: 2800, on_site: 0, attachments: [] }] }),
      'GET /quote_service_categories/auto_quote_history/11.json': ok({ weekly_budget: 500, weeks }),
      'POST /quote_service_categories/auto_quote/11.json': post,
    });

    it('turns on only with a template and the pro’s explicit consent, and shows the weekly spending', async () => {
      const { api, store } = render(
        '/dashboard/services/5/2/11',
        table((body) => ok({ auto_quote: settings({ is_auto_quote_on: 1, template_id: 4, weekly_budget: (body as { weekly_budget: number }).weekly_budget, consented: '2026-11-25 08:00:00' }) })),
      );
      const panel = (await screen.findByRole('heading', { name: /自動報價/ })).closest('section')!;
      expect(within(panel).getByText('本週已花費 300 點，預算 500 點。')).toBeTruthy();
      expect(within(panel).getByText('2026-11-23 起的一週')).toBeTruthy();
      const turnOn = within(panel).getByRole('button', { name: '開啟自動報價' });
      expect(turnOn.hasAttribute('disabled')).toBe(true);
      fireEvent.change(within(panel).getByLabelText('自動報價使用的範本'), { target: { value: '4' } });
      fireEvent.change(within(panel).getByLabelText('每週預算：500 點'), { target: { value: '800' } });
      fireEvent.click(within(panel).getByLabelText(/我同意/));
      expect(turnOn.hasAttribute('disabled')).toBe(false);
      await act(async () => {
        fireEvent.click(turnOn);
      });
      expect(lastCall(api.calls, 'POST /quote_service_categories/auto_quote/11.json')?.body).toEqual({ is_auto_quote_on: 1, weekly_budget: 800, template_id: 4, consent: 1 });
      expect(within(panel).getByText('開啟中')).toBeTruthy();
      expect(within(panel).getByRole('button', { name: '關閉自動報價' })).toBeTruthy();
      expect(within(panel).queryByLabelText(/我同意/)).toBeNull();
      expect(store.getState().service.currentService?.QuoteServiceCategory.find((c) => c.id === 11)?.is_auto_quote_on).toBe(1);
    });

    it('shows the server’s reason beside the field and keeps what was chosen', async () => {
      render(
        '/dashboard/services/5/2/11',
        table(() => [400, { status: 'Error', error: 'invalid input', message: 'x', fields: [{ field: 'template_id', message: '請選擇您自己的報價範本' }] }]),
      );
      const panel = (await screen.findByRole('heading', { name: /自動報價/ })).closest('section')!;
      fireEvent.change(within(panel).getByLabelText('自動報價使用的範本'), { target: { value: '4' } });
      fireEvent.click(within(panel).getByLabelText(/我同意/));
      await act(async () => {
        fireEvent.click(within(panel).getByRole('button', { name: '開啟自動報價' }));
      });
      expect(within(panel).getByText('請選擇您自己的報價範本')).toBeTruthy();
      expect((within(panel).getByLabelText('自動報價使用的範本') as HTMLSelectElement).value).toBe('4');
      expect(within(panel).getByText('未開啟')).toBeTruthy();
    });
  });

  it('points the steps owned elsewhere to their place, or says they are not available', async () => {
    render('/dashboard/services/5/18', { 'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }) });
    expect((await screen.findByRole('link', { name: '前往行事曆' })).getAttribute('href')).toBe('/dashboard/calendar/5');
    cleanup();
    // Media (4) is the photo manager of the media feature.
    render('/dashboard/services/5/4', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /quote_service_photos/index/5.json': ok({ quote_service_id: 5, logo_url: null, logo_thumb_url: null, quote_service_photos: [] }),
    });
    expect(await screen.findByLabelText('選擇照片（可一次選多張）')).toBeTruthy();
    expect(screen.getByText('還沒有作品照片。')).toBeTruthy();
    cleanup();
    // The shop is not built: no menu entry for its step, no link to its outline.
    render('/dashboard/services/5/19', { 'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }) });
    expect(await screen.findByText('這項功能尚未開放。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '前往商店' })).toBeNull();
    expect(screen.queryByRole('link', { name: '商店' })).toBeNull();
  });

  it('lists what the profile lacks and publishes it once complete', async () => {
    render('/dashboard/services/5/17', { 'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }) });
    expect((await screen.findByRole('link', { name: '寫服務介紹' })).getAttribute('href')).toBe('/dashboard/services/5/6');
    expect(screen.getByRole('button', { name: '確認專家檔案已更新' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the profile is complete only when the count the lead list and free credits read says so (the logo too)', async () => {
    const noLogo = detail(5, { description: '介紹'.repeat(30) }, { missing: [], profile_completion: { done: 3, total: 4, missing: ['logo'] } });
    render('/dashboard/services/5/17', { 'GET /quote_services/edit/5.json': ok({ quote_service: noLogo }) });
    expect(await screen.findByText('服務可以公開了。專家檔案已完成 3/4 項，還缺：')).toBeTruthy();
    expect(screen.getByRole('link', { name: '上傳大頭貼' }).getAttribute('href')).toBe('/dashboard/services/5/7');
    expect(screen.queryByText(/專家檔案已完整/)).toBeNull();
    // Publishing does not wait for the logo.
    expect(screen.getByRole('button', { name: '確認專家檔案已更新' }).hasAttribute('disabled')).toBe(false);
    cleanup();
    const complete = { ...noLogo, profile_completion: { done: 4, total: 4, missing: [] } };
    render('/dashboard/services/5/17', { 'GET /quote_services/edit/5.json': ok({ quote_service: complete }) });
    expect(await screen.findByText('專家檔案已完整（已完成 4/4 項）。')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '上傳大頭貼' })).toBeNull();
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
    const sent = lastCall(api.calls, 'POST /quote_services/upload_logo/5.json')?.body;
    expect(sent instanceof FormData && (sent.get('logo') as File).name).toBe('logo.png');
    expect(lastCall(api.calls, 'POST /quote_services/onboard/5.json')).toMatchObject({ body: { onboard_state: 3 } });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/onboarding/5/3');
  });
});
