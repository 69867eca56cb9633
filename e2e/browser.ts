import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The phone size every screen is checked at. */
export const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far, each with the page's address (hydration mismatches land here). */
  errors: string[];
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** A 390×844 window (the phone size) instead of a 1280×800 desktop window. */
  mobile?: boolean;
  /** A window of this size; wins over `mobile`. */
  viewport?: { width: number; height: number };
  /**
   * A phone as people hold it: mobile emulation, a touch screen and a 3× display. A page wider
   * than the screen then makes the browser lay out fixed sheets on a wider, taller viewport, as a
   * real phone does.
   */
  touch?: boolean;
  /**
   * Draw zh-TW text with the fixture font of one-em boxes for the CJK ranges
   * (fixtures/cjk-metrics.ttf, made by fixtures/make-cjk-metrics.py), ahead of the app's own fonts,
   * so text measures as wide as on a real phone even on a machine without a CJK font. The page's
   * CSP rightly refuses the inline style and the data: font, so this turns `bypassCSP` on.
   */
  cjkMetrics?: boolean;
  /** The browser's user agent (a phone's, to look like a phone browser); Chromium's own when unset. */
  userAgent?: string;
  /** Ignore the page's Content-Security-Policy (off by default: the tests keep the app's CSP on). */
  bypassCSP?: boolean;
  /** Chromium's fake microphone and camera, granted without asking (voice calls). */
  fakeMedia?: boolean;
  /** WebGL through SwiftShader, Chromium's software renderer (maps), instead of no GPU at all. */
  webgl?: boolean;
}

let cjkMetricsCss: string | undefined;

function cjkMetrics(): string {
  cjkMetricsCss ??= `@font-face { font-family: "E2E CJK Metrics"; src: url(data:font/ttf;base64,${readFileSync(join(import.meta.dirname, 'fixtures', 'cjk-metrics.ttf')).toString('base64')}); }
:root { --font-sans: "E2E CJK Metrics", system-ui, sans-serif; }`;
  return cjkMetricsCss;
}

/** Debian's Chromium, headless, with a fresh profile and no background traffic. */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      ...(options.webgl ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : ['--disable-gpu']),
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.fakeMedia ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
    ],
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    viewport: options.viewport ?? (options.mobile || options.touch ? PHONE : DESKTOP),
    ...(options.touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    bypassCSP: options.bypassCSP ?? options.cjkMetrics ?? false,
  });
  if (options.cjkMetrics) {
    await context.addInitScript((css: string) => {
      // After the app's own stylesheet, so this font comes first.
      document.addEventListener(
        'DOMContentLoaded',
        () => {
          const style = document.createElement('style');
          style.textContent = css;
          document.head.append(style);
        },
        { once: true },
      );
    }, cjkMetrics());
  }
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (on ${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`${error.message} (on ${page.url()})`));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
