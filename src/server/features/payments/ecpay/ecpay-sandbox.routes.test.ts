import { describe, expect, it } from 'vitest';
import { expireUnpaidPurchases } from '../purchases.repository';
import { ECPAY_SANDBOX_PREFIX } from './ecpay.gateway';
import { createSignedInUser } from '../../../test/factories';
import { ENGINES } from '../../../test/harness';
import { ecpaySuite } from './ecpay.test-support';

describe.each(ENGINES)('convenience-store and ATM purchases through the ECPay sandbox on %s', (engine) => {
  const suite = ecpaySuite(engine);
  const { balance, row, notify, boughtCode } = suite;

  describe('expiry', () => {
    it('marks unpaid codes past their deadline expired, and a late payment still credits', async () => {
      const { pro, purchase } = await boughtCode(1000);
      const trade = suite.fake.trades.get(purchase.order_number)!;
      const later = new Date(Date.now() + 4 * 86_400_000);
      expect(await expireUnpaidPurchases(suite.server.db, later)).toBeGreaterThanOrEqual(1);
      expect((await row(purchase.id)).status).toBe('expired');
      const listed = await suite.server.api(`/purchases/view/${purchase.id}.json`, { token: pro.token });
      expect(listed.body.purchase).toMatchObject({ status: 'expired', status_text: '已逾期', pay_link: null });
      // The store took the money just before the deadline; the notice came after the sweep.
      expect(await notify('notify', suite.fake.paidNotification({ ...trade, paidAt: new Date() }))).toEqual({ status: 200, text: '1|OK' });
      expect((await row(purchase.id)).status).toBe('paid');
      expect(await balance(pro.user.id)).toBe(1000);
    });

    it('leaves codes within their deadline and paid purchases alone', async () => {
      const { purchase } = await boughtCode(800);
      await expireUnpaidPurchases(suite.server.db, new Date());
      expect((await row(purchase.id)).status).toBe('pending');
    });
  });

  describe('the sandbox page', () => {
    it('shows a user only their own codes: a guest and another user see and pay none of them', async () => {
      const { purchase } = await boughtCode(1500);
      const other = await createSignedInUser(suite.server.db);
      const mine = await boughtCode(1600);
      for (const cookie of [undefined, `session_token=${other.token}`, `session_token=${mine.pro.token}`]) {
        const headers = cookie ? { cookie } : undefined;
        const page = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers }).then((r) => r.text());
        expect(page).not.toContain(purchase.order_number);
        expect(page).not.toContain(purchase.payment_code!);
        const listed = (await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/trades.json`, { headers }).then((r) => r.json())) as { trades: { MerchantTradeNo: string }[] };
        expect(listed.trades.map((t) => t.MerchantTradeNo)).not.toContain(purchase.order_number);
        if (cookie?.includes(mine.pro.token)) expect(listed.trades.map((t) => t.MerchantTradeNo)).toEqual([mine.purchase.order_number]);
        const pay = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ MerchantTradeNo: purchase.order_number }).toString(),
          redirect: 'manual',
        });
        expect(pay.status).toBe(404);
      }
      expect((await row(purchase.id)).status).toBe('pending');
    });

    it('lists pending codes and "pays" one, which credits through the signed notification', async () => {
      const { pro, purchase } = await boughtCode(2000);
      const cookie = `session_token=${pro.token}`;
      const page = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers: { cookie } }).then((r) => r.text());
      expect(page).toContain(purchase.order_number);
      expect(page).toContain(purchase.payment_code!);
      const res = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ MerchantTradeNo: purchase.order_number }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(await balance(pro.user.id)).toBe(2000);
      const after = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers: { cookie } }).then((r) => r.text());
      expect(after).not.toContain(`value="${purchase.order_number}"`);
      const again = await fetch(`${suite.server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', cookie },
        body: new URLSearchParams({ MerchantTradeNo: purchase.order_number }).toString(),
      });
      expect(again.status).toBe(409);
    });
  });
});
