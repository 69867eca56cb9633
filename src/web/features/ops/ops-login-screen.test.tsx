// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failed, notSignedIn, ok, operator, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

async function fillAndSend(code: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'mei@ops.example.tw' } });
  fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'correct horse' } });
  fireEvent.change(screen.getByRole('textbox', { name: /驗證碼|備用碼/ }), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
  });
  await act(async () => {});
}

const location = () => screen.getByTestId('location').textContent;

/** A console that knows no session until the login call succeeds. */
function consoleAfterLogin() {
  let signed = false;
  return {
    'POST /ops/login.json': () => {
      signed = true;
      return ok({ operator: operator(), expires: 'x' });
    },
    'GET /ops/me.json': () => (signed ? signedIn() : notSignedIn),
  };
}

describe('the console login', () => {
  it('asks for a 6-digit code the phone can fill in, and goes to the console home once signed in', async () => {
    const { api } = await renderOps('/ops/login', { ...consoleAfterLogin() });
    const code = await screen.findByLabelText('驗證碼（6 位數）');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await fillAndSend('123456');
    expect(api.calls.find((c) => c.key === 'POST /ops/login.json')?.body).toEqual({ email: 'mei@ops.example.tw', password: 'correct horse', code: '123456' });
    // The home screen's chunk loads first; the navigation waits for it with login showing.
    expect(await screen.findByRole('heading', { name: '您好，Mei Lin' })).toBeTruthy();
    expect(location()).toBe('/ops');
    expect(screen.getByText('財務', { selector: 'dd' })).toBeTruthy();
  });

  it('goes back to the console page that sent the operator to login, never to another site', async () => {
    await renderOps('/ops/login?from=%2Fops%2Faudit%3Faction%3Dx', { ...consoleAfterLogin(), 'GET /ops/audit/index/page:1.json?action=x': ok({ audit_entries: [], page: 1, total_pages: 1, count: 0 }) });
    await fillAndSend('123456');
    await waitFor(() => expect(location()).toBe('/ops/audit?action=x'));
    cleanup();
    await renderOps('/ops/login?from=%2F%2Fevil.example', { ...consoleAfterLogin() });
    await fillAndSend('123456');
    expect(location()).toBe('/ops');
  });

  it('sends an operator already signed in on from the login form to the page asked for', async () => {
    await renderOps('/ops/login?from=%2Fops%2Faudit', { 'GET /ops/me.json': signedIn(), 'GET /ops/audit/index/page:1.json': ok({ audit_entries: [], page: 1, total_pages: 1, count: 0 }) });
    await waitFor(() => expect(location()).toBe('/ops/audit'));
    cleanup();
    await renderOps('/ops/login', { 'GET /ops/me.json': signedIn() });
    await waitFor(() => expect(location()).toBe('/ops'));
  });

  it('shows the server message and stays on login when the credentials are wrong', async () => {
    await renderOps('/ops/login', { 'POST /ops/login.json': failed(401, 'Email、密碼或驗證碼不正確。') });
    await fillAndSend('654321');
    expect(screen.getByRole('alert').textContent).toBe('Email、密碼或驗證碼不正確。');
    expect(location()).toBe('/ops/login');
  });

  it('refuses a code that is not 6 digits before sending anything', async () => {
    const { api } = await renderOps('/ops/login', {});
    await fillAndSend('12ab');
    expect(screen.getByText('驗證碼：請輸入 6 位數字。')).toBeTruthy();
    expect(api.calls.filter((c) => c.key === 'POST /ops/login.json')).toHaveLength(0);
  });

  it('lets the operator type a recovery code instead', async () => {
    const { api } = await renderOps('/ops/login', { ...consoleAfterLogin() });
    fireEvent.click(await screen.findByRole('button', { name: '使用備用碼' }));
    const recovery = screen.getByLabelText('備用碼');
    expect(recovery.getAttribute('inputmode')).toBeNull();
    await fillAndSend('ab12-cd34');
    expect(api.calls.find((c) => c.key === 'POST /ops/login.json')?.body?.code).toBe('ab12-cd34');
    expect(location()).toBe('/ops');
  });

  it('says when to try again after too many attempts', async () => {
    const fetchFn = (async () =>
      new Response(JSON.stringify({ status: 'Error', error: 'rate_limited', message: '嘗試太多次了。' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '300' },
      })) as typeof fetch;
    await renderOps('/ops/login', {}, fetchFn);
    await fillAndSend('123456');
    expect(screen.getByRole('alert').textContent).toBe('嘗試太多次了。 嘗試次數過多，請在 5 分鐘後再試。');
  });
});

describe('the console guard', () => {
  it('sends someone not signed in to the console to its login, remembering where they were going', async () => {
    await renderOps('/ops/audit?action=wallet', { 'GET /ops/me.json': notSignedIn });
    await act(async () => {});
    expect(location()).toBe('/ops/login?from=%2Fops%2Faudit%3Faction%3Dwallet');
    expect(await screen.findByRole('heading', { name: '營運後台登入' })).toBeTruthy();
  });

  it('does not end the marketplace session when the console answers 403', async () => {
    const { store } = await renderOps('/ops', { 'GET /ops/me.json': notSignedIn });
    expect(store.getState().ui.sessionGone).toBe(false);
  });

  it('tells an operator whose role lacks the permission, and shows nothing of the screen', async () => {
    await renderOps('/ops/wallet-adjustments', { 'GET /ops/me.json': signedIn({ role: 'support' }) });
    expect(await screen.findByRole('heading', { name: '您的角色無法使用這個功能' })).toBeTruthy();
    expect(screen.queryByLabelText('使用者編號')).toBeNull();
  });

  it('shows the operator and role in the console header, only the sections the role may use, and logs out', async () => {
    let out = false;
    const { api } = await renderOps('/ops', {
      'GET /ops/me.json': () => (out ? notSignedIn : signedIn({ role: 'support' })),
      'POST /ops/logout.json': () => {
        out = true;
        return ok();
      },
    });
    expect(await screen.findByText('Mei Lin（客服）')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '操作紀錄' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '點數調整' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: '登出' })[0]!);
    });
    expect(api.calls.some((c) => c.key === 'POST /ops/logout.json')).toBe(true);
    expect(location()).toBe('/ops/login');
  });
});
