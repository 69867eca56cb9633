// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failed, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

/** The first screen of the file loads the console's code first (a lazy chunk): slow on a busy machine. */
const FIRST_LOAD = { timeout: 5000 };

/** The console's record screens: their path, the operator who may open them, their title and missing-record text. */
const SCREENS = [
  { path: '/ops/payout_batches', role: 'finance', title: '撥款批次 #', back: '回撥款批次列表', missing: '找不到這個撥款批次' },
  { path: '/ops/refund_disputes', role: 'finance', title: '退款爭議 #', back: '回退款爭議列表', missing: '找不到這筆退款爭議' },
  { path: '/ops/business_loans', role: 'finance', title: '營運貸款申請 #', back: '← 回到營運貸款申請', missing: '找不到這筆營運貸款申請' },
  { path: '/ops/shop_items', role: 'trust_safety', title: '商店商品 #', back: '回商店商品審核列表', missing: '找不到這個商品' },
] as const;

describe.each(SCREENS)('the console record screen $path', ({ path, role, title, back, missing }) => {
  const me = { 'GET /ops/me.json': signedIn({ id: 8, role, full_name: 'Wu Mei' }) };

  it('says so when the record does not exist, under its title and a link back', async () => {
    await renderOps(`${path}/9`, { ...me, [`GET ${path}/view/9.json`]: failed(404, '找不到。', 404) });
    expect(await screen.findByText(missing, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${title}9`);
    expect(screen.getByRole('link', { name: back }).getAttribute('href')).toBe(path);
  });

  it('reads nothing for an id that is not one', async () => {
    const { api } = await renderOps(`${path}/abc`, me);
    expect(await screen.findByText(missing, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${title}abc`);
    expect(api.calls.some((c) => c.key.includes('view'))).toBe(false);
  });

  it('offers a retry when the read fails, and reads again', async () => {
    const { api } = await renderOps(`${path}/9`, { ...me, [`GET ${path}/view/9.json`]: failed(500, '系統忙碌中，請稍後再試。', 500) });
    const retry = await screen.findByRole('button', { name: '再試一次' }, FIRST_LOAD);
    expect(screen.queryByText(missing)).toBeNull();
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(api.calls.filter((c) => c.key === `GET ${path}/view/9.json`)).toHaveLength(2);
  });
});
