import { describe, expect, it } from 'vitest';
import { ENGINES, useTestServer } from '../../test/harness';

const e = encodeURIComponent;

describe.each(ENGINES)('friendlier URLs on %s', (engine) => {
  const server = useTestServer(engine, { web: true });
  const get = async (path: string) => {
    const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    await res.text();
    return { status: res.status, location: res.headers.get('location') };
  };


  it('moves nearme with a city written 臺北市 or 台北市 to the canonical slug URL for good', async () => {
    const canonical = `/nearme/aircon-cleaning/taipei-city/${e('大安區')}`;
    expect(await get(`/nearme/aircon-cleaning/${e('臺北市')}/${e('大安區')}`)).toEqual({ status: 301, location: canonical });
    expect(await get(`/nearme/aircon-cleaning/${e('台北市')}/${e('大安區')}`)).toEqual({ status: 301, location: canonical });
    expect(await get(`/nearme/aircon-cleaning/${e('台北市')}`)).toEqual({ status: 301, location: '/nearme/aircon-cleaning/taipei-city' });
    expect(await get(`/nearme/home-cleaning/${e('台東縣')}/${e('台東市')}`)).toEqual({
      status: 301,
      location: `/nearme/home-cleaning/taitung-county/${e('臺東市')}`,
    });
    const canonicalPage = await get(canonical);
    expect(canonicalPage.status).toBe(200);
  });

  it('keeps the language prefix and the query', async () => {
    expect(await get(`/zh-TW/nearme/aircon-cleaning/${e('台北市')}?page=2`)).toEqual({ status: 301, location: '/zh-TW/nearme/aircon-cleaning/taipei-city?page=2' });
  });

  it('moves a category named by its name, or by an everyday word only it has, to its slug', async () => {
    expect(await get(`/category/${e('冷氣清潔')}`)).toEqual({ status: 301, location: '/category/aircon-cleaning' });
    expect(await get(`/category/${e('洗冷氣')}`)).toEqual({ status: 301, location: '/category/aircon-cleaning' });
    expect(await get(`/price/${e('居家清潔')}`)).toEqual({ status: 301, location: '/price/home-cleaning' });
    expect(await get(`/nearme/${e('冷氣清潔')}/${e('臺北市')}`)).toEqual({ status: 301, location: '/nearme/aircon-cleaning/taipei-city' });
  });

  it('leaves an ambiguous or unknown name to the 404 page', async () => {
    // 冷氣保養 is an everyday word of two categories.
    expect((await get(`/category/${e('冷氣保養')}`)).status).toBe(404);
    expect((await get(`/category/${e('火星旅行')}`)).status).toBe(404);
    expect((await get(`/nearme/aircon-cleaning/${e('火星市')}`)).status).toBe(404);
    expect((await get(`/nearme/aircon-cleaning/${e('台北市')}/${e('火星區')}`)).status).toBe(404);
    expect((await get('/category/aircon-cleaning')).status).toBe(200);
  });

  it('moves the request form named by its category or an everyday word only it has to /form/{slug}', async () => {
    expect(await get(`/form/${e('冷氣清潔')}`)).toEqual({ status: 301, location: '/form/aircon-cleaning' });
    expect(await get(`/form/${e('洗冷氣')}`)).toEqual({ status: 301, location: '/form/aircon-cleaning' });
    // 台/臺 folded, the language prefix and the query kept.
    expect(await get(`/zh-TW/form/${e('居家清潔')}?from=home`)).toEqual({ status: 301, location: '/zh-TW/form/home-cleaning?from=home' });
    const form = await fetch(`${server.baseUrl}/form/aircon-cleaning`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('冷氣清潔');
  });

  it('sends an ambiguous or unknown name of the form to the not-found page, never to a wrong form', async () => {
    expect(await get(`/form/${e('冷氣保養')}`)).toEqual({ status: 404, location: null });
    expect(await get(`/form/${e('火星旅行')}`)).toEqual({ status: 404, location: null });
    expect((await get('/form/aircon-cleaning')).status).toBe(200);
  });

  it('moves genre pages named by the genre’s zh-TW name to its slug URL', async () => {
    expect(await get(`/genre/${e('居家維修')}`)).toEqual({ status: 301, location: '/genre/home-repair' });
    expect(await get(`/seo/${e('清潔')}`)).toEqual({ status: 301, location: '/seo/cleaning' });
    expect(await get(`/genre/${e('清潔')}/${e('冷氣清潔')}`)).toEqual({ status: 301, location: '/genre/cleaning/aircon-cleaning' });
    expect(await get(`/genre/cleaning/${e('居家清潔')}`)).toEqual({ status: 301, location: '/genre/cleaning/home-cleaning' });
    expect(await get(`/zh-TW/genre/${e('搬家')}?page=2`)).toEqual({ status: 301, location: '/zh-TW/genre/moving?page=2' });
    expect((await get('/genre/home-repair')).status).toBe(200);
    expect((await get('/genre/cleaning/aircon-cleaning')).status).toBe(200);
  });

  it('leaves an unknown genre, or a category of another genre, to the 404 page', async () => {
    expect(await get(`/genre/${e('火星旅行')}`)).toEqual({ status: 404, location: null });
    // 冷氣清潔 is a cleaning category: no redirect into a page that does not exist.
    expect(await get(`/genre/${e('搬家')}/${e('冷氣清潔')}`)).toEqual({ status: 404, location: null });
  });
});
