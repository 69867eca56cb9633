import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { CERTIFICATE_PATTERN, DONATION_CODE_PATTERN, MOBILE_BARCODE_PATTERN } from '../../../domain/invoices/invoice-settings';
import { type EinvoiceCredentials, taipeiDateTime } from './ecpay-einvoice-client';
import { decryptData, encryptData } from './ecpay-einvoice-crypto';

/** An invoice the fake issued. */
export interface FakeInvoice {
  invoiceNumber: string;
  relateNumber: string;
  data: Record<string, unknown>;
  amount: number;
  issuedAt: Date;
  voided: boolean;
  allowances: { number: string; amount: number }[];
}

/**
 * A local stand-in for ECPay's B2C e-invoice API, speaking its wire format: JSON bodies with
 * MerchantID, RqHeader.Timestamp and the AES-encrypted Data, answered with TransCode and the
 * encrypted Data holding RtnCode. Used by the tests on their own port and, with
 * EINVOICE_PROVIDER=sandbox, mounted in-process under /sandbox-gateway/einvoice.
 */
export class FakeEcpayEinvoice {
  readonly invoices = new Map<string, FakeInvoice>();
  /** Calls answered HTTP 503 from now on (a provider outage): how many more. */
  outages = 0;
  private next = 10_000_000;

  constructor(
    readonly credentials: EinvoiceCredentials,
    private readonly now: () => Date = () => new Date(),
  ) {}

  byRelateNumber(relateNumber: string): FakeInvoice | undefined {
    return [...this.invoices.values()].find((i) => i.relateNumber === relateNumber);
  }

  /** One call: the HTTP status and the JSON answer. */
  handle(path: string, body: unknown): { status: number; body: Record<string, unknown> } {
    if (this.outages > 0) {
      this.outages -= 1;
      return { status: 503, body: { error: 'Service Unavailable' } };
    }
    const request = (body ?? {}) as { MerchantID?: unknown; RqHeader?: { Timestamp?: unknown }; Data?: unknown };
    const envelope = (transCode: number, transMsg: string, data?: Record<string, unknown>) => ({
      status: 200,
      body: {
        PlatformID: '',
        MerchantID: this.credentials.merchantId,
        RpHeader: { Timestamp: Math.floor(this.now().getTime() / 1000) },
        TransCode: transCode,
        TransMsg: transMsg,
        Data: data ? encryptData(data, this.credentials) : '',
      },
    });
    if (request.MerchantID !== this.credentials.merchantId) return envelope(0, 'MerchantID Error');
    const stamp = Number(request.RqHeader?.Timestamp);
    if (!Number.isFinite(stamp) || Math.abs(stamp * 1000 - this.now().getTime()) > 10 * 60_000) return envelope(0, 'Timestamp Error');
    let data: Record<string, unknown>;
    try {
      data = decryptData(String(request.Data ?? ''), this.credentials) as Record<string, unknown>;
    } catch {
      return envelope(0, 'Data 解密失敗');
    }
    const answer = (rtnCode: number, rtnMsg: string, extra: Record<string, unknown> = {}) => envelope(1, '', { RtnCode: rtnCode, RtnMsg: rtnMsg, ...extra });
    const outcome = this.act(path, data);
    return 'error' in outcome ? answer(0, outcome.error) : answer(1, outcome.ok, outcome.fields);
  }

  private act(path: string, data: Record<string, unknown>): { error: string } | { ok: string; fields: Record<string, unknown> } {
    if (data.MerchantID !== this.credentials.merchantId) return { error: 'MerchantID 不一致' };
    if (path.endsWith('/B2CInvoice/Issue')) return this.issue(data);
    if (path.endsWith('/B2CInvoice/Invalid')) return this.invalid(data);
    if (path.endsWith('/B2CInvoice/Allowance')) return this.allowance(data);
    return { error: '不支援的功能' };
  }

