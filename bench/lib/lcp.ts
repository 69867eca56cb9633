import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
/** How long after `load` the last largest-contentful-paint entry is waited for. */
const SETTLE_MS = 1000;

declare global {
  interface Window {
    __lcpMs?: number;
  }
}

/**
 * Largest Contentful Paint of each page on a first visit (fresh profile, empty cache), in headless
 * Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), a phone-sized window.
 */
export async function measureLcp(baseUrl: string, pages: { name: string; path: string }[]): Promise<{ name: string; lcpMs: number }[]> {
  const results: { name: string; lcpMs: number }[] = [];
  for (const { name, path } of pages) results.push({ name, lcpMs: await lcpOf(new URL(path, baseUrl).href) });
  return results;
}

async function lcpOf(url: string): Promise<number> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lcp-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const lcpMs = await page.evaluate(() => window.__lcpMs ?? Number.NaN);
    if (!Number.isFinite(lcpMs)) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return lcpMs;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
