// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'admin' }) };
const NOW = { referrer_reward: 200, referred_reward: 100, is_active: 1 };
const READ = { 'GET /ops/referral_settings.json': ok({ referral_settings: NOW }) };
const SEND = 'POST /ops/referral_settings.json';

async function fill(referrer: string, referred: string) {
  fireEvent.change(await screen.findByLabelText('推薦人獎勵（點）'), { target: { value: referrer } });
  fireEvent.change(screen.getByLabelText('被推薦人獎勵（點）'), { target: { value: referred } });
}

describe('the referral settings screen', () => {
  it('shows the settings now, states the new ones in words, and saves only after confirming', async () => {
    const saved = { referrer_reward: 300, referred_reward: 50, is_active: 0 };
    const { api } = await renderOps('/ops/referral-settings', { ...ME, ...READ, [SEND]: ok({ referral_settings: saved }) });
    expect(await screen.findByText('推薦人獲得 200 點')).toBeTruthy();
    expect(screen.getByText('推薦活動開放中')).toBeTruthy();
    await fill('300', '50');
    fireEvent.click(screen.getByLabelText('開放推薦活動'));
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByRole('heading', { name: '確認推薦獎勵' })).toBeTruthy();
    expect(screen.getByText('推薦人獲得 300 點')).toBeTruthy();
    expect(screen.getByText('被推薦人獲得 50 點')).toBeTruthy();
    expect(screen.getByText('推薦活動暫停中')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([{ referrer_reward: 300, referred_reward: 50, is_active: false }]);
    expect(screen.getByText('已儲存推薦獎勵。')).toBeTruthy();
    expect(screen.getByText('推薦人獲得 300 點')).toBeTruthy();
    expect((screen.getByLabelText('推薦人獎勵（點）') as HTMLInputElement).value).toBe('300');
  });

  it('goes back to the form unchanged without sending', async () => {
    const { api } = await renderOps('/ops/referral-settings', { ...ME, ...READ, [SEND]: ok() });
    await fill('250', '100');
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect((screen.getByLabelText('推薦人獎勵（點）') as HTMLInputElement).value).toBe('250');
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('names each field that cannot be sent, without a call', async () => {
    const { api } = await renderOps('/ops/referral-settings', { ...ME, ...READ, [SEND]: ok() });
    await fill('-5', 'abc');
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByText('推薦人獎勵（點）：推薦人獎勵不可小於 0')).toBeTruthy();
    expect(screen.getByText('被推薦人獎勵（點）：被推薦人獎勵須為整數')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '確認儲存' })).toBeNull();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('shows a server refusal at its field', async () => {
    await renderOps('/ops/referral-settings', {
      ...ME,
      ...READ,
      [SEND]: [400, { status: 'Error', error: 'invalid', message: '資料有誤。', fields: [{ field: 'referred_reward', message: '被推薦人獎勵最多 5000 點' }] }],
    });
    await fill('200', '100');
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(screen.getByText('被推薦人獎勵（點）：被推薦人獎勵最多 5000 點')).toBeTruthy();
  });

  it('is closed to a role without edit_content, and a lost session goes to the console login', async () => {
    const { api } = await renderOps('/ops/referral-settings', { 'GET /ops/me.json': signedIn({ role: 'trust_safety' }), ...READ });
    expect(await screen.findByRole('heading', { name: '您的角色無法使用這個功能' })).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'GET /ops/referral_settings.json')).toBe(false);
    cleanup();
    await renderOps('/ops/referral-settings', { ...ME, 'GET /ops/referral_settings.json': notSignedIn });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/login?from=%2Fops%2Freferral-settings'));
  });
});
