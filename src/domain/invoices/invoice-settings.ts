/**
 * A user's e-invoice choice for credit purchases (Taiwan's uniform e-invoice): the member
 * carrier (the default: the invoice is kept by us and mailed), a mobile barcode, a citizen
 * digital certificate, a donation to a charity's code, or a company invoice with the
 * unified business number and title. Each purchase keeps a copy (PurchaseInvoice).
 */
import { isValidBusinessNumber } from './business-number';

export const CARRIER_TYPES = ['member', 'mobile', 'certificate', 'donation', 'company'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

export const CARRIER_TYPE_TEXT: Record<CarrierType, string> = {
  member: '會員載具',
  mobile: '手機條碼載具',
  certificate: '自然人憑證載具',
  donation: '捐贈發票',
  company: '公司戶發票（統一編號）',
};

/** `/` and 7 of 0-9, A-Z, `.`, `+`, `-` (the Ministry of Finance's mobile barcode). */
export const MOBILE_BARCODE_PATTERN = /^\/[0-9A-Z.+-]{7}$/;
/** 2 uppercase letters and 14 digits. */
export const CERTIFICATE_PATTERN = /^[A-Z]{2}[0-9]{14}$/;
/** A charity's donation code (愛心碼): 3 to 7 digits. */
export const DONATION_CODE_PATTERN = /^[0-9]{3,7}$/;
export const COMPANY_TITLE_MAX = 60;

export interface InvoiceSettingsInput {
  carrier_type: string;
  carrier?: string | null;
  donation_code?: string | null;
  unified_number?: string | null;
  title?: string | null;
}

/** What is stored: only the fields of the chosen type, normalised. */
export interface InvoiceSettings {
  carrier_type: CarrierType;
  carrier: string | null;
  donation_code: string | null;
  unified_number: string | null;
  title: string | null;
}

export type InvoiceSettingsResult =
  | { ok: true; value: InvoiceSettings }
  | { ok: false; field: keyof InvoiceSettingsInput; message: string };

function isCarrierType(value: string): value is CarrierType {
  return (CARRIER_TYPES as readonly string[]).includes(value);
}

const clean = (v: string | null | undefined) => (v ?? '').trim();

type FieldFailure = Extract<InvoiceSettingsResult, { ok: false }>;

/** A required field that must match its pattern: the value, or the failure naming the field. */
function patternField(
  field: FieldFailure['field'],
  value: string,
  pattern: RegExp,
  missing: string,
  malformed: string,
): { ok: true; value: string } | FieldFailure {
  if (!value) return { ok: false, field, message: missing };
  if (!pattern.test(value)) return { ok: false, field, message: malformed };
  return { ok: true, value };
}

/** Checks and normalises the settings; the error names the field in zh-TW. */
export function validateInvoiceSettings(input: InvoiceSettingsInput): InvoiceSettingsResult {
  const type = clean(input.carrier_type);
  if (!isCarrierType(type)) return { ok: false, field: 'carrier_type', message: '發票類型請選擇會員載具、手機條碼、自然人憑證、捐贈或公司戶' };
  const none: InvoiceSettings = { carrier_type: type, carrier: null, donation_code: null, unified_number: null, title: null };
  switch (type) {
    case 'member':
      return { ok: true, value: none };
    case 'mobile': {
      // Barcodes are printed in uppercase; a lowercase entry is the same barcode.
      const carrier = patternField('carrier', clean(input.carrier).toUpperCase(), MOBILE_BARCODE_PATTERN, '請填寫手機條碼', '手機條碼格式錯誤：須為「/」加 7 碼數字、大寫英文字母或 . + -');
      return carrier.ok ? { ok: true, value: { ...none, carrier: carrier.value } } : carrier;
    }
    case 'certificate': {
      const carrier = patternField('carrier', clean(input.carrier).toUpperCase(), CERTIFICATE_PATTERN, '請填寫自然人憑證條碼', '自然人憑證條碼格式錯誤：須為 2 碼大寫英文字母加 14 碼數字');
      return carrier.ok ? { ok: true, value: { ...none, carrier: carrier.value } } : carrier;
    }
    case 'donation': {
      const code = patternField('donation_code', clean(input.donation_code), DONATION_CODE_PATTERN, '請填寫捐贈碼（愛心碼）', '捐贈碼（愛心碼）須為 3 到 7 碼數字');
      return code.ok ? { ok: true, value: { ...none, donation_code: code.value } } : code;
    }
    case 'company': {
      const checked = patternField('unified_number', clean(input.unified_number), /^[0-9]{8}$/, '請填寫統一編號', '統一編號須為 8 碼數字');
      if (!checked.ok) return checked;
      const number = checked.value;
      if (!isValidBusinessNumber(number)) return { ok: false, field: 'unified_number', message: '統一編號檢查碼不正確，請確認號碼' };
      const title = clean(input.title);
      if (!title) return { ok: false, field: 'title', message: '請填寫公司抬頭' };
      if ([...title].length > COMPANY_TITLE_MAX) return { ok: false, field: 'title', message: `公司抬頭最多 ${COMPANY_TITLE_MAX} 個字` };
      return { ok: true, value: { ...none, unified_number: number, title } };
    }
  }
}

/** The copy a purchase keeps (credit_purchases.invoice); the same shape as the server's PurchaseInvoice. */
export interface InvoiceCopy {
  type: string;
  carrier?: string;
  donation_code?: string;
  unified_number?: string;
  title?: string;
}

/**
 * One zh-TW line for a purchase record: which carrier the invoice went to. Null (nothing was
 * saved when the purchase was made) is the member carrier.
 */
export function invoiceLine(invoice: InvoiceCopy | null | undefined): string {
  if (!invoice || invoice.type === 'member') return `${CARRIER_TYPE_TEXT.member}（寄送至會員 E-mail）`;
  switch (invoice.type) {
    case 'mobile':
      return `${CARRIER_TYPE_TEXT.mobile} ${invoice.carrier ?? ''}`.trim();
    case 'certificate':
      return `${CARRIER_TYPE_TEXT.certificate} ${invoice.carrier ?? ''}`.trim();
    case 'donation':
      return `捐贈發票（愛心碼 ${invoice.donation_code ?? ''}）`;
    case 'company':
      return `統一編號 ${invoice.unified_number ?? ''}　${invoice.title ?? ''}`.trim();
    default:
      return CARRIER_TYPE_TEXT.member;
  }
}
