// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { ReferralsAnswer } from '../referrals/api/referrals';
import type { FreeCreditEvent, FreeCreditsAnswer } from './api/free-credits';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});



const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

function task(code: string, title: string, extra: Partial<FreeCreditEvent> = {}): FreeCreditEvent {
  return { id: 1, code, title, description: `${title}說明`, reward_amount: 50, link: '/dashboard/settings/phone', is_done: 0, is_claimed: 0, claimed_at: null, ...extra };
}

const tasks = (over: Partial<Record<string, Partial<FreeCreditEvent>>> = {}): FreeCreditsAnswer => {
  const events = [
    task('complete_profile', '完成個人檔案', over.complete_profile),
    task('verify_phone', '驗證手機號碼', over.verify_phone),
    task('first_quote', '送出第一筆報價', { reward_amount: 100, ...over.first_quote }),
  ];
  return {
    free_credit_events: events,
    done_count: events.filter((e) => e.is_done === 1).length,
    claimed_total: 0,
    claimable_total: 50,
    available_wallet_amount: 0,
    profile_completion: { done: 2, total: 4, missing: ['logo', 'description'] },
    free_credit_valid_days: 180,
    expiring_free_credits: [{ amount: 300, expires_at: '2027-05-25 04:00:00' }],
  };
};

const referrals = (extra: Partial<ReferralsAnswer> = {}): ReferralsAnswer => ({
  referral: { hash: 'AbCdEf1234', link: 'https://haobangshou.example.tw/pro?ref=AbCdEf1234', referrer_reward: 200, referred_reward: 100, is_active: 1 },
  referrals: [],
  count: 0,
  rewarded_count: 0,
  reward_total: 0,
  invites: [],
  limits: { invites_per_day: 10, reinvite_days: 7 },
  ...extra,
});

async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), '/api/users/referrals.json': ok(referrals()), ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, store };
}

