import { describe, expect, it } from 'vitest';
import type { Purchase as PurchaseResponse } from '../../../../domain/payments/payments.contract';
import { createSignedInUser } from '../../../test/factories';
import { ENGINES } from '../../../test/harness';
import { ecpaySuite, key, waitFor } from './ecpay.test-support';

describe.each(ENGINES)('convenience-store and ATM purchases through the ECPay sandbox on %s', (engine) => {
  const suite = ecpaySuite(engine);
  const { buy, row, boughtCode } = suite;

  describe('buying', () => {
    it('gives a convenience-store code with its deadline and how to pay at 7-11, 全家, 萊爾富 and OK', async () => {
      const { purchase } = await boughtCode(800);
      expect(purchase).toMatchObject({ pay_type: 'cvs', provider: 'ecpay', amount: 800, credit: 800, status: 'pending', status_text: '等待付款', bank_code: null, virtual_account: null, paid_at: null });
      expect(purchase.payment_code).toMatch(/^[A-Z0-9]{14}$/);
      expect(purchase.order_number).toMatch(/^[A-Za-z0-9]{1,20}$/);
      const hoursLeft = (Date.parse(`${purchase.expires_at!.replace(' ', 'T')}Z`) - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(71);
      expect(hoursLeft).toBeLessThanOrEqual(72);
      const steps = purchase.instructions.join('\n');
      for (const word of ['7-ELEVEN', '全家', '萊爾富', 'OK', purchase.payment_code!, 'NT$800']) expect(steps).toContain(word);
      // ECPay also posts the code to PaymentInfoURL, signed; we answer 1|OK.
      const delivery = await waitFor(() => suite.fake.deliveries.find((d) => d.form.MerchantTradeNo === purchase.order_number && d.url.endsWith('/payment_info')));
      expect(delivery.form).toMatchObject({ RtnCode: '10100073', PaymentNo: purchase.payment_code, TradeAmt: '800' });
      expect(delivery.answer).toBe('1|OK');
    });

    it('gives an ATM bank code and virtual account for a package, crediting its bonus', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const pkg = await suite.server.db.selectFrom('credit_packages').selectAll().where('price', '=', 1000).executeTakeFirstOrThrow();
      const res = await buy(pro.token, { pay_type: 'atm', package_id: pkg.id, idempotency_key: key() });
      expect(res.status).toBe(200);
      const purchase = res.body.purchase as PurchaseResponse;
      expect(purchase).toMatchObject({ pay_type: 'atm', pay_type_text: 'ATM 轉帳', amount: 1000, credit: 1000 + pkg.bonus_credit, payment_code: null, bank_code: '812' });
      expect(purchase.virtual_account).toMatch(/^\d{16}$/);
      expect(purchase.instructions.join('\n')).toContain(purchase.virtual_account!);
      const stored = await row(purchase.id);
      expect(stored.provider_reference).toMatch(/^\d{20}$/);
      expect(stored.credit_package_id).toBe(pkg.id);
    });

    it('returns the first purchase when the same request is sent again, even at the same time', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const body = { pay_type: 'cvs', amount: 1200, idempotency_key: key() };
      const [a, b] = await Promise.all([buy(pro.token, body), buy(pro.token, body)]);
      const c = await buy(pro.token, body);
      const ids = [a, b, c].map((r) => (r.body.purchase as PurchaseResponse).id);
      expect(new Set(ids).size).toBe(1);
      expect([a, b, c].every((r) => r.status === 200)).toBe(true);
      expect((c.body.purchase as PurchaseResponse).payment_code).toMatch(/^[A-Z0-9]{14}$/);
      const rows = await suite.server.db.selectFrom('credit_purchases').select('id').where('user_id', '=', pro.user.id).execute();
      expect(rows).toHaveLength(1);
    });

    it.each([
      [{ pay_type: 'cvs', amount: 499 }, 'amount', '超商代碼金額須介於 500 到 20000 元之間'],
      [{ pay_type: 'cvs', amount: 10000 }, 'amount', '自訂金額須介於 50 到 9999 元之間'],
      [{ pay_type: 'atm', amount: 49 }, 'amount', '自訂金額須介於 50 到 9999 元之間'],
      [{ pay_type: 'atm', amount: 120.5 }, 'amount', '金額必須是整數'],
      [{ pay_type: 'atm' }, 'amount', '請選擇點數方案或輸入金額'],
      [{ pay_type: 'card', amount: 600 }, 'pay_type', '請選擇付款方式'],
      [{ pay_type: 'cvs', package_id: 999999 }, 'package_id', '沒有這個點數方案'],
    ])('refuses %j naming the field and the range', async (body, field, message) => {
      const pro = await createSignedInUser(suite.server.db);
      const res = await buy(pro.token, { ...body, idempotency_key: key() });
      expect(res.status).toBe(400);
      const fields = res.body.fields as { field: string; message: string }[];
      expect(fields.find((f) => f.field === field)?.message).toContain(message);
      expect(await suite.server.db.selectFrom('credit_purchases').select('id').where('user_id', '=', pro.user.id).execute()).toHaveLength(0);
    });

    it('refuses a package the convenience store cannot take (the 300 package is under NT$500)', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const pkg = await suite.server.db.selectFrom('credit_packages').select('id').where('price', '=', 300).executeTakeFirstOrThrow();
      const res = await buy(pro.token, { pay_type: 'cvs', package_id: pkg.id, idempotency_key: key() });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('500 到 20000');
    });

    it('needs an idempotency key and a session', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const missing = await buy(pro.token, { pay_type: 'cvs', amount: 600 });
      expect(missing.status).toBe(400);
      expect((missing.body.fields as { field: string }[]).map((f) => f.field)).toContain('idempotency_key');
      const guest = await suite.server.api('/new/v1/ecpay/purchase.json', { method: 'POST', json: { pay_type: 'cvs', amount: 600, idempotency_key: key() } });
      expect(guest.status).toBe(403);
      expect(guest.body.error).toBe('invalid token');
    });

    it('accepts a form-encoded body as well', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const res = await suite.server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, form: { pay_type: 'atm', amount: '300', idempotency_key: key() } });
      expect(res.status).toBe(200);
      expect((res.body.purchase as PurchaseResponse).amount).toBe(300);
    });
  });
});
