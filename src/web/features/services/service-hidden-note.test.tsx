// @vitest-environment happy-dom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, ok, render } from './services-screens.test-support';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('a service the platform hid, in the pro’s list', () => {
  it('says it is hidden by the platform and why; the others say nothing of it', async () => {
    const reason = '這項服務收到多位顧客檢舉可疑的收費方式，已暫時隱藏。';
    render('/dashboard/services', {
      'GET /quote_services/index/page:1.json': ok({
        quote_services: [item(1, { platform_hidden: { since: '2026-11-27 04:00:00', reason } }), item(2)],
        page: 1,
        total_pages: 1,
        count: 2,
      }),
    });
    await screen.findByRole('heading', { name: '服務2' });
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toContain('平台已隱藏');
    expect(notes[0]!.textContent).toContain(reason);
    expect(notes[0]!.closest('li')?.textContent).toContain('服務1');
  });
});