const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('the free-credits screen', () => {
  it('lists the tasks with their state, highlights the one in the path, and claims a done one once', async () => {
    let claims = 0;
    const { api, store } = await render('/dashboard/free-credits/2', {
      '/api/free_credits/index.json': ok(tasks({ verify_phone: { is_done: 1 } })),
      '/api/free_credits/claim/verify_phone.json': () => {
        claims++;
        return ok({
          ...tasks({ verify_phone: { is_done: 1, is_claimed: 1, claimed_at: '2026-11-23 17:30:00' } }),
          claimed: { code: 'verify_phone', amount: 50 },
          claimed_total: 50,
          claimable_total: 0,
          available_wallet_amount: 350,
        });
      },
    });
    // A task done but not claimed counts as done (the counter and the cards agree).
    await screen.findByText('已完成 1 / 3 項，已領取 0 點，可領取 50 點', {}, { timeout: 5000 });
    expect(screen.getByText(/自發放日起 180 天內有效/)).toBeTruthy();
    expect(screen.getByText('您有 300 點免費點數將於 2027-05-25 到期。')).toBeTruthy();
    const phone = cardOf('驗證手機號碼');
    expect(phone.getAttribute('aria-current')).toBe('step');
    expect(cardOf('完成個人檔案').getAttribute('aria-current')).toBeNull();
    expect(within(cardOf('完成個人檔案')).getByRole('link', { name: '前往完成' }).getAttribute('href')).toBe('/dashboard/settings/phone');
    expect(within(cardOf('完成個人檔案')).queryByRole('button')).toBeNull();

    const button = within(phone).getByRole('button', { name: '領取 50 點' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await within(cardOf('驗證手機號碼')).findByText('已領取');
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toContain('已領取 50 點，已存入您的點數。');
    expect(claims).toBe(1);
    expect(within(cardOf('驗證手機號碼')).getByText('已領取')).toBeTruthy();
    // 17:30 UTC is 01:30 the next day in Taiwan
    expect(within(cardOf('驗證手機號碼')).getByText('領取時間 2026-11-24 01:30')).toBeTruthy();
    expect(within(cardOf('驗證手機號碼')).queryByRole('button')).toBeNull();
    expect(store.getState().user.info).toMatchObject({ available_wallet_amount: 350 });
    expect(api.calls.filter((c) => c.url === '/api/free_credits/claim/verify_phone.json')).toHaveLength(1);
  });

  it('shows the server’s refusal under the task and reloads it', async () => {
    let lists = 0;
    await render('/dashboard/free-credits', {
      '/api/free_credits/index.json': () => {
        lists++;
        return ok(tasks({ first_quote: lists === 1 ? { is_done: 1 } : { is_done: 1, is_claimed: 1, claimed_at: '2026-11-23 01:00:00' } }));
      },
      '/api/free_credits/claim/first_quote.json': [409, { status: 'Error', error: 'action not allowed', message: '這項任務的點數已經領取過了。' }],
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '領取 100 點' }, { timeout: 5000 }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('這項任務的點數已經領取過了。');
    expect(lists).toBe(2);
  });

  it('has a loading, an error with retry and an empty state', async () => {
    let fail = true;
    await render('/dashboard/free-credits', {
      '/api/free_credits/index.json': () => (fail ? [500, { status: 'Error', error: 'server error', message: '系統忙碌中' }] : ok({ ...tasks(), free_credit_events: [] })),
    });
    await screen.findByText('系統忙碌中');
    fail = false;
    await act(async () => {
      fireEvent.click(within(screen.getByRole('region', { name: '贈點任務' })).getByRole('button', { name: '再試一次' }));
    });
    await screen.findByText('目前沒有進行中的贈點任務');
  });
});

describe('the referral section', () => {
  it('copies the link, invites by e-mail with an inline check, and lists who joined', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api } = await render('/dashboard/free-credits', {
      '/api/free_credits/index.json': ok(tasks()),
      '/api/users/referrals.json': ok(
        referrals({
          referrals: [{ name: '林○○', joined: '2026-11-20 03:00:00', status: 'rewarded', status_text: '已首次購點，獎勵已發放', reward: 200, rewarded_at: '2026-11-21 03:00:00' }],
          count: 1,
          rewarded_count: 1,
          reward_total: 200,
        }),
      ),
      '/api/users/refer.json': (body) => ok({ ...referrals({ invites: [{ email: String(body?.email), created: '2026-11-23 02:00:00' }] }), message: `已寄出邀請給 ${String(body?.email)}` }),
    });
    expect(await screen.findByText('朋友透過您的連結註冊成為專家，第一次購買點數時，您可獲得 200 點，朋友可獲得 100 點。')).toBeTruthy();
    expect((screen.getByLabelText('我的推薦連結') as HTMLInputElement).value).toBe('https://haobangshou.example.tw/pro?ref=AbCdEf1234');
    expect(screen.getByText('林○○')).toBeTruthy();
    expect(screen.getByText('共 1 位朋友加入，1 位已完成首購，您已獲得 200 點')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '複製連結' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://haobangshou.example.tw/pro?ref=AbCdEf1234');
    expect(screen.getByText('已複製推薦連結')).toBeTruthy();
    expect(screen.getByRole('link', { name: '用 LINE 分享' }).getAttribute('href')).toContain(encodeURIComponent('https://haobangshou.example.tw/pro?ref=AbCdEf1234'));

    const email = screen.getByLabelText('用 E-mail 邀請朋友');
    fireEvent.change(email, { target: { value: 'friend@' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '寄出邀請' }));
    });
    expect(screen.getByText('請輸入正確的電子郵件地址（例如 name@example.com）')).toBeTruthy();
    expect(api.calls.filter((c) => c.url === '/api/users/refer.json')).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'Friend@Example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '寄出邀請' }));
    });
    await screen.findByText('已寄出邀請給 friend@example.com');
    expect(api.calls.find((c) => c.url === '/api/users/refer.json')?.body).toEqual({ email: 'friend@example.com' });
    expect(screen.getByText('已寄出的邀請（1）')).toBeTruthy();
  });

  it('shows the server’s refusal of an invitation under the field', async () => {
    await render('/dashboard/free-credits', {
      '/api/free_credits/index.json': ok(tasks()),
      '/api/users/refer.json': [409, { status: 'Error', error: 'action not allowed', message: '這個 E-mail 在 7 天內已邀請過，請稍後再試。' }],
    });
    fireEvent.change(await screen.findByLabelText('用 E-mail 邀請朋友'), { target: { value: 'again@example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '寄出邀請' }));
    });
    expect(screen.getByText('這個 E-mail 在 7 天內已邀請過，請稍後再試。')).toBeTruthy();
    expect(screen.getByText('還沒有朋友透過您的連結加入')).toBeTruthy();
  });
});

