import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/**
 * Pictures on public pages, read from the demo marketplace at 390×844: each has a zh-TW alt
 * text, a fixed aspect ratio (no layout shift) and, below the fold, lazy loading; each shows,
 * though the demo was stored under another address (upload URLs are site-relative).
 *
 * The demo data runs on a server of its own (fresh data directory, nothing shared with the
 * other browser tests), whose PUBLIC_URL names a port nobody listens on.
 */
const PATIENCE = 20_000;
const VIEWPORT_HEIGHT = 844;

interface ImageFacts {
  src: string;
  alt: string;
  width: number;
  height: number;
  aspect: string;
  loading: string;
  top: number;
  shown: boolean;
}

describe('pictures on public pages', () => {
  let server: RunningServer | undefined;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({
      dataPrefix: 'e2e-images-',
      timeoutMs: 180_000,
      env: {
        // Stored with an address that is not this server's: pictures must show all the same.
        PUBLIC_URL: 'http://localhost:9',
        SEED_DEMO_DATA: '1',
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    baseUrl = server.baseUrl;
    browser = await openBrowser({ mobile: true });
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Every <img> of the page as it first shows (scrolled to the top). */
  async function imagesOf(path: string): Promise<ImageFacts[]> {
    const { page } = browser;
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle', { timeout: PATIENCE });
    await page.evaluate(() => window.scrollTo(0, 0));
    return page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        const rect = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src') ?? '',
          alt: img.getAttribute('alt') ?? '',
          width: Number(img.getAttribute('width') ?? 0),
          height: Number(img.getAttribute('height') ?? 0),
          aspect: getComputedStyle(img).aspectRatio,
          loading: img.getAttribute('loading') ?? 'eager',
          top: rect.top + window.scrollY,
          shown: rect.width > 0 && rect.height > 0,
        };
      }),
    );
  }

  function expectGoodPictures(images: ImageFacts[]) {
    for (const image of images) {
      const where = `${image.src} (${image.alt})`;
      expect(image.alt.trim(), `alt of ${where}`).toMatch(/\p{Script=Han}/u);
      const fixed = (image.width > 0 && image.height > 0) || (image.aspect !== 'auto' && image.aspect !== '');
      expect(fixed, `a fixed aspect ratio for ${where}`).toBe(true);
      if (image.shown && image.top >= VIEWPORT_HEIGHT) expect(image.loading, `lazy loading below the fold for ${where}`).toBe('lazy');
    }
  }

  /** Scrolls each picture into view and waits until it has loaded: our own files show on any address. */
  async function expectAllShow() {
    const { page } = browser;
    const count = await page.locator('img').count();
    for (let i = 0; i < count; i += 1) {
      const img = page.locator('img').nth(i);
      if (!(await img.isVisible())) continue;
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), { timeout: PATIENCE })
        .toBe(true);
    }
  }

  it('gives the category page’s pictures alt texts, fixed sizes and lazy loading below the fold', async () => {
    const images = await imagesOf('/category/aircon-cleaning');
    expect(images.length).toBeGreaterThan(0);
    expect(images.some((i) => i.shown && i.top >= VIEWPORT_HEIGHT)).toBe(true);
    expectGoodPictures(images);
    await expectAllShow();
    expect(images.every((i) => i.src.startsWith('/'))).toBe(true);
  });

  it('does the same on the pro list', async () => {
    const images = await imagesOf('/pro-list');
    expect(images.length).toBeGreaterThan(1);
    expectGoodPictures(images);
    await expectAllShow();
  });

  it('does the same on a pro’s profile with photos of work and reviews', async () => {
    // A pro whose work the category page shows: the profile has photos.
    await imagesOf('/category/aircon-cleaning');
    const href = await browser.page.locator('.showcase-photo').first().getAttribute('href');
    expect(href).toMatch(/^\/service\/\d+/);
    const images = await imagesOf(href!);
    expect(images.length).toBeGreaterThan(1);
    expectGoodPictures(images);
    // The profile's own picture, at the top, may load at once.
    await expectAllShow();
    expect(browser.errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
