// No entry to an unbuilt screen in either mode, and forms that ask each thing once: on a phone
// (390x844).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from './browser';
import { CITY, DISTRICT, logIn, menuMode, PLACEHOLDER, rolesSuite, switchMode } from './roles.support';
import { api, baseUrl, eventually, pickPlace } from './support';

/**
 * The screen of the address is drawn: its heading is in the page's main part, which only the
 * screen's own component (an outline too) puts there once its chunk has loaded. Cheaper than
 * waiting for the network to go quiet after each of the walk's hundred page loads.
 */
async function screenShown(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
}

describe('roles, inbox and forms on a phone', () => {
  const { consumer, pro, open, phone } = rolesSuite();

  it('has no tab or menu entry, in either mode, that opens a coming-soon screen', async () => {
    for (const who of [consumer, pro]) {
      const browser = await phone();
      const { page } = browser;
      await logIn(browser, who);
      const entries = async () => {
        // The menu of the mode now shown, once drawn (the first links are always on the bar).
        await eventually(() => page.getByRole('navigation', { name: '工作台選單' }).getByRole('link').count()).toBeGreaterThan(3);
        const menu = await page.getByRole('navigation', { name: '工作台選單' }).getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        await page.getByRole('button', { name: /帳號選單/ }).click();
        const userMenu = await page.locator('.user-menu__panel a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        await page.getByRole('button', { name: /帳號選單/ }).click();
        const header = await page.locator('.site-header a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        return [...new Set([...menu, ...userMenu, ...header])].filter((p) => p !== '/logout');
      };
      const seen: string[] = [];
      for (const round of [0, 1]) {
        // Both modes: the entries of this one, then switch.
        const targets = await entries();
        expect(targets.length).toBeGreaterThan(3);
        for (const target of targets) {
          await page.goto(`${baseUrl}${target}`);
          await screenShown(page);
          seen.push(target);
          expect({ target, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ target, outline: 0 });
        }
        if (round === 0) {
          await page.goto(`${baseUrl}/dashboard/settings`);
          await page.waitForLoadState('networkidle');
          const before = await menuMode(browser);
          await switchMode(page, /切換為(專家|客戶)模式/);
          await eventually(() => menuMode(browser)).not.toBe(before);
        }
      }
      expect(seen).toContain('/dashboard/inbox');
      expect(seen).toContain('/dashboard/projects');
      expect(seen).toContain('/dashboard/requests');
      if (who === pro) {
        // The service editor's steps are tabs too, and the steps kept elsewhere link on.
        const services = await api<{ quote_services: { id: number }[] }>('/calendar/index.json', { token: pro.token });
        // The walk above ended in consumer mode; the editor is the pro's.
        await page.goto(`${baseUrl}/dashboard/settings`);
        await page.waitForLoadState('networkidle');
        await switchMode(page, '切換為專家模式');
        await eventually(() => menuMode(browser)).toBe('專家模式');
        await page.goto(`${baseUrl}/dashboard/services/${services.json.quote_services[0]!.id}`);
        const steps = page.getByRole('navigation', { name: '編輯步驟' });
        await eventually(() => steps.getByRole('link').count()).toBeGreaterThan(5);
        const stepPaths = await steps.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
        const onward: string[] = [];
        for (const step of stepPaths) {
          await page.goto(`${baseUrl}${step}`);
          await screenShown(page);
          expect({ step, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ step, outline: 0 });
          onward.push(...(await page.locator('main .form a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))));
        }
        for (const target of [...new Set(onward)].filter((p) => p.startsWith('/dashboard/'))) {
          await page.goto(`${baseUrl}${target}`);
          await screenShown(page);
          expect({ target, outline: await page.getByText(PLACEHOLDER).count() }).toEqual({ target, outline: 0 });
        }
      }
      await browser.close();
      open.splice(open.indexOf(browser), 1);
    }
  }, 240_000);

  /** Walks a category's form to the review, answering each step; the step headings in order. */
  async function walkForm(browser: Browser, slug: string): Promise<{ headings: string[]; total: number; countChips: string[][] }> {
    const { page } = browser;
    await page.goto(`${baseUrl}/form/${slug}`);
    await page.waitForLoadState('networkidle');
    const progress = await page.getByText(/第 1 步，共 \d+ 步/).innerText();
    const total = Number(/共 (\d+) 步/.exec(progress)![1]);
    const headings: string[] = [];
    const countChips: string[][] = [];
    const heading = () => page.getByRole('heading', { level: 2 }).first();
    for (let n = 0; n < 20; n++) {
      await eventually(() => page.getByText(new RegExp(`第 ${n + 1} 步，共`)).count()).toBe(1);
      const title = (await heading().innerText()).replace('選填', '').trim();
      headings.push(title);
      if (title === '確認您的需求') break;
      if (title === '需要服務的地點在哪裡？' || title === '從哪裡搬到哪裡？') {
        await pickPlace(page, { city: CITY, district: DISTRICT });
        const address = page.getByLabel('服務地址（路名、巷弄、門牌）');
        if ((await address.count()) > 0) await address.fill('中正路 1 號');
        if (title === '從哪裡搬到哪裡？') {
          await pickPlace(page, { city: CITY, district: DISTRICT }, { city: '搬入縣市', district: '搬入鄉鎮市區' });
        }
      } else if (title === '希望什麼時候服務？') {
        await page.getByRole('radio', { name: '下週' }).check();
      } else {
        const radios = page.locator('.rf-step input[type="radio"]');
        const labels = await page.locator('.rf-step .rf-choice__label').allInnerTexts();
        if (labels.join() === '1,2,3,4+') countChips.push(labels);
        if ((await radios.count()) > 0) await radios.first().check();
        else if ((await page.locator('.rf-step input[type="checkbox"]').count()) > 0 && title.indexOf('補充') < 0) await page.locator('.rf-step input[type="checkbox"]').first().check();
        expect(await page.locator('.rf-step textarea').count() + (await page.locator('.rf-step input[type="date"]').count())).toBeLessThanOrEqual(title === '還有什麼想讓專家知道的嗎？' ? 1 : 0);
      }
      await page.getByRole('button', { name: '下一步' }).click();
    }
    return { headings, total, countChips };
  }

  it('asks the date once in the cleaning and moving forms, asks moving where to, and offers counts as chips', async () => {
    const browser = await phone();
    const cleaning = await walkForm(browser, 'aircon-cleaning');
    expect(cleaning.headings.filter((h) => /日期|什麼時候/.test(h))).toEqual(['希望什麼時候服務？']);
    expect(cleaning.countChips).toEqual([['1', '2', '3', '4+']]);
    expect(cleaning.headings).toContain('冷氣品牌');
    expect(cleaning.total).toBeLessThanOrEqual(10);

    const moving = await walkForm(browser, 'house-moving');
    expect(moving.headings.filter((h) => /日期|什麼時候/.test(h))).toEqual(['希望什麼時候服務？']);
    // From and to, each a city and a district, on the place step.
    expect(moving.headings).toContain('從哪裡搬到哪裡？');
    expect(moving.headings).not.toContain('要搬到哪個縣市？');
    expect(browser.errors).toEqual([]);
  });
});
