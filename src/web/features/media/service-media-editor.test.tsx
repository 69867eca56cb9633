// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceMedia, ServicePhotoResponse } from '../../../domain/media/media';
import { createAppStore } from '../../store';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import LikedPhotosScreen from '../photos/liked-photos-screen';
import { ServiceLogoEditor } from './service-logo-editor';
import { ServiceMediaEditor } from './service-media-editor';
import { type Answer, byMethod, fakeApi as fakeTable, type Handler } from '../../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const fakeApi = (table: Record<string, Handler>) => fakeTable(table, byMethod);


const photo = (id: number, caption: string, order: number): ServicePhotoResponse => ({
  id,
  quote_service_id: 5,
  url: `/uploads/service-photos/${id}.jpg`,
  thumb_url: `/uploads/service-photos/${id}-t.jpg`,
  caption,
  display_order: order,
  width: 800,
  height: 600,
  created: '2026-11-20 08:00:00',
});
const media = (photos: ServicePhotoResponse[], logo: string | null = null): ServiceMedia => ({
  quote_service_id: 5,
  logo_url: logo,
  logo_thumb_url: logo,
  quote_service_photos: photos,
});

function show(ui: React.ReactNode, table: Record<string, Answer | ((body: unknown) => Answer)>) {
  const api = fakeApi(table);
  renderWithApp(ui, { store: createAppStore(preloaded(), { fetchFn: api.fn }) });
  return api;
}

describe('ServiceMediaEditor', () => {
  const a = photo(1, '客廳', 0);
  const b = photo(2, '廚房', 1);

  it('moves a photo with Alt+ArrowDown, keeps the focus on it and saves the whole order', async () => {
    const api = show(<ServiceMediaEditor serviceId={5} />, {
      'GET /quote_service_photos/index/5.json': ok(media([a, b])),
      'POST /quote_service_photos/sort/5.json': ok(media([b, a])),
    });
    const first = await screen.findByRole('listitem', { name: '第 1 張照片，共 2 張' });
    expect(within(first).getByRole('img').getAttribute('src')).toBe(a.thumb_url);
    await act(async () => {
      fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    });
    expect(api.calls.find((c) => c.key === 'POST /quote_service_photos/sort/5.json')?.body).toEqual({ ids: [2, 1] });
    const captions = screen.getAllByLabelText('照片說明') as HTMLInputElement[];
    expect(captions.map((c) => c.value)).toEqual(['廚房', '客廳']);
    // The focus follows the photo once the saved order has rendered (an effect after the answer).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('往前移：第 2 張照片，共 2 張'));
    expect(screen.getByText('已移到第 2 張，共 2 張。')).toBeTruthy();
  });

  it('asks before deleting a photo and saves a caption', async () => {
    const api = show(<ServiceMediaEditor serviceId={5} />, {
      'GET /quote_service_photos/index/5.json': ok(media([a, b])),
      'POST /quote_service_photos/delete/1.json': ok(media([b])),
      'POST /quote_service_photos/edit/2.json': (body) => ok(media([{ ...b, caption: (body as { caption: string }).caption }])),
    });
    fireEvent.click(await screen.findByRole('button', { name: '刪除：第 1 張照片，共 2 張' }));
    const dialog = screen.getByRole('dialog', { name: '刪除這張照片？' });
    expect(api.calls.some((c) => c.key === 'POST /quote_service_photos/delete/1.json')).toBe(false);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確定刪除' }));
    });
    expect(api.calls.some((c) => c.key === 'POST /quote_service_photos/delete/1.json')).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const caption = screen.getByLabelText('照片說明');
    fireEvent.change(caption, { target: { value: '新廚房' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存說明' }));
    });
    expect(api.calls.find((c) => c.key === 'POST /quote_service_photos/edit/2.json')?.body).toEqual({ caption: '新廚房' });
  });

  it('shows a retry when the photos cannot be loaded, and the empty state', async () => {
    let fail = true;
    show(<ServiceMediaEditor serviceId={5} />, { 'GET /quote_service_photos/index/5.json': () => (fail ? [500, { status: 'Error', error: 'server error', message: '伺服器錯誤' }] : ok(media([]))) });
    const retry = await screen.findByRole('button', { name: '再試一次' });
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByText('還沒有作品照片。')).toBeTruthy();
  });

  it('sends more photos than one request takes in batches the route takes, in order, and shows them all', async () => {
    const sent: string[][] = [];
    const saved: ServicePhotoResponse[] = [];
    // The upload goes through XMLHttpRequest (for its progress events): a stand-in answers each form.
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      withCredentials = false;
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      open() {}
      setRequestHeader() {}
      abort() {}
      send(form: FormData) {
        const names = (form.getAll('photo') as File[]).map((f) => f.name);
        sent.push(names);
        for (const name of names) saved.push(photo(saved.length + 10, name, saved.length));
        this.status = 200;
        this.responseText = JSON.stringify({ status: 'Success', ...media([...saved]) });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    show(<ServiceMediaEditor serviceId={5} />, { 'GET /quote_service_photos/index/5.json': ok(media([])) });
    const input = await screen.findByLabelText('選擇照片（可一次選多張）');
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    const files = Array.from({ length: 23 }, (_, i) => new File([new Uint8Array(png)], `p${i}.png`, { type: 'image/png' }));
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    await screen.findByText('已上傳 23 張照片。');
    expect(sent.map((names) => names.length)).toEqual([10, 10, 3]);
    expect(sent.flat()).toEqual(files.map((f) => f.name));
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
  });

  it('refuses a file that is not a picture before sending it, under the title unable to upload', async () => {
    const api = show(<ServiceLogoEditor serviceId={5} />, { 'GET /quote_service_photos/index/5.json': ok(media([])) });
    const input = await screen.findByLabelText('選擇大頭貼圖片');
    const text = new File(['hello, not an image'], 'logo.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [text] } });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('無法上傳');
    expect(alert.textContent).toContain('只能上傳 PNG、JPG 或 GIF 圖片。');
    expect(api.calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });
});

describe('the liked photos screen', () => {
  it('lists liked photos linking to their profiles, or says there are none', async () => {
    show(<LikedPhotosScreen />, {
      'GET /photos/liked.json': ok({
        photos: [{ id: 9, url: '/u/9.jpg', thumb_url: '/u/9-t.jpg', caption: '浴室翻新', liked: '2026-11-20 08:00:00', quote_service: { id: 5, title: '阿明水電' } }],
        page: 1,
        total_pages: 1,
        count: 1,
      }),
    });
    expect((await screen.findByRole('link', { name: '阿明水電' })).getAttribute('href')).toBe('/service/5');
    expect(screen.getByRole('img', { name: '浴室翻新' })).toBeTruthy();
    cleanup();
    show(<LikedPhotosScreen />, { 'GET /photos/liked.json': ok({ photos: [], page: 1, total_pages: 1, count: 0 }) });
    expect(await screen.findByText('還沒有收藏的作品')).toBeTruthy();
  });
});
