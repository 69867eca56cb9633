import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkMacValue, dotNetUrlEncode, verifyCheckMacValue } from './check-mac';
import { parseEcpayTime, toEcpayDate, toEcpayDateTime } from './ecpay-time';
import { ECPAY_STAGE_CREDENTIALS } from './fake-ecpay';

const { hashKey, hashIv } = ECPAY_STAGE_CREDENTIALS;

// The worked example of ECPay's "CheckMacValue" appendix (AioCheckOut V5, SHA256).
const OFFICIAL = {
  ChoosePayment: 'ALL',
  EncryptType: '1',
  ItemName: 'Apple iphone 15',
  MerchantID: '3002607',
  MerchantTradeDate: '2023/03/12 15:30:23',
  MerchantTradeNo: 'ecpay20230312153023',
  PaymentType: 'aio',
  ReturnURL: 'https://www.ecpay.com.tw/receive.php',
  TotalAmount: '30000',
  TradeDesc: '促銷方案',
};
const OFFICIAL_MAC = '6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840';

describe('ECPay CheckMacValue', () => {
  it("gives the value of ECPay's published example", () => {
    expect(checkMacValue(OFFICIAL, hashKey, hashIv)).toBe(OFFICIAL_MAC);
  });

  it('does not depend on the order the fields come in, and leaves CheckMacValue itself out', () => {
    const shuffled = Object.fromEntries(Object.entries(OFFICIAL).reverse());
    expect(checkMacValue({ ...shuffled, CheckMacValue: 'X' }, hashKey, hashIv)).toBe(OFFICIAL_MAC);
  });

  it("encodes the joined string as the example's intermediate text shows", () => {
    const keys = Object.keys(OFFICIAL).sort();
    const raw = `HashKey=${hashKey}&${keys.map((k) => `${k}=${OFFICIAL[k as keyof typeof OFFICIAL]}`).join('&')}&HashIV=${hashIv}`;
    expect(dotNetUrlEncode(raw).toLowerCase()).toBe(
      'hashkey%3dpwfhcqoqzgmho4w6%26choosepayment%3dall%26encrypttype%3d1%26itemname%3dapple+iphone+15%26merchantid%3d3002607%26merchanttradedate%3d2023%2f03%2f12+15%3a30%3a23%26merchanttradeno%3decpay20230312153023%26paymenttype%3daio%26returnurl%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26totalamount%3d30000%26tradedesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26hashiv%3dekrm7ift261dpevs',
    );
  });

  it.each([
    ['a b', 'a+b'],
    ['-_.!*()', '-_.!*()'],
    ['~', '%7E'],
    ["'", '%27'],
    ['+', '%2B'],
    ['@#&=', '%40%23%26%3D'],
  ])('encodes %j as .NET UrlEncode does: %j', (input, output) => {
    expect(dotNetUrlEncode(input)).toBe(output);
  });

  it('sorts names without regard to case, as ECPay does', () => {
    const a = checkMacValue({ vAccount: '1', TradeNo: '2', BankCode: '3' }, hashKey, hashIv);
    const raw = `HashKey=${hashKey}&BankCode=3&TradeNo=2&vAccount=1&HashIV=${hashIv}`;
    expect(a).toBe(createHash('sha256').update(dotNetUrlEncode(raw).toLowerCase()).digest('hex').toUpperCase());
  });

  it('verifies a signed message and refuses a changed or unsigned one', () => {
    const signedForm = { ...OFFICIAL, CheckMacValue: OFFICIAL_MAC };
    expect(verifyCheckMacValue(signedForm, hashKey, hashIv)).toBe(true);
    expect(verifyCheckMacValue({ ...signedForm, CheckMacValue: OFFICIAL_MAC.toLowerCase() }, hashKey, hashIv)).toBe(true);
    expect(verifyCheckMacValue({ ...signedForm, TotalAmount: '30001' }, hashKey, hashIv)).toBe(false);
    expect(verifyCheckMacValue(OFFICIAL, hashKey, hashIv)).toBe(false);
    expect(verifyCheckMacValue(signedForm, 'otherKey00000000', hashIv)).toBe(false);
  });
});

describe('ECPay times (Taiwan wall clock)', () => {
  it('formats and reads yyyy/MM/dd HH:mm:ss at UTC+8', () => {
    const instant = new Date('2026-11-23T18:30:05Z');
    expect(toEcpayDateTime(instant)).toBe('2026/11/24 02:30:05');
    expect(toEcpayDate(instant)).toBe('2026/11/24');
    expect(parseEcpayTime('2026/11/24 02:30:05')?.toISOString()).toBe('2026-11-23T18:30:05.000Z');
  });

  it('reads an ATM deadline date as the end of that Taiwan day', () => {
    expect(parseEcpayTime('2026/11/26')?.toISOString()).toBe('2026-11-26T15:59:59.000Z');
  });

  it.each(['', '2026-11-24 02:30:05', '2026/02/30 10:00:00', 'soon'])('refuses %j', (text) => {
    expect(parseEcpayTime(text)).toBeNull();
  });
});
