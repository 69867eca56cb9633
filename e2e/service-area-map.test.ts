// The service editor's area map: a pro draws a radius on a MapLibre map (software WebGL, a local
// style served here, no network) and saves it; a request inside reaches the pro, one outside does
// not. Without a map configured the step falls back to the district list, and matching by it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { QuoteServicePage } from '../src/domain/services/quote-service.types';
import { distanceKm, type LatLng } from '../src/domain/geo/geometry';
import type { DrawnAreaAnswer } from '../src/web/features/services/api/drawn-area';
import { TAIWAN_VIEW } from '../src/web/features/services/area-map/map-features';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser, PHONE } from './browser';
import { type RunningServer, startServer } from './server';
import { answersFor, api, apiKey, baseUrl as sharedBaseUrl, createVerifiedUser, eventually, PATIENCE, uniqueName } from './support';

const CATEGORY = 'aircon-installation';
// Taipei Main Station: 中正區's centre lies about 2 km from it, 北投區's about 11 km.
const STATION: LatLng = { lat: 25.0478, lng: 121.517 };
const BACKGROUND = [242, 239, 233] as const;

// A style of one background layer and one GeoJSON source: nothing to fetch beyond this file.
const STYLE = {
  version: 8,
  name: 'e2e',
  sources: { outline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': `rgb(${BACKGROUND.join(',')})` } },
    { id: 'outline', type: 'line', source: 'outline' },
  ],
};

function serveStyle(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url !== '/style.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(STYLE));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/style.json` })));
}

/** Where a point shows on a map of this centre and zoom (Web Mercator, 512-pixel tiles), from the map's centre. */
function offsetOf(p: LatLng, centre: LatLng, zoom: number): { dx: number; dy: number } {
  const x = (lng: number) => (lng + 180) / 360;
  const y = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
  };
  const world = 512 * 2 ** zoom;
  return { dx: (x(p.lng) - x(centre.lng)) * world, dy: (y(p.lat) - y(centre.lat)) * world };
}

async function signUpPro(base: string) {
  const token = await createVerifiedUser('area-map', { first_name: uniqueName(), last_name: '林', service_category: CATEGORY, service_city: '花蓮縣' }, { base });
  const services = await api<QuoteServicePage>('/quote_services/index/page:1.json', { token, base });
  const serviceId = services.json.quote_services[0]!.id;
  return { token, serviceId };
}

function requests(base: string) {
  let consumer: string | undefined;
  let category: QuoteCategoryDetailResponse | undefined;
  return async (city: string, district: string): Promise<number> => {
    consumer ??= await createVerifiedUser('area-map-consumer', { first_name: '美玲', last_name: '陳' }, { base });
    category ??= (await api<{ quote_category: QuoteCategoryDetailResponse }>(`/quote_categories/${CATEGORY}.json`, { base })).json.quote_category;
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      base,
      token: consumer,
      body: { quote_category_id: category.id, address: '中山路 1 號', city, district, description: `冷氣安裝 ${district} ${Date.now()}`, QuoteFormSubmissionField: answersFor(category), when: { day_label: 'thisWeek', day_slots: [2] } },
    });
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    return posted.json.quote_request.id;
  };
}

/** The pro's lead on a request, or undefined. */
async function leadOf(base: string, token: string, requestId: number): Promise<WorkItem | undefined> {
  for (const filter of [1, 4]) {
    const list = await api<{ quote_bids: WorkItem[] }>(`/quote_bids/index/type:myworks/page:1/filter:${filter}.json`, { token, base });
    const found = list.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (found) return found;
  }
  return undefined;
}

async function signIn(browser: Browser, base: string, token: string) {
  await browser.context.clearCookies();
  await browser.context.addCookies([
    { name: 'session_token', value: token, url: base },
    { name: 'user_role', value: 'pro', url: base },
  ]);
}

/** The colour of the map's pixels at these offsets from its centre, read from a screenshot of it (its WebGL output included). */
async function pixels(browser: Browser, offsets: { dx: number; dy: number }[]): Promise<number[][]> {
  const png = (await browser.page.locator('[data-testid="area-map"]').screenshot()).toString('base64');
  return browser.page.evaluate(
    async ({ png, offsets }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [x, y] = [image.width / 2, image.height / 2];
      return offsets.map(({ dx, dy }) => Array.from(context.getImageData(Math.round(x + dx), Math.round(y + dy), 1, 1).data.slice(0, 3)));
    },
    { png, offsets },
  );
}

const isBackground = (rgb: number[]) => rgb.every((v, i) => Math.abs(v - BACKGROUND[i]!) <= 3);

