import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Purchase, PurchasesPage, TransactionsPage } from '../src/web/features/wallet/api/wallet';
import { type Browser, openBrowser } from './browser';
import { signInBrowser } from './pair.support';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

/** Buying credit in a browser against the sandbox gateways the server mounts when no keys are set. */
describe('buying credit in a browser', () => {
  let browser: Browser;
  let token: string;

  const balance = async () => (await api<TransactionsPage>('/transactions/index/page:1.json', { token })).json.available_wallet_amount;
  const purchases = async () => (await api<PurchasesPage>('/purchases/index/page:1.json', { token })).json.purchases;

  beforeAll(async () => {
    browser = await openBrowser({ mobile: true });
    token = await createVerifiedUser('wallet', { first_name: '建宏', last_name: '林', service_category: 'aircon-installation', service_city: '南投縣' });
    await signInBrowser(browser, token, 'pro');
  });
  afterAll(() => browser.close());

  it('buys a package with the sandbox card after confirming, once, and sees the credit and its ledger entry', async () => {
    const { page } = browser;
    const before = await balance();

    await page.goto(`${baseUrl}/dashboard/pricing`);
    await page.getByRole('radio', { name: /標準包/ }).check();
    await eventually(() => page.getByText('您將支付 NT$1,000，可得 1,050 點。').count()).toBe(1);
    // A new pro has no saved card: the new-card form is the choice.
    await page.getByRole('radio', { name: '使用新的信用卡' }).check();
    await page.getByLabel('卡號').fill('4242424242424242');
    await page.getByLabel('有效期限（MM/YY）').fill('12/30');
    await page.getByLabel('安全碼').fill('123');
    await page.getByRole('button', { name: '下一步：確認付款' }).click();

    const dialog = page.getByRole('dialog', { name: '確認付款' });
    await eventually(() => dialog.count()).toBe(1);
    expect(await dialog.getByTestId('confirm-price').innerText()).toBe('NT$1,000');
    expect(await dialog.getByTestId('confirm-credit').innerText()).toBe('1,050 點');
    // Nothing is charged before the confirmation.
    expect(await purchases()).toHaveLength(0);
    await dialog.getByRole('button', { name: '確認支付 NT$1,000' }).dblclick();

    const popup = page.getByRole('dialog', { name: '點數已加值' });
    await eventually(() => popup.count()).toBe(1);
    expect(await popup.innerText()).toContain('已加值 1,050 點');
    expect(await balance()).toBe(before + 1050);
    const bought = await purchases();
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ status: 'paid', pay_type: 'card', amount: 1000, credit: 1050, card_info: 'VISA-4242' });

    await popup.getByRole('button', { name: '查看點數紀錄' }).click();
    await page.waitForURL(`${baseUrl}/dashboard/transaction`);
    const row = page.locator(`.ledger__row[data-type="1"]`);
    await eventually(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('購買點數');
    expect(await row.innerText()).toContain('+1,050 點');
    expect(await row.innerText()).toContain(`餘額 ${(before + 1050).toLocaleString('en-US')} 點`);

    await page.goto(`${baseUrl}/dashboard/credit`);
    await eventually(() => page.getByTestId('wallet-balance').innerText()).toBe(`${(before + 1050).toLocaleString('en-US')} 點`);
    expect(browser.errors).toEqual([]);
  });

  it('buys with a convenience-store code, and the credit arrives when the sandbox gateway says it is paid', async () => {
    const { page } = browser;
    const before = await balance();

    await page.goto(`${baseUrl}/dashboard/pricing/amount-600`);
    await eventually(() => page.getByText('您將支付 NT$600，可得 600 點。').count()).toBe(1);
    await page.getByRole('radio', { name: /超商代碼繳費/ }).check();
    await page.getByRole('button', { name: '下一步：確認付款' }).click();
    const dialog = page.getByRole('dialog', { name: '確認付款' });
    await eventually(() => dialog.count()).toBe(1);
    expect(await dialog.getByTestId('confirm-price').innerText()).toBe('NT$600');
    await dialog.getByRole('button', { name: '確認並取得繳費資訊' }).click();

    await eventually(() => page.getByRole('heading', { name: '請到超商繳費' }).count()).toBe(1);
    const pending = (await purchases()).find((p: Purchase) => p.pay_type === 'cvs');
    if (!pending) throw new Error('no convenience-store purchase was made');
    expect(pending).toMatchObject({ status: 'pending', amount: 600, credit: 600 });
    expect(pending.payment_code).toBeTruthy();
    expect(await page.getByTestId('payment-code').innerText()).toBe(pending.payment_code);
    expect(await balance()).toBe(before);

    // The sandbox's page plays the buyer paying at the store; ECPay then notifies the server.
    const gateway = await browser.context.newPage();
    await gateway.goto(`${baseUrl}/sandbox-gateway/ecpay/`);
    await gateway.getByRole('button', { name: `模擬繳費 ${pending.order_number}` }).click();
    await eventually(() => gateway.getByText(`已模擬繳費：${pending.order_number}`).count()).toBe(1);
    await gateway.close();

    await eventually(balance).toBe(before + 600);
    await page.goto(`${baseUrl}/dashboard/purchases?purchase=${pending.id}`);
    const card = page.locator(`article.purchase--highlight[data-purchase-id="${pending.id}"]`);
    await eventually(() => card.count()).toBe(1);
    await eventually(() => card.innerText()).toContain('已付款');
    await page.goto(`${baseUrl}/dashboard/credit`);
    await eventually(() => page.getByTestId('wallet-balance').innerText()).toBe(`${(before + 600).toLocaleString('en-US')} 點`);
    expect(browser.errors).toEqual([]);
  });
});
