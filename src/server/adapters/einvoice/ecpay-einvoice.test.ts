import { describe, expect, it } from 'vitest';
import { invoicePeriod, mayVoidAt } from '../../../domain/invoices/einvoice';
import { EcpayEinvoiceClient, ECPAY_EINVOICE_STAGE_MERCHANT, EinvoiceError, type IssueRequest, issueData, parseTaipeiDateTime, taipeiDateTime } from './ecpay-einvoice-client';
import { decryptData, encryptData, requestBody } from './ecpay-einvoice-crypto';
import { FakeEcpayEinvoice } from './fake-ecpay-einvoice';

const keys = ECPAY_EINVOICE_STAGE_MERCHANT;
const now = new Date('2026-11-27T04:00:00Z');

/** A client whose HTTP calls reach the fake directly, as JSON over the fetch interface. */
function fetchInto(fake: FakeEcpayEinvoice): typeof fetch {
  return async (input, init) => {
    const { status, body } = fake.handle(new URL(String(input)).pathname, JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

function clientAndFake() {
  const fake = new FakeEcpayEinvoice(keys, () => now);
  return { fake, client: new EcpayEinvoiceClient({ credentials: keys, baseUrl: () => 'http://fake.invalid', fetchFn: fetchInto(fake) }) };
}

const sale = (carrier: IssueRequest['carrier'], relateNumber = `T${Math.random().toString(36).slice(2, 12)}`): IssueRequest => ({
  relateNumber,
  carrier,
  email: 'buyer@example.com',
  customerName: '王小明',
  taxType: '1',
  amount: 1000,
  items: [{ name: '平台點數 1050 點', count: 1, word: '式', price: 1000, amount: 1000 }],
});

describe("ECPay's e-invoice envelope", () => {
  it('encrypts URL-encoded JSON with AES-128-CBC under HashKey/HashIV and reads it back', () => {
    const data = { MerchantID: '2000132', CustomerName: '測試 公司 (股)', Items: [{ ItemName: "a~b'c" }] };
    const sealed = encryptData(data, keys);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decryptData(sealed, keys)).toEqual(data);
    // Another key cannot read it.
    expect(() => decryptData(sealed, { hashKey: 'AAAAAAAAAAAAAAAA', hashIv: keys.hashIv })).toThrow();
    const body = requestBody('2000132', data, keys, now);
    expect(body).toMatchObject({ MerchantID: '2000132', RqHeader: { Timestamp: Math.floor(now.getTime() / 1000) } });
  });

  it('maps each carrier to the Issue fields ECPay reads', () => {
    const fields = (carrier: IssueRequest['carrier']) => {
      const d = issueData('2000132', sale(carrier));
      return { CarrierType: d.CarrierType, CarrierNum: d.CarrierNum, Donation: d.Donation, LoveCode: d.LoveCode, CustomerIdentifier: d.CustomerIdentifier, Print: d.Print };
    };
    expect(fields({ type: 'member' })).toEqual({ CarrierType: '1', CarrierNum: '', Donation: '0', LoveCode: '', CustomerIdentifier: '', Print: '0' });
    expect(fields({ type: 'mobile', barcode: '/ABC1234' })).toMatchObject({ CarrierType: '3', CarrierNum: '/ABC1234' });
    expect(fields({ type: 'certificate', number: 'AB12345678901234' })).toMatchObject({ CarrierType: '2', CarrierNum: 'AB12345678901234' });
    expect(fields({ type: 'donation', loveCode: '919' })).toMatchObject({ CarrierType: '', Donation: '1', LoveCode: '919' });
    expect(fields({ type: 'company', unifiedNumber: '04595257', title: '好幫手股份有限公司' })).toMatchObject({ CarrierType: '1', CustomerIdentifier: '04595257' });
  });

  it('issues, voids and gives allowances against the fake; refusals and outages are errors', async () => {
    const { fake, client } = clientAndFake();
    const issued = await client.issue(sale({ type: 'mobile', barcode: '/ABC1234' }), now);
    expect(issued.invoiceNumber).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(issued.randomNumber).toMatch(/^\d{4}$/);
    expect(taipeiDateTime(issued.invoiceDate)).toBe('2026-11-27 12:00:00');
    await client.void({ invoiceNumber: issued.invoiceNumber, invoiceDate: issued.invoiceDate, reason: '退款' }, now);
    expect(fake.invoices.get(issued.invoiceNumber)!.voided).toBe(true);
    await expect(client.void({ invoiceNumber: issued.invoiceNumber, invoiceDate: issued.invoiceDate, reason: '退款' }, now)).rejects.toThrow('發票已作廢');

    const second = await client.issue(sale({ type: 'member' }), now);
    const allowance = await client.allowance(
      { invoiceNumber: second.invoiceNumber, invoiceDate: second.invoiceDate, amount: 300, items: [{ name: '退款折讓', count: 1, word: '式', price: 300, amount: 300 }], customerName: '王小明', email: 'buyer@example.com' },
      now,
    );
    expect(allowance.remaining).toBe(700);
    await expect(client.issue(sale({ type: 'mobile', barcode: 'ABC1234' }), now)).rejects.toThrow('手機條碼格式錯誤');
    fake.outages = 1;
    await expect(client.issue(sale({ type: 'member' }), now)).rejects.toMatchObject({ code: 'http_503' });
    const wrongKeys = new EcpayEinvoiceClient({ credentials: { ...keys, hashKey: 'AAAAAAAAAAAAAAAA' }, baseUrl: () => 'http://fake.invalid', fetchFn: fetchInto(fake) });
    await expect(wrongKeys.issue(sale({ type: 'member' }), now)).rejects.toBeInstanceOf(EinvoiceError);
  });

  it('reads Taiwan times and two-month invoice periods', () => {
    expect(parseTaipeiDateTime('2026-11-27 12:00:00')?.toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(invoicePeriod(new Date('2026-10-31T16:30:00Z'))).toBe('2026-11');
    expect(invoicePeriod(new Date('2026-12-31T15:59:59Z'))).toBe('2026-11');
    expect(invoicePeriod(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01');
    expect(mayVoidAt(new Date('2026-11-01T00:00:00Z'), new Date('2026-12-20T00:00:00Z'))).toBe(true);
    expect(mayVoidAt(new Date('2026-12-20T00:00:00Z'), new Date('2027-01-02T00:00:00Z'))).toBe(false);
  });
});
