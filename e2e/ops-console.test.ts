import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { LedgerEntry } from '../src/domain/wallet/wallet.contract';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser, PHONE } from './browser';
import { answersFor, api, apiKey, baseUrl, clientIp, createVerifiedUser, eventually } from './support';
import { signInOperatorOnPage } from './operator';



/** A 1×1 PNG, the scan a pro attaches to a certificate. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A pro's new licence with its scan, waiting for review; its id. */
async function pendingCertificate(proToken: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ type: 'license', name: '冷凍空調裝修乙級技術士', reference_identity: '118-004321' })) form.append(k, v);
  form.append('documents', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), '證照.png');
  const res = await fetch(`${baseUrl}/api/new/v1/cert_certificates/add.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'X-Session-Token': proToken, 'X-Forwarded-For': clientIp() },
    body: form,
  });
  const json = (await res.json()) as { service_certificate: { service_certificate_id: number } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.service_certificate.service_certificate_id;
}

/** The operator console in a desktop browser: TOTP sign-in, a wallet adjustment with a reason, the audit log. */
describe('the operator console', () => {
  let ops: Browser;
  let userToken: string;
  let userId: number;

  beforeAll(async () => {
    ops = await openBrowser();
    userToken = await createVerifiedUser('ops', { first_name: '志明', last_name: '陳' });
    userId = (await api<{ info: { id: number } }>('/user/me.json', { token: userToken })).json.info.id;
  });
  afterAll(async () => {
    await ops.close();
  });

  it('signs an operator in with a TOTP code, adjusts a wallet with a reason, and shows it in the credit history and the audit log', async () => {
    const { page } = ops;
    // The console sends a visitor without its session to its own login, and back after it.
    await page.goto(`${baseUrl}/ops/wallet-adjustments`);
    await page.waitForURL(/\/ops\/login/);
    await signInOperatorOnPage(page);
    await page.waitForURL(/\/ops\/wallet-adjustments$/);
    // Before the login, the console's session check was answered 403, as a guest's must be: the only error so far.
    expect(ops.errors.every((e) => e.includes('status of 403'))).toBe(true);
    const errorsBefore = ops.errors.length;

    await page.getByLabel('使用者編號').fill(String(userId));
    await page.getByLabel('調整金額（元）').fill('500');
    await page.getByLabel('原因', { exact: true }).fill('補償系統異常扣點');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    // Nothing is sent before the operator confirms what will happen.
    await eventually(() => page.getByText(`將為使用者 #${userId} 增加`).count()).toBe(1);
    const before = await api<{ transactions: LedgerEntry[] }>('/transactions/index.json', { token: userToken });
    expect(before.json.transactions.filter((t) => t.transaction_type === 37)).toHaveLength(0);
    await page.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByRole('heading', { name: '調整完成' }).count()).toBe(1);

    // The user's credit history has the adjustment as ledger type 37, without the operator's reason.
    const after = await api<{ transactions: LedgerEntry[]; available_wallet_amount: number }>('/transactions/index.json', { token: userToken });
    const adjustment = after.json.transactions.find((t) => t.transaction_type === 37);
    expect(adjustment).toMatchObject({ amount: 500, type_text: '客服調整' });
    expect(JSON.stringify(after.json)).not.toContain('補償系統異常扣點');

    // The audit log finds the action by its target, with the reason and the balance before and after.
    await page.goto(`${baseUrl}/ops/audit?target_type=user&target_id=${userId}`);
    const row = page.locator('tr.ops-table__row', { hasText: '點數調整' });
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('補償系統異常扣點');
    await row.getByRole('button').click();
    const detail = page.locator('tr.ops-table__detail');
    await eventually(() => detail.innerText()).toContain('balance');
    // Its own login is in the log too.
    await page.goto(`${baseUrl}/ops/audit?action=login`);
    await eventually(() => page.locator('tr.ops-table__row').count()).toBeGreaterThan(0);
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });

  it('approves a certificate, hides a reported request, suspends its owner (who then cannot sign in), and finds each action in the audit log', async () => {
    const { page } = ops;
    // A pro with a licence waiting for review, and a consumer whose request the pro reports.
    const category = (await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json')).json.quote_category;
    const proToken = await createVerifiedUser('ops-pro', { first_name: '建國', last_name: '林', service_category: 'aircon-installation', service_city: '嘉義縣' });
    const certificateId = await pendingCertificate(proToken);
    const consumerToken = await createVerifiedUser('ops-reported', { first_name: '大同', last_name: '黃' });
    const consumer = (await api<{ info: { id: number; email: string } }>('/user/me.json', { token: consumerToken })).json.info;
    const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
      token: consumerToken,
      body: {
        quote_category_id: category.id,
        address: '太保市祥和一路東段 1 號',
        // A county of its own, so only this test's pro is matched.
        city: '嘉義縣',
        district: '太保市',
        description: `加我 LINE 私下交易，不透過平台 ${Date.now()}`,
        QuoteFormSubmissionField: answersFor(category),
        when: { day_label: 'thisWeek', day_slots: [2] },
      },
    });
    expect(posted.status).toBe(200);
    const requestId = posted.json.quote_request.id;
    await eventually(async () => {
      const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: proToken });
      return leads.json.quote_bids.some((b) => b.quote_request_id === requestId);
    }).toBe(true);
    const reported = await api('/quote_reports/add.json', { token: proToken, body: { quote_request_id: requestId, reason: '要求私下交易，疑似詐騙' } });
    expect(reported.status).toBe(200);
    const errorsBefore = ops.errors.length;

    // The certificate: the number shown whole (this view is audited), approved with one click.
    await page.goto(`${baseUrl}/ops/certificates/${certificateId}`);
    await eventually(() => page.getByText('118-004321').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '通過', exact: true }).click();
    await eventually(() => page.getByText('已通過這張證照，專家會在證照列表看到結果。').count()).toBe(1);
    const certificate = await api<{ service_certificate: { status: number } }>(`/new/v1/cert_certificates/view/${certificateId}.json`, { token: proToken });
    expect(certificate.json.service_certificate.status).toBe(1);

    // The report: the request is hidden with a reason, confirmed first.
    await page.goto(`${baseUrl}/ops/reports`);
    const card = page.locator('li.ops-panel', { hasText: `需求 #${requestId}・` });
    await eventually(() => card.count()).toBe(1);
    await card.getByRole('button', { name: '隱藏需求' }).click();
    await card.getByLabel('原因').fill('要求私下交易，違反平台規範');
    await card.getByRole('button', { name: '確認送出' }).click();
    await page.getByRole('button', { name: '已處理' }).click();
    await eventually(() => page.locator('li.ops-panel', { hasText: `需求 #${requestId}・` }).getByText(/已隱藏需求/).count()).toBe(1);

    // Its owner is a click away, and is suspended with a reason, confirmed first.
    await page.locator('li.ops-panel', { hasText: `需求 #${requestId}・` }).getByRole('link', { name: `需求發布者 #${consumer.id} 的資料與處分` }).click();
    await page.waitForURL(new RegExp(`/ops/users/${consumer.id}$`));
    await eventually(() => page.getByText('目前狀態：正常').count()).toBe(1);
    await page.getByLabel('處分').selectOption('suspend');
    await page.getByLabel('原因', { exact: true }).fill('多次要求私下交易');
    await page.getByRole('button', { name: '下一步：確認' }).click();
    await eventually(() => page.getByText(`將停權使用者 #${consumer.id}`, { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: '確認送出' }).click();
    await eventually(() => page.getByText('已停權。').count()).toBe(1);

    // The suspended consumer is signed out everywhere and cannot sign in again.
    expect((await api('/user/me.json', { token: consumerToken })).status).toBe(403);
    const login = await api<{ error: string; message: string }>('/users/login.json', { body: { username: consumer.email, passwd: 'secret123' } });
    expect(login.status).toBe(409);
    expect(login.json.error).toBe('account suspended');
    expect(login.json.message).toMatch(/停權/);

    // Each action is in the audit log, found by its record.
    for (const [target, id, action] of [
      ['service_certificate', certificateId, '通過證照'],
      ['quote_report', null, '處理檢舉'],
      ['user', consumer.id, '停權使用者'],
    ] as const) {
      await page.goto(`${baseUrl}/ops/audit?target_type=${target}${id === null ? '' : `&target_id=${id}`}`);
      await eventually(() => page.locator('tr.ops-table__row', { hasText: action }).count()).toBeGreaterThan(0);
    }
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });

  it('rejects a shop item a pro sent for review with a reason from a template, and finds the rejection in the audit log', async () => {
    const { page } = ops;
    const category = (await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json')).json.quote_category;
    const proToken = await createVerifiedUser('ops-shop', { first_name: '美玲', last_name: '張', service_category: 'aircon-installation', service_city: '嘉義市' });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    const serviceId = services.json.quote_services[0]!.id;
    // The pro's item, made and sent for review through the API (the editor is in e2e/shop-orders.test.ts).
    const added = await api<{ shop_item: { shop_item_id: number } }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: serviceId,
        quote_category_id: category.id,
        name: `冷氣清洗 ${Date.now()}`,
        description: '分離式冷氣室內機拆洗，歡迎加 LINE 私下聯絡。',
        travel_preference: ['remote'],
        service_type: 'single',
        plans: [
          { name: '一台', price: 1800, service_type: 'single' },
          { name: '三台', price: 4800, service_type: 'package' },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const itemId = added.json.shop_item.shop_item_id;
    expect((await api(`/new/v1/nshop_items/change_status/apply_review/${itemId}.json`, { token: proToken, body: {} })).status).toBe(200);
    const errorsBefore = ops.errors.length;

    // The queue lists it; its page shows the plans; it is rejected with a template's reason, edited.
    await page.goto(`${baseUrl}/ops/shop_items`);
    await eventually(() => page.locator('tr.ops-table__row', { hasText: `#${itemId}` }).count()).toBe(1);
    await page.goto(`${baseUrl}/ops/shop_items/${itemId}`);
    await eventually(() => page.getByText('一台：NT$1,800（單次服務）').count()).toBe(1);
    await page.getByRole('button', { name: '退件…' }).click();
    await page.getByLabel('原因範本').selectOption('contact');
    const reason = page.getByLabel('退件原因（會告知對方）');
    await eventually(() => reason.inputValue()).toMatch(/聯絡方式/);
    await reason.fill('商品描述含有 LINE 聯絡方式，請移除後重新送審。');
    await page.getByRole('button', { name: '確認退件' }).click();
    await eventually(() => page.getByText('已退件，專家會看到退件原因。').count()).toBe(1);

    // The pro sees the rejection and its reason.
    const item = await api<{ shop_item: { review: number; reject_reason: string } }>(`/new/v1/nshop_items/view/${itemId}.json`, { token: proToken });
    expect(item.json.shop_item).toMatchObject({ review: 4, reject_reason: '商品描述含有 LINE 聯絡方式，請移除後重新送審。' });

    // The rejection is in the audit log, with its reason.
    await page.goto(`${baseUrl}/ops/audit?target_type=shop_item&target_id=${itemId}`);
    await eventually(() => page.locator('tr.ops-table__row', { hasText: '退件商店商品' }).count()).toBeGreaterThan(0);
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });

  it('fits a phone: nothing is wider than the screen', async () => {
    const { page } = ops;
    const errorsBefore = ops.errors.length;
    await page.setViewportSize(PHONE);
    /** Opens a console page and checks nothing on it is wider than the screen. */
    const fits = async (path: string) => {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    };
    /** The first link on the open page one step under `prefix` (a city, a content page). */
    const firstLinkUnder = async (prefix: string) => {
      const hrefs = await page.locator(`main a[href^="${prefix}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const href = hrefs.find((h) => /^[^/?#]+$/.test(h.slice(prefix.length + 1)) && !h.endsWith('/new'));
      expect(href, `a link under ${prefix}`).toBeDefined();
      return href ?? prefix;
    };
    const contentLists = ['site_pages', 'articles', 'blog_posts', 'campaign_pages'].map((kind) => `/ops/content/${kind}`);
    const pages = ['/ops', '/ops/audit', '/ops/wallet-adjustments', '/ops/queues', '/ops/certificates', '/ops/shop_items', '/ops/reports', '/ops/users', '/ops/contact-messages', '/ops/purchases', '/ops/finance', '/ops/refund_disputes', '/ops/payout_batches', '/ops/einvoices/failures', '/ops/business_loans', '/ops/jobs', '/ops/catalogue', '/ops/free-credit-events', '/ops/referral-settings', '/ops/catalogue/genres'];
    for (const path of [...pages, ...contentLists, '/ops/content/blog_posts/new']) await fits(path);
    // One city's page and one content page's editor, as their lists link them.
    await fits('/ops/catalogue/cities');
    await fits(await firstLinkUnder('/ops/catalogue/cities'));
    await fits('/ops/content/site_pages');
    await fits(await firstLinkUnder('/ops/content/site_pages'));
    // Every screen opened whole: none fell to its error page.
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });
});
