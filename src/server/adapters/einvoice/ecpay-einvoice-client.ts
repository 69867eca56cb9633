import { decryptData, type EinvoiceKeys, requestBody } from './ecpay-einvoice-crypto';

/** ECPay's e-invoice hosts: production and its stage (the stage is a sandbox). */
export const ECPAY_EINVOICE_URL = 'https://einvoice.ecpay.com.tw';
export const ECPAY_EINVOICE_STAGE_URL = 'https://einvoice-stage.ecpay.com.tw';
/** ECPay's published e-invoice test merchant (stage only). */
export const ECPAY_EINVOICE_STAGE_MERCHANT = { merchantId: '2000132', hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' } as const;

export interface EinvoiceCredentials extends EinvoiceKeys {
  merchantId: string;
}

/** How the buyer receives the invoice (ECPay's CarrierType, Donation, LoveCode, CustomerIdentifier). */
export type EinvoiceCarrier =
  | { type: 'member' }
  | { type: 'mobile'; barcode: string }
  | { type: 'certificate'; number: string }
  | { type: 'donation'; loveCode: string }
  | { type: 'company'; unifiedNumber: string; title: string };

export interface EinvoiceLine {
  name: string;
  count: number;
  word: string;
  /** Whole NT$, tax included. */
  price: number;
  amount: number;
}

export interface IssueRequest {
  /** Our number of the sale (RelateNumber): at most 30 letters and digits, unique for the merchant. */
  relateNumber: string;
  carrier: EinvoiceCarrier;
  /** Where ECPay mails the invoice (member carrier, company) and the buyer's id at ECPay's carrier. */
  email: string;
  customerName: string;
  /** 1 taxable, 2 zero-rated, 3 exempt. */
  taxType: '1' | '2' | '3';
  amount: number;
  items: EinvoiceLine[];
  remark?: string;
}

export interface IssuedInvoice {
  invoiceNumber: string;
  invoiceDate: Date;
  randomNumber: string;
}

export interface VoidRequest {
  invoiceNumber: string;
  invoiceDate: Date;
  reason: string;
}

export interface AllowanceRequest {
  invoiceNumber: string;
  invoiceDate: Date;
  amount: number;
  items: EinvoiceLine[];
  customerName: string;
  email: string;
}

export interface IssuedAllowance {
  allowanceNumber: string;
  allowanceDate: Date;
  remaining: number;
}

/** An e-invoice provider: issue, void (作廢) and allowance (折讓). */
export interface EinvoiceProvider {
  issue(request: IssueRequest, now?: Date): Promise<IssuedInvoice>;
  void(request: VoidRequest, now?: Date): Promise<void>;
  allowance(request: AllowanceRequest, now?: Date): Promise<IssuedAllowance>;
}

/** A refusal (`code` is ECPay's RtnCode or TransCode) or an outage (`http_...`, `network`). */
export class EinvoiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EinvoiceError';
  }
}

