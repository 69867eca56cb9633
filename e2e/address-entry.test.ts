// The service's base address typed with the keyboard on a phone: city and district from a
// filtered list (arrows, Enter, Escape), the street checked, and the point saved (without a
// geocoder, the district's centre).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteServicePage } from '../src/domain/services/quote-service.types';
import type { BaseAddressAnswer } from '../src/web/features/services/api/base-address';
import { type Browser, openBrowser, PHONE } from './browser';
import { signInBrowser } from './pair.support';
import { api, baseUrl, createVerifiedUser, eventually, PATIENCE, uniqueName } from './support';

describe('typing the base address in the service editor at 390x844', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
  });
  afterAll(() => browser?.close());

  it('chooses the city and district with the keyboard and saves the street', async () => {
    const token = await createVerifiedUser('address-entry', { first_name: uniqueName(), last_name: '林', service_category: 'aircon-installation', service_city: '花蓮縣' });
    const serviceId = (await api<QuoteServicePage>('/quote_services/index/page:1.json', { token })).json.quote_services[0]!.id;
    const { page } = browser;
    await signInBrowser(browser, token, 'pro');
    await page.goto(`${baseUrl}/dashboard/services/${serviceId}/8`);

    // The options of one of the two list boxes (the page's district list has selects of its own).
    const options = (name: string) => page.getByRole('listbox', { name }).getByRole('option');
    const city = page.getByRole('combobox', { name: '據點縣市' });
    await eventually(() => city.count()).toBe(1);
    await city.click();
    await city.fill('');
    await page.keyboard.type('台北');
    // Typing filters the list (台 as 臺) and highlights its first option.
    await eventually(() => options('據點縣市').allInnerTexts()).toEqual(['臺北市']);
    expect(await city.getAttribute('aria-activedescendant')).toBe(await options('據點縣市').first().getAttribute('id'));
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe('臺北市');
    expect(await city.getAttribute('aria-expanded')).toBe('false');

    const district = page.getByRole('combobox', { name: '據點鄉鎮市區' });
    await district.focus();
    await page.keyboard.type('大');
    // Each option shows its postcode beside its name.
    await eventually(async () => (await options('據點鄉鎮市區').allInnerTexts()).map((text) => text.replace(/\s/g, ''))).toEqual(['大同區103', '大安區106']);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('listbox', { name: '據點鄉鎮市區' }).getByRole('option', { selected: true }).innerText()).toContain('大安區');
    // Escape closes the list, and again clears what was typed.
    await page.keyboard.press('Escape');
    expect(await page.getByRole('listbox', { name: '據點鄉鎮市區' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await district.inputValue()).toBe('');
    await page.keyboard.type('106');
    await page.keyboard.press('Enter');
    expect(await district.inputValue()).toBe('大安區');

    const street = page.getByLabel('據點路名與門牌');
    await street.fill('信義路<四段>');
    await page.getByRole('button', { name: '設定據點地址' }).click();
    await eventually(() => page.locator('.field__error', { hasText: '只能有文字、數字、空格' }).count()).toBe(1);
    await street.fill('信義路四段 1 號');
    await page.getByRole('button', { name: '設定據點地址' }).click();
    await eventually(() => page.getByTestId('base-address-saved').innerText()).toContain('臺北市大安區信義路四段 1 號');

    const saved = await api<BaseAddressAnswer>(`/quote_services/base_address/${serviceId}.json`, { token });
    expect(saved.json.base_address).toMatchObject({ street: '信義路四段 1 號', latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(browser.errors).toEqual([]);
  }, PATIENCE * 4);
});
