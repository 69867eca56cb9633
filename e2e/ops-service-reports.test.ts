import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, PHONE } from './browser';
import { signInOperatorOnPage } from './operator';
import { signInBrowser } from './pair.support';
import { api, baseUrl, createVerifiedUser, eventually, signUpSearchablePro, uniqueName } from './support';

const HIDE_REASON = '這項服務收到顧客檢舉要求先匯訂金再失聯，已暫時隱藏。請聯絡客服說明。';

/** A consumer reports a pro's service; the operator hides it in the console with a reason; it leaves the public pages. */
describe('a reported service hidden from the console', () => {
  const unique = uniqueName();
  const title = `王${unique}的抓漏服務`;
  let serviceId: number;
  let consumer: Browser;
  let ops: Browser;

  beforeAll(async () => {
    ({ serviceId } = await signUpSearchablePro('svc-report', unique, '王'));
    const token = await createVerifiedUser('svc-reporter', { first_name: '淑芬', last_name: '陳' });
    consumer = await openBrowser({ mobile: true });
    await signInBrowser(consumer, token, 'consumer');
    ops = await openBrowser();
  });
  afterAll(async () => {
    await consumer.close();
    await ops.close();
  });

  it('a consumer reports it, the operator hides it with a reason, it is gone from the profile and search, and the audit log shows it', async () => {
    // The consumer reports the service from its profile.
    const { page: cp } = consumer;
    // A dashboard page first: it tells the public pages to ask who is signed in.
    await cp.goto(`${baseUrl}/dashboard/appointment`);
    await eventually(() => cp.getByText('還沒有任何預約').count()).toBe(1);
    await cp.goto(`${baseUrl}/service/report/${serviceId}`);
    const dialog = cp.getByRole('dialog', { name: '檢舉這位專家' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByLabel('檢舉原因').selectOption('scam');
    await dialog.getByLabel(/補充說明/).fill('要求先匯訂金，匯款後就聯絡不上。');
    await dialog.getByRole('button', { name: '送出檢舉' }).click();
    await eventually(() => cp.getByText(/已收到您的檢舉/).count()).toBeGreaterThan(0);
    expect(consumer.errors).toEqual([]);

    // The operator finds the report in the queue and opens it.
    const { page } = ops;
    await page.goto(`${baseUrl}/ops/service_reports`);
    await page.waitForURL(/\/ops\/login/);
    await signInOperatorOnPage(page);
    await page.waitForURL(/\/ops\/service_reports$/);
    const errorsBefore = ops.errors.length;
    const row = page.locator('tr.ops-table__row', { hasText: `${title} #${serviceId}` });
    await eventually(() => row.count()).toBe(1);
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/ops\/service_reports\/\d+$/);
    await eventually(() => page.getByText('要求先匯訂金，匯款後就聯絡不上。').count()).toBe(1);

    // The report page fits a phone.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Hidden with a template's reason, edited.
    await page.getByRole('button', { name: '隱藏服務…' }).click();
    await page.getByLabel('原因範本').selectOption('scam');
    const reason = page.getByLabel('原因', { exact: true });
    await eventually(() => reason.inputValue()).toMatch(/可疑的收費方式/);
    await reason.fill(HIDE_REASON);
    await page.getByRole('button', { name: '確定' }).click();
    await eventually(() => page.getByText('已隱藏這項服務，專家會收到通知與原因。').count()).toBe(1);
    await eventually(() => page.getByText(HIDE_REASON).count()).toBeGreaterThan(0);

    // Gone from the public profile (answered as an unknown service) and from search.
    expect((await api(`/quote_services/view/${serviceId}.json`)).status).toBe(404);
    const search = await api<{ quote_services: { id: number }[] }>(`/quote_services/search.json?q=${encodeURIComponent(unique)}`);
    expect(search.json.quote_services.map((s) => s.id)).not.toContain(serviceId);
    await cp.goto(`${baseUrl}/service/${serviceId}`);
    await cp.waitForLoadState('networkidle');
    expect(await cp.getByRole('heading', { name: title }).count()).toBe(0);

    // The audit log shows the hiding, found by the service.
    await page.goto(`${baseUrl}/ops/audit?target_type=quote_service&target_id=${serviceId}`);
    await eventually(() => page.locator('tr.ops-table__row', { hasText: '隱藏服務' }).count()).toBe(1);
    expect(ops.errors.slice(errorsBefore)).toEqual([]);
  });
});