const TAIPEI_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of a Taiwan day (InvoiceDate of Invalid and Allowance). */
export function taipeiDate(date: Date): string {
  const t = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** `yyyy-MM-dd HH:mm:ss` in Taiwan time (ECPay's InvoiceDate answers). */
export function taipeiDateTime(date: Date): string {
  const t = new Date(date.getTime() + TAIPEI_OFFSET_MS);
  return `${taipeiDate(date)} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** The instant of an ECPay `yyyy-MM-dd HH:mm:ss` (or `yyyy/MM/dd ...`) Taiwan time; null when it is not one. */
export function parseTaipeiDateTime(text: unknown): Date | null {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?/.exec(typeof text === 'string' ? text : '');
  if (!m) return null;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)) - TAIPEI_OFFSET_MS;
  return new Date(utc);
}

/** The Data of an Issue call (B2C). A 統一編號 goes in CustomerIdentifier with the title as CustomerName, on ECPay's carrier (no paper). */
export function issueData(merchantId: string, request: IssueRequest): Record<string, unknown> {
  const { carrier } = request;
  const data: Record<string, unknown> = {
    MerchantID: merchantId,
    RelateNumber: request.relateNumber,
    CustomerID: '',
    CustomerIdentifier: carrier.type === 'company' ? carrier.unifiedNumber : '',
    CustomerName: carrier.type === 'company' ? carrier.title : request.customerName,
    CustomerAddr: '',
    CustomerPhone: '',
    CustomerEmail: request.email,
    ClearanceMark: '',
    Print: '0',
    Donation: carrier.type === 'donation' ? '1' : '0',
    LoveCode: carrier.type === 'donation' ? carrier.loveCode : '',
    // 1: ECPay's carrier (kept for the buyer by e-mail), 2: citizen certificate, 3: mobile barcode.
    CarrierType: carrier.type === 'donation' ? '' : carrier.type === 'certificate' ? '2' : carrier.type === 'mobile' ? '3' : '1',
    CarrierNum: carrier.type === 'mobile' ? carrier.barcode : carrier.type === 'certificate' ? carrier.number : '',
    TaxType: request.taxType,
    SalesAmount: request.amount,
    InvoiceRemark: request.remark ?? '',
    Items: request.items.map((item, i) => ({
      ItemSeq: i + 1,
      ItemName: item.name,
      ItemCount: item.count,
      ItemWord: item.word,
      ItemPrice: item.price,
      ItemTaxType: request.taxType,
      ItemAmount: item.amount,
    })),
    InvType: '07',
    vat: '1',
  };
  return data;
}

export interface EcpayEinvoiceOptions {
  credentials: EinvoiceCredentials;
  /** Read at each call: the in-process sandbox knows its address only once the server listens. */
  baseUrl: () => string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

type Answer = Record<string, unknown>;

/** ECPay's B2C e-invoice API (`/B2CInvoice/Issue`, `/Invalid`, `/Allowance`), JSON with the encrypted Data. */
export class EcpayEinvoiceClient implements EinvoiceProvider {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: EcpayEinvoiceOptions) {
    this.fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** One call: TransCode 1 means ECPay read the request; RtnCode 1 in the decrypted Data means it did it. */
  private async call(path: string, data: Record<string, unknown>, now: Date): Promise<Answer> {
    const { credentials } = this.options;
    let res: Response;
    try {
      res = await this.fetchFn(`${this.options.baseUrl().replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(credentials.merchantId, data, credentials, now)),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new EinvoiceError('network', `ECPay e-invoice could not be reached: ${(error as Error).message}`);
    }
    if (res.status !== 200) throw new EinvoiceError(`http_${res.status}`, `ECPay e-invoice answered HTTP ${res.status}`);
    const body = (await res.json()) as { TransCode?: number; TransMsg?: string; Data?: string };
    if (body.TransCode !== 1 || typeof body.Data !== 'string') throw new EinvoiceError(`trans_${body.TransCode ?? 'none'}`, body.TransMsg || 'ECPay e-invoice refused the request');
    const answer = decryptData(body.Data, credentials) as Answer;
    if (answer.RtnCode !== 1) throw new EinvoiceError(String(answer.RtnCode ?? 'unknown'), String(answer.RtnMsg ?? 'ECPay e-invoice refused'));
    return answer;
  }

  async issue(request: IssueRequest, now = new Date()): Promise<IssuedInvoice> {
    const answer = await this.call('/B2CInvoice/Issue', issueData(this.options.credentials.merchantId, request), now);
    const invoiceDate = parseTaipeiDateTime(answer.InvoiceDate);
    if (typeof answer.InvoiceNo !== 'string' || !invoiceDate || typeof answer.RandomNumber !== 'string') {
      throw new EinvoiceError('malformed', 'ECPay e-invoice answered without an invoice number, date or random number');
    }
    return { invoiceNumber: answer.InvoiceNo, invoiceDate, randomNumber: answer.RandomNumber };
  }

  async void(request: VoidRequest, now = new Date()): Promise<void> {
    const data = { MerchantID: this.options.credentials.merchantId, InvoiceNo: request.invoiceNumber, InvoiceDate: taipeiDate(request.invoiceDate), Reason: request.reason };
    await this.call('/B2CInvoice/Invalid', data, now);
  }

  async allowance(request: AllowanceRequest, now = new Date()): Promise<IssuedAllowance> {
    const data = {
      MerchantID: this.options.credentials.merchantId,
      InvoiceNo: request.invoiceNumber,
      InvoiceDate: taipeiDate(request.invoiceDate),
      // E: ECPay mails the allowance to NotifyMail.
      AllowanceNotify: 'E',
      CustomerName: request.customerName,
      NotifyMail: request.email,
      AllowanceAmount: request.amount,
      Items: request.items.map((item, i) => ({
        ItemSeq: i + 1,
        ItemName: item.name,
        ItemCount: item.count,
        ItemWord: item.word,
        ItemPrice: item.price,
        ItemTaxType: '1',
        ItemAmount: item.amount,
      })),
    };
    const answer = await this.call('/B2CInvoice/Allowance', data, now);
    const allowanceDate = parseTaipeiDateTime(answer.IA_Date);
    if (typeof answer.IA_Allow_No !== 'string' || !allowanceDate) throw new EinvoiceError('malformed', 'ECPay e-invoice answered an allowance without its number or date');
    return { allowanceNumber: answer.IA_Allow_No, allowanceDate, remaining: Number(answer.IA_Remain_Allowance_Amt ?? 0) };
  }
}
