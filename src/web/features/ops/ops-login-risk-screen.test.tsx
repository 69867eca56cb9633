// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const row = (id: number, decision: string, score: number | null, extra: object = {}) => ({
  id,
  user_id: 7,
  username: 'mei',
  decision,
  score,
  provider_state: score === null ? null : 'DECLINE',
  provider_id: null,
  ip: '203.0.113.9',
  device_id: 'phone-1',
  error: null,
  created: '2026-11-27 02:00:00',
  ...extra,
});

describe('the login risk page', () => {
  it('lists each decision in words with its score, and filters by decision', async () => {
    const { api } = await renderOps('/ops/login-risk', {
      'GET /ops/me.json': signedIn({ role: 'support' }),
      'GET /ops/login_risk.json': ok({ checks: [row(2, 'refuse', 91.5), row(1, 'unscored', null, { error: 'SEON could not be reached' })], next_before: null }),
      'GET /ops/login_risk.json?decision=refuse': ok({ checks: [row(2, 'refuse', 91.5)], next_before: null }),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('拒絕');
    expect(rows[1]!.textContent).toContain('91.5 (DECLINE)');
    expect(rows[1]!.textContent).toContain('2026-11-27 10:00');
    expect(rows[2]!.textContent).toContain('未評分（放行）');
    expect(rows[2]!.textContent).toContain('SEON could not be reached');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('結果'), { target: { value: 'refuse' } });
    });
    await act(async () => {});
    expect(api.calls.some((c) => c.key === 'GET /ops/login_risk.json?decision=refuse')).toBe(true);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});
