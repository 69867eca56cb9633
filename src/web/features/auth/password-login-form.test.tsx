// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../store';
import { type Answer, fakeApi } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { PasswordLoginForm } from './password-login-form';

// The page's script loader: "loading" SEON's agent defines the documented window.seon.
const loadScript = vi.hoisted(() =>
  vi.fn(async () => {
    Object.assign(window, { seon: { init: () => undefined, getSession: () => Promise.resolve('V2ViO2Zvcm0tdGVzdA==') } });
  }),
);
vi.mock('../../lib/social/load-script', () => ({ loadScript }));

afterEach(() => {
  cleanup();
  loadScript.mockClear();
});

const stepUpAnswer: Answer = [
  409,
  {
    status: 'Error',
    error: 'login code required',
    message: '這次登入與您平常的使用情況不同，為了保護您的帳號，請輸入我們剛寄給您的驗證碼。',
    step_up: { hash: 'h-1', channel: 'email', destination_hint: 'm***@example.com' },
  },
];

function renderForm(login: (body: Record<string, unknown> | undefined) => Answer, seonScriptUrl: string | null = null) {
  const api = fakeApi({ '/api/users/login.json': login, '/api/user/me.json': [200, { status: 'Success', ...me }] });
  const state = preloaded();
  const store = createAppStore({ ...state, app: { ...state.app, seonScriptUrl } }, { fetchFn: api.fn, proMode: false });
  const onSignedIn = vi.fn();
  renderWithApp(<PasswordLoginForm onSignedIn={onSignedIn} />, { store });
  return { api, onSignedIn };
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
  });
  await act(async () => {});
}

describe('the password login form', () => {
  it('asks for the code a risky login was sent, and signs in with it', async () => {
    const { api, onSignedIn } = renderForm((body) => (body?.otp === '123456' ? [200, { status: 'Success', session_id: 's' }] : stepUpAnswer));
    fireEvent.change(screen.getByLabelText('帳號或 Email'), { target: { value: 'mei' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'correct horse' } });
    await send();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByText(/請輸入我們剛寄給您的驗證碼。 驗證碼已寄至 m\*\*\*@example\.com/)).toBeTruthy();
    const code = screen.getByLabelText('驗證碼');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '123456' } });
    await send();
    const logins = api.calls.filter((c) => c.url === '/api/users/login.json');
    expect(logins.at(-1)?.body).toMatchObject({ username: 'mei', passwd: 'correct horse', otp: '123456', otp_hash: 'h-1' });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('shows a refused login with its message naming support', async () => {
    const refused: Answer = [403, { status: 'Error', error: 'login refused', message: '為了保護您的帳號，這次登入已被暫停。我們已通知客服，請聯絡客服協助您恢復登入。' }];
    const { onSignedIn } = renderForm(() => refused);
    fireEvent.change(screen.getByLabelText('帳號或 Email'), { target: { value: 'mei' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'correct horse' } });
    await send();
    expect(screen.getByRole('alert').textContent).toMatch(/請聯絡客服/);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('loads no SEON agent and sends no seon_session while none is configured', async () => {
    const { api, onSignedIn } = renderForm(() => [200, { status: 'Success', session_id: 's' }]);
    fireEvent.change(screen.getByLabelText('帳號或 Email'), { target: { value: 'mei' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'correct horse' } });
    await send();
    expect(loadScript).not.toHaveBeenCalled();
    expect(api.calls.find((c) => c.url === '/api/users/login.json')?.body).not.toHaveProperty('seon_session');
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("loads the configured SEON agent as it shows and sends the agent's payload as seon_session", async () => {
    const { api, onSignedIn } = renderForm(() => [200, { status: 'Success', session_id: 's' }], 'https://cdn.example.com/js/v6/agent.umd.js');
    expect(loadScript).toHaveBeenCalledWith('https://cdn.example.com/js/v6/agent.umd.js');
    fireEvent.change(screen.getByLabelText('帳號或 Email'), { target: { value: 'mei' } });
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'correct horse' } });
    await send();
    expect(api.calls.find((c) => c.url === '/api/users/login.json')?.body).toMatchObject({ username: 'mei', seon_session: 'V2ViO2Zvcm0tdGVzdA==' });
    expect(onSignedIn).toHaveBeenCalled();
  });
});