describe('the invoice settings screen', () => {
  it('shows the saved carrier, checks the business number before sending, and saves the company', async () => {
    const saved: Record<string, unknown>[] = [];
    const answer = (settings: Record<string, unknown>) =>
      ok({
        invoice_settings: { carrier_type: 'member', carrier: null, donation_code: null, unified_number: null, title: null, carrier_type_text: '', is_saved: 1, ...settings },
        carrier_types: [],
      });
    const { api } = await render('/dashboard/settings/invoice', {
      '/api/users/invoice_settings.json': (body) => {
        if (body) saved.push(body);
        return answer(body ?? { carrier_type: 'mobile', carrier: '/ABC1234' });
      },
    });
    expect(((await screen.findByLabelText('手機條碼')) as HTMLInputElement).value).toBe('/ABC1234');
    expect((screen.getByRole('radio', { name: /手機條碼載具/ }) as HTMLInputElement).checked).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: /公司戶發票/ }));
    });
    fireEvent.change(screen.getByLabelText('統一編號'), { target: { value: '04595258' } });
    fireEvent.change(screen.getByLabelText('公司抬頭'), { target: { value: '範例股份有限公司' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存發票設定' }));
    });
    expect(screen.getByText('統一編號檢查碼不正確，請確認號碼')).toBeTruthy();
    expect(saved).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('統一編號'), { target: { value: '04595257' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存發票設定' }));
    });
    expect(saved).toEqual([{ carrier_type: 'company', carrier: null, donation_code: null, unified_number: '04595257', title: '範例股份有限公司' }]);
    expect(api.calls.filter((c) => c.url === '/api/users/invoice_settings.json')).toHaveLength(2);
  });

  it('shows a saved 統一編號 masked and keeps it when it is left as it is', async () => {
    const saved: Record<string, unknown>[] = [];
    const answer = ok({
      invoice_settings: { carrier_type: 'company', carrier: null, donation_code: null, unified_number: '04****57', title: '範例股份有限公司', carrier_type_text: '', is_saved: 1 },
      carrier_types: [],
    });
    await render('/dashboard/settings/invoice', {
      '/api/users/invoice_settings.json': (body) => {
        if (body) saved.push(body);
        return answer;
      },
    });
    expect(((await screen.findByLabelText('統一編號')) as HTMLInputElement).value).toBe('04****57');
    expect(screen.getByText(/只顯示前後 2 碼/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存發票設定' }));
    });
    expect(saved).toEqual([{ carrier_type: 'company', carrier: null, donation_code: null, unified_number: '04****57', title: '範例股份有限公司' }]);
  });

  it('shows a field error the server names', async () => {
    await render('/dashboard/settings/invoice', {
      '/api/users/invoice_settings.json': (body) =>
        body
          ? [400, { status: 'Error', error: 'invalid input', message: 'donation_code：捐贈碼（愛心碼）須為 3 到 7 碼數字', fields: [{ field: 'donation_code', message: '捐贈碼（愛心碼）須為 3 到 7 碼數字' }] }]
          : ok({ invoice_settings: { carrier_type: 'donation', carrier: null, donation_code: '919', unified_number: null, title: null, carrier_type_text: '', is_saved: 1 }, carrier_types: [] }),
    });
    expect(((await screen.findByLabelText('捐贈碼（愛心碼）')) as HTMLInputElement).value).toBe('919');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存發票設定' }));
    });
    expect(screen.getByText('捐贈碼（愛心碼）須為 3 到 7 碼數字')).toBeTruthy();
  });
});
