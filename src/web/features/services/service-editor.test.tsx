// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, detail, lastCall, ok, render } from './services-screens.test-support';

// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

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
    expect(screen.getByRole('navigation', { name: '編輯步驟' }).querySelectorAll('a')).toHaveLength(14); // steps 0-10, 17, 18 and the shop (19)
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
    // The shop (19): the service's shop categories, each leading to its shop screen.
    const shopCategory = {
      service_category_id: 31,
      quote_service_id: 5,
      quote_category_id: 2,
      service_title: '冷氣清洗',
      category_name: '冷氣安裝',
      is_enabled: 1,
      order_confirmation_mode: 'manual',
      reservation_slot_minutes: 60,
      reservation_notice_hours: 24,
      item_count: 2,
      on_sale_count: 1,
      has_business_hours: 0,
    };
    render('/dashboard/services/5/19', {
      'GET /quote_services/edit/5.json': ok({ quote_service: detail(5) }),
      'GET /new/v1/nshop_categories/index.json': ok({ shop_service_categories: [shopCategory, { ...shopCategory, service_category_id: 32, quote_service_id: 6, category_name: '別的服務' }] }),
    });
    expect((await screen.findByRole('link', { name: '冷氣安裝' })).getAttribute('href')).toBe('/dashboard/shop/category/31');
    expect(screen.queryByRole('link', { name: '別的服務' })).toBeNull();
    expect(screen.getByRole('link', { name: '前往商店' }).getAttribute('href')).toBe('/dashboard/shop');
    const stepMenu = screen.getByRole('navigation', { name: '編輯步驟' });
    expect(within(stepMenu).getByRole('link', { name: '商店' }).getAttribute('href')).toBe('/dashboard/services/5/19');
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
