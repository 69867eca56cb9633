// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../store';
import { preloaded } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fakeApi, lastCall, ok } from '../services-screens.test-support';
import type { AreaMapCanvasProps } from './area-map-canvas';
import { DrawnAreaEditor } from './drawn-area-editor';
import { handlePoint } from './map-features';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const STATION = { lat: 25.0478, lng: 121.517 };
const seen: { props?: AreaMapCanvasProps } = {};
const MAP_CENTRE = { lat: 24, lng: 121 };

// The map itself needs WebGL (the browser tests draw on it); here a stand-in reports taps and drags.
vi.mock('./area-map-canvas', () => ({
  default: function FakeCanvas(props: AreaMapCanvasProps) {
    seen.props = props;
    const { onCentre, onReady } = props;
    useEffect(() => {
      onCentre(MAP_CENTRE);
      onReady();
    }, [onCentre, onReady]);
    return <div data-testid="fake-map" />;
  },
}));

const empty = { drawn_area: null, base: null };

function renderEditor(table: Parameters<typeof fakeApi>[0], onFailure = () => {}) {
  const api = fakeApi({ 'GET /quote_service_areas/drawn/7.json': ok(empty), ...table });
  const store = createAppStore(preloaded(), { fetchFn: api.fn });
  renderWithApp(<DrawnAreaEditor serviceId={7} styleUrl="https://maps.example.com/style.json" demand={null} onFailure={onFailure} />, { store });
  return api;
}

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('the drawn area editor', () => {
  it('saves a circle about the tapped base with the slider’s radius', async () => {
    const saved = { drawn_area: { shape: 'radius', latitude: STATION.lat, longitude: STATION.lng, radius_km: 6, polygon: null }, base: { latitude: STATION.lat, longitude: STATION.lng } };
    const api = renderEditor({ 'POST /quote_service_areas/drawn/7.json': ok(saved) });
    await screen.findByTestId('fake-map');
    expect(screen.getByText('尚未儲存地圖範圍。')).toBeTruthy();
    await click('儲存地圖範圍');
    expect(screen.getByText('請先在地圖上設定據點。')).toBeTruthy();
    expect(lastCall(api.calls, 'POST /quote_service_areas/drawn/7.json')).toBeUndefined();

    act(() => seen.props!.onTap(STATION));
    expect(screen.getByText('已設定據點。')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '6' } });
    expect(screen.getByText('半徑 6 公里')).toBeTruthy();
    expect(seen.props!.area.features.map((f) => f.properties.role)).toEqual(['area', 'base', 'handle']);
    await click('儲存地圖範圍');
    expect(lastCall(api.calls, 'POST /quote_service_areas/drawn/7.json')?.body).toEqual({ shape: 'radius', latitude: STATION.lat, longitude: STATION.lng, radius_km: 6 });
    expect(await screen.findByText('已儲存：據點周圍 6 公里內。')).toBeTruthy();
  });

  it('sets the radius from the handle’s drag and the base from the map’s centre (keyboard drawing)', async () => {
    renderEditor({});
    await screen.findByTestId('fake-map');
    await waitFor(() => expect((screen.getByRole('button', { name: '以地圖中心為據點' }) as HTMLButtonElement).disabled).toBe(false));
    await click('以地圖中心為據點');
    expect(seen.props!.focus).toEqual({ lat: 24, lng: 121 });
    act(() => seen.props!.onHandleDrag(handlePoint({ lat: 24, lng: 121 }, 12.3)));
    expect(screen.getByText('半徑 12.3 公里')).toBeTruthy();
  });

  it('draws a polygon by taps and the centre, with undo and close, and saves its points', async () => {
    const api = renderEditor({ 'POST /quote_service_areas/drawn/7.json': ok({ drawn_area: { shape: 'polygon', latitude: null, longitude: null, radius_km: null, polygon: [[25.01, 121.52], [25.01, 121.57], [25.045, 121.57]] }, base: null }) });
    await screen.findByTestId('fake-map');
    fireEvent.click(screen.getByLabelText('多邊形'));
    expect((screen.getByRole('button', { name: '封閉範圍' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => seen.props!.onTap({ lat: 25.01, lng: 121.52 }));
    act(() => seen.props!.onTap({ lat: 25.01, lng: 121.57 }));
    act(() => seen.props!.onTap({ lat: 25.3, lng: 121.9 }));
    await click('復原');
    act(() => seen.props!.onTap({ lat: 25.045, lng: 121.57 }));
    expect(screen.getByText('已加入 3 個點，範圍尚未封閉。')).toBeTruthy();
    await click('儲存地圖範圍');
    expect(screen.getByText('請先封閉範圍（至少 3 個點）。')).toBeTruthy();
    await click('封閉範圍');
    expect(screen.getByText('範圍已封閉，共 3 個點。')).toBeTruthy();
    await click('儲存地圖範圍');
    expect(lastCall(api.calls, 'POST /quote_service_areas/drawn/7.json')?.body).toEqual({ shape: 'polygon', polygon: [[25.01, 121.52], [25.01, 121.57], [25.045, 121.57]] });
    expect(await screen.findByText('已儲存：3 個點圍成的範圍。')).toBeTruthy();
  });

  it('shows the saved circle, and removes it with shape none', async () => {
    const api = renderEditor({
      'GET /quote_service_areas/drawn/7.json': ok({ drawn_area: { shape: 'radius', latitude: 25, longitude: 121.5, radius_km: 8, polygon: null }, base: { latitude: 25, longitude: 121.5 } }),
      'POST /quote_service_areas/drawn/7.json': ok(empty),
    });
    expect(await screen.findByText('已儲存：據點周圍 8 公里內。')).toBeTruthy();
    expect(seen.props!.start).toEqual({ lat: 25, lng: 121.5 });
    expect(seen.props!.fit).not.toBeNull();
    await click('移除地圖範圍');
    expect(lastCall(api.calls, 'POST /quote_service_areas/drawn/7.json')?.body).toEqual({ shape: 'none' });
    expect(await screen.findByText('尚未儲存地圖範圍。')).toBeTruthy();
  });

  it('shows the server’s reason for a refused area', async () => {
    renderEditor({ 'POST /quote_service_areas/drawn/7.json': [400, { status: 'Error', error: 'invalid input', message: '', fields: [{ field: 'latitude', message: '據點位置必須在臺灣境內' }] }] });
    await screen.findByTestId('fake-map');
    act(() => seen.props!.onTap(STATION));
    await click('儲存地圖範圍');
    expect(await screen.findByText('據點位置必須在臺灣境內')).toBeTruthy();
  });
});