describe('the area map of the service editor', () => {
  let style: { server: Server; url: string };
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    style = await serveStyle();
    server = await startServer({ dataPrefix: 'e2e-area-map-', timeoutMs: 180_000, env: { API_KEY: apiKey, MAP_STYLE_URL: style.url, RATE_LIMIT_PER_MINUTE: '0' } });
    browser = await openBrowser({ mobile: true, webgl: true });
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    style?.server.close();
  });

  it('lets a pro draw a radius around a base on the map, and gives him the requests inside it only', async () => {
    const base = server.baseUrl;
    const pro = await signUpPro(base);
    const post = requests(base);
    const { page } = browser;
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const { origin } = new URL(r.url());
      if (!r.url().startsWith('data:') && origin !== base && origin !== new URL(style.url).origin) elsewhere.push(r.url());
    });
    await signIn(browser, base, pro.token);
    await page.goto(`${base}/dashboard/services/${pro.serviceId}/8`);
    await eventually(() => page.getByText('尚未儲存地圖範圍。').count()).toBe(1);
    const canvas = page.locator('[data-testid="area-map"] canvas');
    await eventually(() => canvas.count()).toBe(1);
    await eventually(() => page.getByRole('button', { name: '以地圖中心為據點' }).isEnabled()).toBe(true);
    expect(await page.getByText('本站尚未設定地圖').count()).toBe(0);

    // The map opens on the whole of Taiwan; the pro taps Taipei Main Station for the base.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const { dx, dy } = offsetOf(STATION, TAIWAN_VIEW.centre, TAIWAN_VIEW.zoom);
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await eventually(() => page.getByText('已設定據點。').count()).toBe(1);

    // The map comes to the base; the circle (10 km at first) is drawn about it, its handle due east.
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const kmPerPixel = (40_075.016686 * Math.cos((STATION.lat * Math.PI) / 180)) / (512 * 2 ** 10);
    const px = (km: number) => km / kmPerPixel;
    await eventually(async () => isBackground((await pixels(browser, [{ dx: 0, dy: -px(6) }]))[0]!)).toBe(false);

    // Dragging the handle inwards narrows the circle.
    await page.mouse.move(centre.x + px(10), centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + px(8.5), centre.y, { steps: 6 });
    await page.mouse.move(centre.x + px(7), centre.y, { steps: 6 });
    await page.mouse.up();
    const label = page.locator('.area-map__slider span');
    const shownKm = async () => Number(/半徑 ([\d.]+) 公里/.exec(await label.innerText())?.[1]);
    await eventually(shownKm).toBeLessThan(8.5);
    expect(await shownKm()).toBeGreaterThan(5.5);

    // The slider, by keyboard: its lowest, then eight steps of half a kilometre.
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await eventually(() => label.innerText()).toBe('半徑 5 公里');
    await eventually(async () => {
      const [inside, outside] = await pixels(browser, [
        { dx: 0, dy: -px(3.5) },
        { dx: 0, dy: -px(7) },
      ]);
      return [isBackground(inside!), isBackground(outside!)];
    }).toEqual([false, true]);

    await page.getByRole('button', { name: '儲存地圖範圍' }).click();
    await eventually(() => page.getByTestId('area-map-saved').innerText()).toBe('已儲存：據點周圍 5 公里內。');
    const saved = (await api<DrawnAreaAnswer>(`/quote_service_areas/drawn/${pro.serviceId}.json`, { token: pro.token, base })).json;
    expect(saved.drawn_area?.shape).toBe('radius');
    expect(saved.drawn_area?.radius_km).toBe(5);
    expect(distanceKm({ lat: saved.drawn_area!.latitude!, lng: saved.drawn_area!.longitude! }, STATION)).toBeLessThan(2);

    // Shown again after a reload: the saved circle.
    await page.reload();
    await eventually(() => page.getByTestId('area-map-saved').innerText()).toBe('已儲存：據點周圍 5 公里內。');
    expect(await page.locator('.area-map__slider span').innerText()).toBe('半徑 5 公里');

    // A request in 中正區 reaches the pro, with the distance from his base; one in 北投區 does not.
    const inside = await post('臺北市', '中正區');
    const outside = await post('臺北市', '北投區');
    const lead = await leadOf(base, pro.token, inside);
    expect(lead).toBeDefined();
    expect(await leadOf(base, pro.token, outside)).toBeUndefined();
    await page.goto(`${base}/dashboard/requests/${lead!.id}`);
    await eventually(() => page.getByText(/距離您的據點 \d 公里內/).count()).toBe(1);

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(elsewhere).toEqual([]);
    expect(browser.errors).toEqual([]);
  }, 240_000);
});

describe('the area step without a map configured', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser?.close());

  it('says why there is no map and matches by the districts chosen', async () => {
    const base = sharedBaseUrl;
    const pro = await signUpPro(base);
    const post = requests(base);
    const { page } = browser;
    const mapChunks: string[] = [];
    page.on('request', (r) => {
      if (/area-map-canvas|maplibre/.test(r.url())) mapChunks.push(r.url());
    });
    await signIn(browser, base, pro.token);
    await page.goto(`${base}/dashboard/services/${pro.serviceId}/8`);
    await eventually(() => page.getByTestId('area-map-fallback').innerText()).toContain('本站尚未設定地圖');
    expect(await page.locator('canvas').count()).toBe(0);
    // The demand stays a ranked table.
    await eventually(() => page.getByRole('heading', { name: /近 30 天的需求/ }).count()).toBe(1);

    await page.getByLabel('縣市', { exact: true }).selectOption({ label: '臺東縣' });
    await page.getByLabel('臺東市').check();
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await eventually(() => page.getByText(/已選：.*臺東縣臺東市/).count()).toBe(1);

    const inside = await post('臺東縣', '臺東市');
    const outside = await post('臺東縣', '成功鎮');
    expect(await leadOf(base, pro.token, inside)).toBeDefined();
    expect(await leadOf(base, pro.token, outside)).toBeUndefined();
    expect(mapChunks).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(browser.errors).toEqual([]);
  }, PATIENCE * 8);
});