  private issue(data: Record<string, unknown>): { error: string } | { ok: string; fields: Record<string, unknown> } {
    const relate = String(data.RelateNumber ?? '');
    if (!/^[0-9A-Za-z_-]{1,30}$/.test(relate)) return { error: 'RelateNumber 格式錯誤' };
    if (this.byRelateNumber(relate)) return { error: 'RelateNumber 重複' };
    const identifier = String(data.CustomerIdentifier ?? '');
    if (identifier && !/^[0-9]{8}$/.test(identifier)) return { error: '統一編號格式錯誤' };
    if (identifier && data.Donation === '1') return { error: '有統一編號不可捐贈' };
    if (identifier && !data.CustomerName) return { error: '有統一編號時 CustomerName 必填' };
    if (data.Donation === '1' && !DONATION_CODE_PATTERN.test(String(data.LoveCode ?? ''))) return { error: '捐贈碼格式錯誤' };
    if (data.Donation === '1' && (data.CarrierType !== '' || data.Print !== '0')) return { error: '捐贈發票不可有載具或列印' };
    const carrierNum = String(data.CarrierNum ?? '');
    if (data.CarrierType === '3' && !MOBILE_BARCODE_PATTERN.test(carrierNum)) return { error: '手機條碼格式錯誤' };
    if (data.CarrierType === '2' && !CERTIFICATE_PATTERN.test(carrierNum)) return { error: '自然人憑證格式錯誤' };
    if (data.CarrierType === '1' && (carrierNum !== '' || !data.CustomerEmail)) return { error: '綠界載具需有 CustomerEmail' };
    if (data.Donation !== '1' && !['1', '2', '3'].includes(String(data.CarrierType)) && data.Print !== '1') return { error: '未列印的發票須有載具' };
    const items = Array.isArray(data.Items) ? (data.Items as Record<string, unknown>[]) : [];
    const sum = items.reduce((total, item) => total + Number(item.ItemAmount), 0);
    const amount = Number(data.SalesAmount);
    if (!Number.isInteger(amount) || amount <= 0 || items.length === 0 || sum !== amount) return { error: 'SalesAmount 與商品金額合計不符' };
    const invoiceNumber = `ZZ${this.next++}`;
    const issuedAt = this.now();
    this.invoices.set(invoiceNumber, { invoiceNumber, relateNumber: relate, data, amount, issuedAt, voided: false, allowances: [] });
    return { ok: '開立發票成功', fields: { InvoiceNo: invoiceNumber, InvoiceDate: taipeiDateTime(issuedAt), RandomNumber: String(randomInt(0, 10_000)).padStart(4, '0') } };
  }

  private invalid(data: Record<string, unknown>): { error: string } | { ok: string; fields: Record<string, unknown> } {
    const invoice = this.invoices.get(String(data.InvoiceNo ?? ''));
    if (!invoice || taipeiDateTime(invoice.issuedAt).slice(0, 10) !== data.InvoiceDate) return { error: '查無發票資料' };
    if (!data.Reason) return { error: 'Reason 必填' };
    if (invoice.voided) return { error: '發票已作廢' };
    if (invoice.allowances.length > 0) return { error: '發票已折讓，不可作廢' };
    invoice.voided = true;
    return { ok: '作廢發票成功', fields: { InvoiceNo: invoice.invoiceNumber } };
  }

  private allowance(data: Record<string, unknown>): { error: string } | { ok: string; fields: Record<string, unknown> } {
    const invoice = this.invoices.get(String(data.InvoiceNo ?? ''));
    if (!invoice || taipeiDateTime(invoice.issuedAt).slice(0, 10) !== data.InvoiceDate) return { error: '查無發票資料' };
    if (invoice.voided) return { error: '發票已作廢' };
    const amount = Number(data.AllowanceAmount);
    const remaining = invoice.amount - invoice.allowances.reduce((t, a) => t + a.amount, 0);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) return { error: '折讓金額超過發票可折讓餘額' };
    const number = `${taipeiDateTime(this.now()).replace(/\D/g, '').slice(0, 8)}${String(this.next++).slice(-8)}`;
    invoice.allowances.push({ number, amount });
    return { ok: '折讓成功', fields: { IA_Allow_No: number, IA_Invoice_No: invoice.invoiceNumber, IA_Date: taipeiDateTime(this.now()), IA_Remain_Allowance_Amt: remaining - amount } };
  }
}

/** The fake's routes: POST /B2CInvoice/Issue, /Invalid and /Allowance under the prefix it is registered with. */
export const fakeEcpayEinvoiceRoutes: FastifyPluginAsync<{ fake: FakeEcpayEinvoice }> = async (app, { fake }) => {
  for (const name of ['Issue', 'Invalid', 'Allowance']) {
    app.post(`/B2CInvoice/${name}`, async (request, reply) => {
      const { status, body } = fake.handle(`/B2CInvoice/${name}`, request.body);
      return reply.status(status).send(body);
    });
  }
};
