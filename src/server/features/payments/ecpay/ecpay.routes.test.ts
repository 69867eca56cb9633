import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed } from '../../../adapters/payments/ecpay/check-mac';
import { ECPAY_STAGE_CREDENTIALS, type FakeEcpay } from '../../../adapters/payments/ecpay/fake-ecpay';
import { createSignedInUser } from '../../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import { expireUnpaidPurchases } from '../purchases.repository';
import type { Purchase as PurchaseResponse } from '../../../../domain/payments/payments.contract';
import { ECPAY_SANDBOX_PREFIX } from './ecpay.gateway';
import { sandboxFakeOf } from './ecpay.plugin';

const { hashKey, hashIv } = ECPAY_STAGE_CREDENTIALS;

describe.each(ENGINES)('convenience-store and ATM purchases through the ECPay sandbox on %s', (engine) => {
  let server: TestServer;
  let fake: FakeEcpay;

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The default sandbox: the fake mounted in-process, reached over loopback HTTP.
    const res = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/trades.json`);
    expect(res.status).toBe(200);
    fake = sandboxFake(server);
  });
  afterAll(() => server.close());

  const buy = (token: string, body: Record<string, unknown>) => server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token, json: body });
  const key = () => randomUUID();
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;
  const row = (id: number) => server.db.selectFrom('credit_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const notify = (path: 'notify' | 'payment_info', form: Record<string, string>) =>
    fetch(`${server.baseUrl}/api/new/v1/ecpay/${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }).then(
      async (r) => ({ status: r.status, text: await r.text() }),
    );

  async function boughtCode(amount = 800) {
    const pro = await createSignedInUser(server.db);
    const res = await buy(pro.token, { pay_type: 'cvs', amount, idempotency_key: key() });
    expect(res.status).toBe(200);
    return { pro, purchase: res.body.purchase as PurchaseResponse };
  }

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
      const delivery = await waitFor(() => fake.deliveries.find((d) => d.form.MerchantTradeNo === purchase.order_number && d.url.endsWith('/payment_info')));
      expect(delivery.form).toMatchObject({ RtnCode: '10100073', PaymentNo: purchase.payment_code, TradeAmt: '800' });
      expect(delivery.answer).toBe('1|OK');
    });

    it('gives an ATM bank code and virtual account for a package, crediting its bonus', async () => {
      const pro = await createSignedInUser(server.db);
      const pkg = await server.db.selectFrom('credit_packages').selectAll().where('price', '=', 1000).executeTakeFirstOrThrow();
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
      const pro = await createSignedInUser(server.db);
      const body = { pay_type: 'cvs', amount: 1200, idempotency_key: key() };
      const [a, b] = await Promise.all([buy(pro.token, body), buy(pro.token, body)]);
      const c = await buy(pro.token, body);
      const ids = [a, b, c].map((r) => (r.body.purchase as PurchaseResponse).id);
      expect(new Set(ids).size).toBe(1);
      expect([a, b, c].every((r) => r.status === 200)).toBe(true);
      expect((c.body.purchase as PurchaseResponse).payment_code).toMatch(/^[A-Z0-9]{14}$/);
      const rows = await server.db.selectFrom('credit_purchases').select('id').where('user_id', '=', pro.user.id).execute();
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
      const pro = await createSignedInUser(server.db);
      const res = await buy(pro.token, { ...body, idempotency_key: key() });
      expect(res.status).toBe(400);
      const fields = res.body.fields as { field: string; message: string }[];
      expect(fields.find((f) => f.field === field)?.message).toContain(message);
      expect(await server.db.selectFrom('credit_purchases').select('id').where('user_id', '=', pro.user.id).execute()).toHaveLength(0);
    });

    it('refuses a package the convenience store cannot take (the 300 package is under NT$500)', async () => {
      const pro = await createSignedInUser(server.db);
      const pkg = await server.db.selectFrom('credit_packages').select('id').where('price', '=', 300).executeTakeFirstOrThrow();
      const res = await buy(pro.token, { pay_type: 'cvs', package_id: pkg.id, idempotency_key: key() });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('500 到 20000');
    });

    it('needs an idempotency key and a session', async () => {
      const pro = await createSignedInUser(server.db);
      const missing = await buy(pro.token, { pay_type: 'cvs', amount: 600 });
      expect(missing.status).toBe(400);
      expect((missing.body.fields as { field: string }[]).map((f) => f.field)).toContain('idempotency_key');
      const guest = await server.api('/new/v1/ecpay/purchase.json', { method: 'POST', json: { pay_type: 'cvs', amount: 600, idempotency_key: key() } });
      expect(guest.status).toBe(403);
      expect(guest.body.error).toBe('invalid token');
    });

    it('accepts a form-encoded body as well', async () => {
      const pro = await createSignedInUser(server.db);
      const res = await server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, form: { pay_type: 'atm', amount: '300', idempotency_key: key() } });
      expect(res.status).toBe(200);
      expect((res.body.purchase as PurchaseResponse).amount).toBe(300);
    });
  });

  describe('ECPay notifications', () => {
    it('credits the wallet once when the code is paid, however often ECPay says so', async () => {
      const { pro, purchase } = await boughtCode(900);
      const before = await balance(pro.user.id);
      const delivery = await fake.pay(purchase.order_number);
      expect(delivery.answer).toBe('1|OK');
      expect(delivery.form).toMatchObject({ RtnCode: '1', TradeAmt: '900', SimulatePaid: '0' });
      expect(await balance(pro.user.id)).toBe(before + 900);
      const paid = await server.api(`/purchases/view/${purchase.id}.json`, { token: pro.token });
      expect(paid.body.purchase).toMatchObject({ status: 'paid', status_text: '已付款', instructions: [] });
      expect((paid.body.purchase as PurchaseResponse).paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // ECPay resends until it reads 1|OK; a replay changes nothing.
      expect(await notify('notify', delivery.form)).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(before + 900);
      const entries = await server.db.selectFrom('wallet_entries').select(['amount', 'transaction_type']).where('credit_purchase_id', '=', purchase.id).execute();
      expect(entries).toEqual([{ amount: 900, transaction_type: 1 }]);
    });

    it('credits once when the same notification arrives twice at the same moment', async () => {
      const { pro, purchase } = await boughtCode(700);
      const before = await balance(pro.user.id);
      const trade = fake.trades.get(purchase.order_number)!;
      trade.status = 'paid';
      trade.paidAt = new Date();
      const form = fake.paidNotification(trade);
      const answers = await Promise.all([notify('notify', form), notify('notify', form), notify('notify', form)]);
      expect(answers.map((a) => a.text)).toEqual(['1|OK', '1|OK', '1|OK']);
      expect(await balance(pro.user.id)).toBe(before + 700);
      expect(await server.db.selectFrom('wallet_entries').select('id').where('credit_purchase_id', '=', purchase.id).execute()).toHaveLength(1);
    });

    it('refuses a wrong CheckMacValue with 400 and changes nothing', async () => {
      const { pro, purchase } = await boughtCode(650);
      const trade = fake.trades.get(purchase.order_number)!;
      const form = fake.paidNotification({ ...trade, paidAt: new Date() });
      const forged = { ...form, TradeAmt: '65000' };
      expect(await notify('notify', forged)).toEqual({ status: 400, text: '0|CheckMacValue Error' });
      expect(await notify('notify', { ...form, CheckMacValue: 'A'.repeat(64) })).toMatchObject({ status: 400 });
      const { CheckMacValue: _dropped, ...unsigned } = form;
      expect(await notify('notify', unsigned)).toMatchObject({ status: 400 });
      // Signed with someone else's keys.
      expect(await notify('notify', signed({ ...unsigned }, 'someOtherKey1234', 'someOtherIv12345'))).toMatchObject({ status: 400 });
      expect(await notify('payment_info', { ...fake.paymentInfoFields(trade), RtnCode: '10100073', CheckMacValue: 'B'.repeat(64) })).toMatchObject({ status: 400 });
      expect((await row(purchase.id)).status).toBe('pending');
      expect(await balance(pro.user.id)).toBe(0);
    });

    it('ignores, and answers 1|OK to, a notification about an order we do not have', async () => {
      const form = signed(
        { MerchantID: '3002607', MerchantTradeNo: 'HBUNKNOWN0000000001', RtnCode: '1', RtnMsg: '交易成功', TradeNo: '2511231830123456789', TradeAmt: '500', PaymentDate: '2026/11/24 02:30:05', PaymentType: 'CVS_CVS', PaymentTypeChargeFee: '25', TradeDate: '2026/11/24 02:00:00', SimulatePaid: '0', StoreID: '', CustomField1: '', CustomField2: '', CustomField3: '', CustomField4: '' },
        hashKey,
        hashIv,
      );
      expect(await notify('notify', form)).toEqual({ status: 200, text: '1|OK' });
      const { CheckMacValue: _mac, ...fields } = form;
      const info = signed({ ...fields, RtnCode: '10100073', PaymentNo: 'LLL00000000000' }, hashKey, hashIv);
      expect(await notify('payment_info', info)).toEqual({ status: 200, text: '1|OK' });
    });

    it('does not credit a payment whose amount differs from the order', async () => {
      const { pro, purchase } = await boughtCode(1500);
      const trade = fake.trades.get(purchase.order_number)!;
      const { CheckMacValue: _mac, ...fields } = fake.paidNotification({ ...trade, paidAt: new Date() });
      expect(await notify('notify', signed({ ...fields, TradeAmt: '15' }, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(0);
      const stored = await row(purchase.id);
      expect(stored).toMatchObject({ status: 'pending', error_code: 'amount_mismatch' });
    });

    it('does not credit a result ECPay reports as unpaid', async () => {
      const { pro, purchase } = await boughtCode(1100);
      const trade = fake.trades.get(purchase.order_number)!;
      const { CheckMacValue: _mac, ...fields } = fake.paidNotification({ ...trade, paidAt: new Date() });
      expect(await notify('notify', signed({ ...fields, RtnCode: '10100248', RtnMsg: '拒絕交易' }, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(0);
      expect((await row(purchase.id)).status).toBe('pending');
    });

    it('stores a code that reaches us only through PaymentInfoURL, once', async () => {
      const pro = await createSignedInUser(server.db);
      const { id } = await server.db
        .insertInto('credit_purchases')
        .values({ user_id: pro.user.id, amount: 2000, credit: 2000, pay_type: 'atm', provider: 'ecpay', idempotency_key: key(), order_number: 'HBINFOONLY00000001' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const base = { MerchantID: '3002607', MerchantTradeNo: 'HBINFOONLY00000001', StoreID: '', RtnCode: '2', RtnMsg: 'Get VirtualAccount Succeeded', TradeNo: '2511240000000000001', TradeAmt: '2000', PaymentType: 'ATM_TAISHIN', TradeDate: '2026/11/24 02:00:00', BankCode: '812', vAccount: '9103522175887271', ExpireDate: '2026/11/27', CustomField1: '', CustomField2: '', CustomField3: '', CustomField4: '' };
      expect(await notify('payment_info', signed(base, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      expect(await notify('payment_info', signed({ ...base, vAccount: '9999999999999999' }, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      const stored = await row(id);
      expect(stored).toMatchObject({ bank_code: '812', virtual_account: '9103522175887271', provider_reference: '2511240000000000001' });
      expect(stored.expires_at?.toISOString()).toBe('2026-11-27T15:59:59.000Z');
    });
  });

  describe('expiry', () => {
    it('marks unpaid codes past their deadline expired, and a late payment still credits', async () => {
      const { pro, purchase } = await boughtCode(1000);
      const trade = fake.trades.get(purchase.order_number)!;
      const later = new Date(Date.now() + 4 * 86_400_000);
      expect(await expireUnpaidPurchases(server.db, later)).toBeGreaterThanOrEqual(1);
      expect((await row(purchase.id)).status).toBe('expired');
      const listed = await server.api(`/purchases/view/${purchase.id}.json`, { token: pro.token });
      expect(listed.body.purchase).toMatchObject({ status: 'expired', status_text: '已逾期', pay_link: null });
      // The store took the money just before the deadline; the notice came after the sweep.
      expect(await notify('notify', fake.paidNotification({ ...trade, paidAt: new Date() }))).toEqual({ status: 200, text: '1|OK' });
      expect((await row(purchase.id)).status).toBe('paid');
      expect(await balance(pro.user.id)).toBe(1000);
    });

    it('leaves codes within their deadline and paid purchases alone', async () => {
      const { purchase } = await boughtCode(800);
      await expireUnpaidPurchases(server.db, new Date());
      expect((await row(purchase.id)).status).toBe('pending');
    });
  });

  describe('the sandbox page', () => {
    it('shows a user only their own codes: a guest and another user see and pay none of them', async () => {
      const { purchase } = await boughtCode(1500);
      const other = await createSignedInUser(server.db);
      const mine = await boughtCode(1600);
      for (const cookie of [undefined, `session_token=${other.token}`, `session_token=${mine.pro.token}`]) {
        const headers = cookie ? { cookie } : undefined;
        const page = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers }).then((r) => r.text());
        expect(page).not.toContain(purchase.order_number);
        expect(page).not.toContain(purchase.payment_code!);
        const listed = (await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/trades.json`, { headers }).then((r) => r.json())) as { trades: { MerchantTradeNo: string }[] };
        expect(listed.trades.map((t) => t.MerchantTradeNo)).not.toContain(purchase.order_number);
        if (cookie?.includes(mine.pro.token)) expect(listed.trades.map((t) => t.MerchantTradeNo)).toEqual([mine.purchase.order_number]);
        const pay = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
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
      const page = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers: { cookie } }).then((r) => r.text());
      expect(page).toContain(purchase.order_number);
      expect(page).toContain(purchase.payment_code!);
      const res = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ MerchantTradeNo: purchase.order_number }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(await balance(pro.user.id)).toBe(2000);
      const after = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/`, { headers: { cookie } }).then((r) => r.text());
      expect(after).not.toContain(`value="${purchase.order_number}"`);
      const again = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', cookie },
        body: new URLSearchParams({ MerchantTradeNo: purchase.order_number }).toString(),
      });
      expect(again.status).toBe(409);
    });
  });
});

/** The in-process fake behind the sandbox routes. */
function sandboxFake(server: TestServer): FakeEcpay {
  const fake = sandboxFakeOf(server.app);
  if (!fake) throw new Error('the ECPay sandbox is not mounted');
  return fake;
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
