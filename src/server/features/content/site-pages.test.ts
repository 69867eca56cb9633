import { describe, expect, it } from 'vitest';
import { FOOTER_TARGETS, type FooterLink, footerHref } from '../../../domain/content/site-pages';
import { seedContent } from '../../db/seed/content/content-seed';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { renderedPage } from '../../test/rendered-page';

const page = (server: TestServer, path: string) => renderedPage(server.baseUrl, encodeURI(path));

const LINKS = Object.keys(FOOTER_TARGETS) as FooterLink[];

describe.each(ENGINES)('the footer and its pages on %s', (engine) => {
  const server = useTestServer(engine, { web: true, env: { SUPPORT_EMAIL: 'help@example.com' } });

  it('every footer link on a page is a real page of the product: 200 with a heading', async () => {
    const home = await page(server, '/');
    const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(home.html)?.[1] ?? '';
    const hrefs = [...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    const expected = LINKS.map((link) => footerHref(link, null)).filter((href): href is string => href !== null);
    expect(hrefs.sort()).toEqual([...expected].sort());
    expect(hrefs.length).toBe(19);
    for (const href of hrefs) {
      const target = await page(server, href);
      expect({ href, status: target.status }).toEqual({ href, status: 200 });
      expect(target.h1, href).not.toBe('');
    }
  });

  it('serves the terms and a privacy notice with what the Personal Data Protection Act asks', async () => {
    const terms = await page(server, '/content/terms');
    expect(terms.h1).toBe('服務條款');
    expect(terms.html).toContain('好幫手');
    const privacy = await server.api('/site_pages/privacy.json');
    expect(privacy.status).toBe(200);
    const text = JSON.stringify(privacy.body.site_page);
    // Article 8: who collects, the purposes (with the statutory codes), the data, period, area,
    // recipients and methods of use, the Article 3 rights and what not providing data means.
    for (const part of ['個人資料保護法', '蒐集者', '069 契約', '090 消費者、客戶管理與服務', '148 網路購物', 'C001 辨識個人者', 'C002 辨識財務者', 'C003', '期間', '地區', '對象', '方式', '查詢或請求閱覽', '請求製給複製本', '請求補充或更正', '請求停止蒐集、處理或利用', '請求刪除', '不提供個人資料的影響']) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain('客服信箱 help@example.com');
    expect(text).not.toContain('{{');
  });

  it('an unknown page is 404, and an operator-edited page survives seeding', async () => {
    expect((await page(server, '/content/no-such-page')).status).toBe(404);
    expect((await server.api('/site_pages/no-such-page.json')).status).toBe(404);
    await server.db.updateTable('site_pages').set({ title: '關於本站（營運者版本）', edited_by_operator: true }).where('slug', '=', 'about').execute();
    await server.db.updateTable('site_pages').set({ title: '舊標題' }).where('slug', '=', 'jobs').execute();
    await seedContent(server.db);
    const titles = await server.db.selectFrom('site_pages').select(['slug', 'title']).where('slug', 'in', ['about', 'jobs']).orderBy('slug').execute();
    expect(titles).toEqual([
      { slug: 'about', title: '關於本站（營運者版本）' },
      { slug: 'jobs', title: '加入我們' },
    ]);
  });
});

describe('the footer with CONTENT_SITE_URL', () => {
  const server = useTestServer('pglite', { web: true, env: { CONTENT_SITE_URL: 'https://content.example.com/' } });

  it('points every link, the apps too, at the content site', async () => {
    const home = await page(server, '/');
    const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(home.html)?.[1] ?? '';
    const hrefs = [...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs).toHaveLength(LINKS.length);
    expect(hrefs).toContain('https://content.example.com/terms');
    expect(hrefs).toContain('https://content.example.com/app/pro');
    expect(hrefs.every((h) => h.startsWith('https://content.example.com/'))).toBe(true);
  });
});
