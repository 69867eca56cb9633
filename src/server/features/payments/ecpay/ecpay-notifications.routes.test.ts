import { describe, expect, it } from 'vitest';
import { signed } from '../../../adapters/payments/ecpay/check-mac';
import type { Purchase as PurchaseResponse } from '../../../../domain/payments/payments.contract';
import { createSignedInUser } from '../../../test/factories';
import { ENGINES } from '../../../test/harness';
import { ecpaySuite, hashIv, hashKey, key } from './ecpay.test-support';

describe.each(ENGINES)('convenience-store and ATM purchases through the ECPay sandbox on %s', (engine) => {
  const suite = ecpaySuite(engine);
  const { balance, row, notify, boughtCode } = suite;

  describe('ECPay notifications', () => {
    it('credits the wallet once when the code is paid, however often ECPay says so', async () => {
      const { pro, purchase } = await boughtCode(900);
      const before = await balance(pro.user.id);
      const delivery = await suite.fake.pay(purchase.order_number);
      expect(delivery.answer).toBe('1|OK');
      expect(delivery.form).toMatchObject({ RtnCode: '1', TradeAmt: '900', SimulatePaid: '0' });
      expect(await balance(pro.user.id)).toBe(before + 900);
      const paid = await suite.server.api(`/purchases/view/${purchase.id}.json`, { token: pro.token });
      expect(paid.body.purchase).toMatchObject({ status: 'paid', status_text: '已付款', instructions: [] });
      expect((paid.body.purchase as PurchaseResponse).paid_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // ECPay resends until it reads 1|OK; a replay changes nothing.
      expect(await notify('notify', delivery.form)).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(before + 900);
      const entries = await suite.server.db.selectFrom('wallet_entries').select(['amount', 'transaction_type']).where('credit_purchase_id', '=', purchase.id).execute();
      expect(entries).toEqual([{ amount: 900, transaction_type: 1 }]);
    });

    it('credits once when the same notification arrives twice at the same moment', async () => {
      const { pro, purchase } = await boughtCode(700);
      const before = await balance(pro.user.id);
      const trade = suite.fake.trades.get(purchase.order_number)!;
      trade.status = 'paid';
      trade.paidAt = new Date();
      const form = suite.fake.paidNotification(trade);
      const answers = await Promise.all([notify('notify', form), notify('notify', form), notify('notify', form)]);
      expect(answers.map((a) => a.text)).toEqual(['1|OK', '1|OK', '1|OK']);
      expect(await balance(pro.user.id)).toBe(before + 700);
      expect(await suite.server.db.selectFrom('wallet_entries').select('id').where('credit_purchase_id', '=', purchase.id).execute()).toHaveLength(1);
    });

    it('refuses a wrong CheckMacValue with 400 and changes nothing', async () => {
      const { pro, purchase } = await boughtCode(650);
      const trade = suite.fake.trades.get(purchase.order_number)!;
      const form = suite.fake.paidNotification({ ...trade, paidAt: new Date() });
      const forged = { ...form, TradeAmt: '65000' };
      expect(await notify('notify', forged)).toEqual({ status: 400, text: '0|CheckMacValue Error' });
      expect(await notify('notify', { ...form, CheckMacValue: 'A'.repeat(64) })).toMatchObject({ status: 400 });
      const { CheckMacValue: _dropped, ...unsigned } = form;
      expect(await notify('notify', unsigned)).toMatchObject({ status: 400 });
      // Signed with someone else's keys.
      expect(await notify('notify', signed({ ...unsigned }, 'someOtherKey1234', 'someOtherIv12345'))).toMatchObject({ status: 400 });
      expect(await notify('payment_info', { ...suite.fake.paymentInfoFields(trade), RtnCode: '10100073', CheckMacValue: 'B'.repeat(64) })).toMatchObject({ status: 400 });
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
      const trade = suite.fake.trades.get(purchase.order_number)!;
      const { CheckMacValue: _mac, ...fields } = suite.fake.paidNotification({ ...trade, paidAt: new Date() });
      expect(await notify('notify', signed({ ...fields, TradeAmt: '15' }, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(0);
      const stored = await row(purchase.id);
      expect(stored).toMatchObject({ status: 'pending', error_code: 'amount_mismatch' });
    });

    it('does not credit a result ECPay reports as unpaid', async () => {
      const { pro, purchase } = await boughtCode(1100);
      const trade = suite.fake.trades.get(purchase.order_number)!;
      const { CheckMacValue: _mac, ...fields } = suite.fake.paidNotification({ ...trade, paidAt: new Date() });
      expect(await notify('notify', signed({ ...fields, RtnCode: '10100248', RtnMsg: '拒絕交易' }, hashKey, hashIv))).toEqual({ status: 200, text: '1|OK' });
      expect(await balance(pro.user.id)).toBe(0);
      expect((await row(purchase.id)).status).toBe('pending');
    });

    it('stores a code that reaches us only through PaymentInfoURL, once', async () => {
      const pro = await createSignedInUser(suite.server.db);
      const { id } = await suite.server.db
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
});
