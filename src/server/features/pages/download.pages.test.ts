import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/harness';
import { renderedPage } from '../../test/rendered-page';

const page = (server: TestServer, path: string) => renderedPage(server.baseUrl, path);

describe('the download page without any store link', () => {
  const server = useTestServer('pglite', { web: true });

  it.each(['/download', '/download/ios', '/download/pro'])('answers %s as not found', async (path) => {
    const res = await page(server, path);
    expect(res.status).toBe(404);
    expect(res.html).not.toContain('app-download__stores');
  });
});

describe('the download page with the consumer app on the App Store only', () => {
  const server = useTestServer('pglite', { web: true, env: { APP_STORE_URL: 'https://apps.apple.com/tw/app/id1' } });

  it('renders the store link and its QR code on the server', async () => {
    const res = await page(server, '/download/ios');
    expect(res.status).toBe(200);
    expect(res.h1).toBe('下載 App');
    expect(res.html).toContain('href="https://apps.apple.com/tw/app/id1"');
    expect(res.html).toContain('data-qr-text="https://apps.apple.com/tw/app/id1"');
    expect(res.html).toContain('"appStores":{"ios":"https://apps.apple.com/tw/app/id1","android":null,"proIos":null,"proAndroid":null}');
  });

  it.each(['/download/android', '/download/pro', '/download/windows'])('answers %s, an app without a link, as not found', async (path) => {
    expect((await page(server, path)).status).toBe(404);
  });

  it('answers /download itself (the browser picks the app)', async () => {
    expect((await page(server, '/download')).status).toBe(200);
  });
});
