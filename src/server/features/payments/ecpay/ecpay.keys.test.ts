import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EcpayClient, EcpayError } from '../../../adapters/payments/ecpay/ecpay-client';
import { ECPAY_STAGE_CREDENTIALS, FakeEcpay } from '../../../adapters/payments/ecpay/fake-ecpay';
import { loadConfig } from '../../../config';
import { createSignedInUser } from '../../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../../test/harness';
import type { Purchase as PurchaseResponse } from '../../../../domain/payments/payments.contract';

const ECPAY_ENV = { ECPAY_MERCHANT_ID: '3002607', ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6', ECPAY_HASH_IV: 'EkRm7iFT261dpevs' };

describe('ECPay settings', () => {
  it('run the sandbox without keys and ECPay with all three, at ECPay by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ecpay).toEqual({ mode: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'test', ...ECPAY_ENV }).ecpay).toEqual({ mode: 'ecpay', ...{ merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' }, baseUrl: 'https://payment.ecpay.com.tw' });
  });

  it('name what is missing when only some keys are set', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ECPAY_MERCHANT_ID: '3002607' })).toThrow(/ECPAY_HASH_KEY: is required when ECPAY_MERCHANT_ID is set/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...ECPAY_ENV, ECPAY_BASE_URL: 'not a url' })).toThrow(/ECPAY_BASE_URL/);
  });
});

describe('the ECPay client against the fake on its own port', () => {
  const fake = new FakeEcpay();
  let baseUrl: string;
  beforeAll(async () => {
    fake.sendPaymentInfo = false;
    baseUrl = await fake.listen();
  });
  afterAll(() => fake.close());

  const order = (merchantTradeNo: string, payType: 'cvs' | 'atm' = 'cvs') => ({
    merchantTradeNo,
    tradeDate: new Date('2026-11-23T18:30:05Z'),
    amount: 600,
    payType,
    itemName: '好幫手點數 NT$600',
    tradeDesc: '購買點數',
    returnUrl: 'https://example.com/api/new/v1/ecpay/notify',
    paymentInfoUrl: 'https://example.com/api/new/v1/ecpay/payment_info',
    storeExpireMinutes: 4320,
    atmExpireDays: 3,
  });

  it('posts the AioCheckOut V5 form and reads the code back through QueryPaymentInfo', async () => {
    const client = new EcpayClient({ credentials: ECPAY_STAGE_CREDENTIALS, baseUrl: () => baseUrl });
    await client.createOrder(order('HBCLIENTTEST000001'));
    const trade = fake.trades.get('HBCLIENTTEST000001')!;
    expect(trade).toMatchObject({ amount: 600, payType: 'cvs', itemName: '好幫手點數 NT$600', returnUrl: 'https://example.com/api/new/v1/ecpay/notify' });
    expect(trade.tradeDate).toBeInstanceOf(Date);
    const info = await client.queryPaymentInfo('HBCLIENTTEST000001');
    expect(info).toMatchObject({ merchantTradeNo: 'HBCLIENTTEST000001', tradeAmt: 600, payType: 'cvs', paymentNo: trade.paymentNo, tradeNo: trade.tradeNo });
    expect(info.expiresAt?.getTime()).toBe(Math.floor(trade.expiresAt.getTime() / 1000) * 1000);
  });

  it('surfaces ECPay refusing a form signed with the wrong keys', async () => {
    const client = new EcpayClient({ credentials: { ...ECPAY_STAGE_CREDENTIALS, hashKey: 'wrongKey00000000' }, baseUrl: () => baseUrl });
    const error = await client.createOrder(order('HBCLIENTTEST000002')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EcpayError);
    expect((error as EcpayError).code).toBe('10200073');
    expect(fake.trades.has('HBCLIENTTEST000002')).toBe(false);
  });

  it('refuses an order number used before, and a query about an unknown order', async () => {
    const client = new EcpayClient({ credentials: ECPAY_STAGE_CREDENTIALS, baseUrl: () => baseUrl });
    await client.createOrder(order('HBCLIENTTEST000003', 'atm'));
    await expect(client.createOrder(order('HBCLIENTTEST000003', 'atm'))).rejects.toMatchObject({ code: '10200047' });
    await expect(client.queryPaymentInfo('HBNOSUCHORDER00001')).rejects.toBeInstanceOf(EcpayError);
  });
});

describe.each(ENGINES)('with ECPay keys configured (the fake standing in for ECPay) on %s', (engine) => {
  const fake = new FakeEcpay();
  let server: TestServer;
  let broken: TestServer;

  beforeAll(async () => {
    const ecpayUrl = await fake.listen();
    server = await startTestServer(engine, { env: { ...ECPAY_ENV, ECPAY_BASE_URL: ecpayUrl } });
    // ECPay posts to PUBLIC_URL; here that is the test server's own port.
    server.config.publicUrl = server.baseUrl;
    broken = await startTestServer(engine, { env: { ...ECPAY_ENV, ECPAY_HASH_KEY: 'notTheRightKey00', ECPAY_BASE_URL: ecpayUrl } });
  });
  afterAll(async () => {
    await server.close();
    await broken.close();
    await fake.close();
  });

  it('does not mount the sandbox', async () => {
    const res = await fetch(`${server.baseUrl}/sandbox-gateway/ecpay/`);
    expect(res.status).not.toBe(200);
  });

  it('issues the code through ECPay, which posts to PUBLIC_URL, and credits when paid', async () => {
    const pro = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, json: { pay_type: 'atm', amount: 5000, idempotency_key: randomUUID() } });
    expect(res.status).toBe(200);
    const purchase = res.body.purchase as PurchaseResponse;
    const trade = fake.trades.get(purchase.order_number)!;
    expect(trade.returnUrl).toBe(`${server.baseUrl}/api/new/v1/ecpay/notify`);
    expect(trade.paymentInfoUrl).toBe(`${server.baseUrl}/api/new/v1/ecpay/payment_info`);
    expect(purchase).toMatchObject({ bank_code: trade.bankCode, virtual_account: trade.vAccount });
    const delivery = await fake.pay(purchase.order_number);
    expect(delivery.answer).toBe('1|OK');
    const wallet = await server.db.selectFrom('wallets').select('balance').where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(5000);
  });

  it('never credits a payment ECPay only simulated (SimulatePaid=1) when real keys are set', async () => {
    const pro = await createSignedInUser(server.db);
    const res = await server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, json: { pay_type: 'cvs', amount: 800, idempotency_key: randomUUID() } });
    const purchase = res.body.purchase as PurchaseResponse;
    const delivery = await fake.pay(purchase.order_number, { simulated: true });
    expect(delivery.form.SimulatePaid).toBe('1');
    expect(delivery.answer).toBe('1|OK');
    const row = await server.db.selectFrom('credit_purchases').select('status').where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const wallet = await server.db.selectFrom('wallets').select('balance').where('user_id', '=', pro.user.id).executeTakeFirst();
    expect(wallet?.balance ?? 0).toBe(0);
  });

  it('answers 409 and keeps the purchase as failed when ECPay refuses the order', async () => {
    const pro = await createSignedInUser(broken.db);
    const res = await broken.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, json: { pay_type: 'cvs', amount: 600, idempotency_key: randomUUID() } });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('無法向綠界取得繳費代碼');
    const row = await broken.db.selectFrom('credit_purchases').selectAll().where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', error_code: '10200073', payment_code: null });
  });
});
