// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import type { PreloadedState } from '../../ssr-contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { byMethod, fakeApi } from '../../test/fake-api';
import { me, preloaded, proProfile } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { shareLinks } from './profile-share-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = proProfile({
  categories: [
    { id: 3, slug: 'aircon-cleaning', name: '冷氣清洗' },
    { id: 4, slug: 'aircon-installation', name: '冷氣安裝' },
  ],
});

type Table = Parameters<typeof fakeApi>[0];

async function renderAt(path: string, options: { user?: PreloadedState['user']; table?: Table; shown?: ProProfileResponse } = {}) {
  const base = preloaded(options.user ? { user: options.user } : {});
  const api = fakeApi(options.table ?? {}, byMethod);
  const store = createAppStore(
    { ...base, app: { ...base.app, publicUrl: 'https://example.tw' }, discovery: { lists: {}, profiles: { '12:1': options.shown ?? profile }, figures: null } },
    { fetchFn: api.fn },
  );
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await screen.findByRole('heading', { level: 1, name: '好冷氣' }, { timeout: 5000 });
  return api;
}

describe('the profile opened with an action', () => {
  it('contact: offers a request in each of the pro categories with the pro invited', async () => {
    await renderAt('/service/contact/12');
    const dialog = screen.getByRole('dialog', { name: '聯絡好冷氣' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/form/aircon-cleaning?invite=12', '/form/aircon-installation?invite=12']);
    expect(links[0]!.textContent).toBe('索取「冷氣清洗」報價');
  });

  it('contact: says a paused pro takes no requests', async () => {
    await renderAt('/service/contact/12', { shown: { ...profile, is_paused: true } });
    const dialog = screen.getByRole('dialog', { name: '聯絡好冷氣' });
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    expect(within(dialog).getByRole('note').textContent).toContain('暫停接案');
  });

  it('share: LINE and Facebook share the profile address, and copying it confirms', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderAt('/service/share/12');
    const dialog = screen.getByRole('dialog', { name: '分享這位專家' });
    const url = 'https://example.tw/service/12';
    expect(within(dialog).getByRole('link', { name: '分享到 LINE' }).getAttribute('href')).toBe(`https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`);
    expect(within(dialog).getByRole('link', { name: '分享到 Facebook' }).getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    fireEvent.click(within(dialog).getByRole('button', { name: '複製連結' }));
    expect(await within(dialog).findByText('已複製連結')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(shareLinks(url).line).toContain('lineit/share');
  });

  it('share: offers the phone share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderAt('/service/share/12');
    fireEvent.click(await screen.findByRole('button', { name: '更多分享方式' }));
    expect(share).toHaveBeenCalledWith({ title: '好冷氣', url: 'https://example.tw/service/12' });
  });

  it('report: a guest is asked to sign in and comes back to the report', async () => {
    await renderAt('/service/report/12');
    const dialog = screen.getByRole('dialog', { name: '檢舉這位專家' });
    expect(within(dialog).getByRole('link', { name: '登入後檢舉' }).getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/service/report/12')}`);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it('report: a signed-in user sends a reason and a note, and is thanked', async () => {
    const api = await renderAt('/service/report/12', {
      user: { me },
      table: { 'POST /new/v1/services/report/12.json': [200, { status: 'Success', id: 5 }] },
    });
    const dialog = screen.getByRole('dialog', { name: '檢舉這位專家' });
    const send = await within(dialog).findByRole('button', { name: '送出檢舉' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('檢舉原因'), { target: { value: 'off_platform' } });
    fireEvent.change(within(dialog).getByLabelText(/補充說明/), { target: { value: '要我加 LINE' } });
    fireEvent.click(send);
    expect(await screen.findByText(/已收到您的檢舉/)).toBeTruthy();
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'off_platform', text: '要我加 LINE' }));
  });
});
