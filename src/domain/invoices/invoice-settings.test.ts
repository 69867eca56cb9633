import { describe, expect, it } from 'vitest';
import { type InvoiceSettingsInput, invoiceLine, validateInvoiceSettings } from './invoice-settings';

const none = { carrier: null, donation_code: null, unified_number: null, title: null };

describe('validateInvoiceSettings accepts', () => {
  it.each<[string, InvoiceSettingsInput, Record<string, unknown>]>([
    ['the member carrier, dropping stray fields', { carrier_type: 'member', carrier: '/ABC1234' }, { carrier_type: 'member', ...none }],
    ['a mobile barcode', { carrier_type: 'mobile', carrier: '/ABC+-.9' }, { carrier_type: 'mobile', ...none, carrier: '/ABC+-.9' }],
    ['a mobile barcode typed in lowercase, as uppercase', { carrier_type: 'mobile', carrier: ' /abc1234 ' }, { carrier_type: 'mobile', ...none, carrier: '/ABC1234' }],
    ['a citizen digital certificate', { carrier_type: 'certificate', carrier: 'AB12345678901234' }, { carrier_type: 'certificate', ...none, carrier: 'AB12345678901234' }],
    ['a 3-digit donation code', { carrier_type: 'donation', donation_code: '919' }, { carrier_type: 'donation', ...none, donation_code: '919' }],
    ['a 7-digit donation code', { carrier_type: 'donation', donation_code: '8585858' }, { carrier_type: 'donation', ...none, donation_code: '8585858' }],
    [
      'a company with a valid number and a title',
      { carrier_type: 'company', unified_number: '22099131', title: ' 台灣積體電路製造股份有限公司 ', carrier: '/ABC1234' },
      { carrier_type: 'company', ...none, unified_number: '22099131', title: '台灣積體電路製造股份有限公司' },
    ],
    ['a company whose number has 7 as its 7th digit', { carrier_type: 'company', unified_number: '10458574', title: '範例有限公司' }, { carrier_type: 'company', ...none, unified_number: '10458574', title: '範例有限公司' }],
  ])('%s', (_name, input, expected) => {
    expect(validateInvoiceSettings(input)).toEqual({ ok: true, value: expected });
  });
});

describe('validateInvoiceSettings refuses, naming the field', () => {
  it.each<[string, InvoiceSettingsInput, string, string]>([
    ['an unknown type', { carrier_type: 'paper' }, 'carrier_type', '發票類型'],
    ['a missing mobile barcode', { carrier_type: 'mobile' }, 'carrier', '請填寫手機條碼'],
    ['a barcode without the slash', { carrier_type: 'mobile', carrier: 'ABC12345' }, 'carrier', '手機條碼格式錯誤'],
    ['a barcode of 6 characters', { carrier_type: 'mobile', carrier: '/ABC123' }, 'carrier', '手機條碼格式錯誤'],
    ['a barcode of 8 characters', { carrier_type: 'mobile', carrier: '/ABC12345' }, 'carrier', '手機條碼格式錯誤'],
    ['a barcode with a character outside the set', { carrier_type: 'mobile', carrier: '/ABC_123' }, 'carrier', '手機條碼格式錯誤'],
    ['a missing certificate', { carrier_type: 'certificate', carrier: '' }, 'carrier', '請填寫自然人憑證條碼'],
    ['a certificate with one letter', { carrier_type: 'certificate', carrier: 'A123456789012345' }, 'carrier', '自然人憑證條碼格式錯誤'],
    ['a certificate with 13 digits', { carrier_type: 'certificate', carrier: 'AB1234567890123' }, 'carrier', '自然人憑證條碼格式錯誤'],
    ['a missing donation code', { carrier_type: 'donation' }, 'donation_code', '請填寫捐贈碼'],
    ['a 2-digit donation code', { carrier_type: 'donation', donation_code: '12' }, 'donation_code', '3 到 7 碼數字'],
    ['an 8-digit donation code', { carrier_type: 'donation', donation_code: '12345678' }, 'donation_code', '3 到 7 碼數字'],
    ['a donation code with a letter', { carrier_type: 'donation', donation_code: '12A4' }, 'donation_code', '3 到 7 碼數字'],
    ['a missing business number', { carrier_type: 'company', title: '某公司' }, 'unified_number', '請填寫統一編號'],
    ['a 7-digit business number', { carrier_type: 'company', unified_number: '0459525', title: '某公司' }, 'unified_number', '8 碼數字'],
    ['a business number failing the checksum', { carrier_type: 'company', unified_number: '04595258', title: '某公司' }, 'unified_number', '檢查碼不正確'],
    ['a 7th-digit-7 number failing both readings', { carrier_type: 'company', unified_number: '10458572', title: '某公司' }, 'unified_number', '檢查碼不正確'],
    ['a company without a title', { carrier_type: 'company', unified_number: '04595257', title: '  ' }, 'title', '請填寫公司抬頭'],
    ['a title over 60 characters', { carrier_type: 'company', unified_number: '04595257', title: '公'.repeat(61) }, 'title', '最多 60 個字'],
  ])('%s', (_name, input, field, text) => {
    const result = validateInvoiceSettings(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.field).toBe(field);
    expect(result.message).toContain(text);
  });
});

describe('invoiceLine', () => {
  it.each([
    [null, '會員載具（寄送至會員 E-mail）'],
    [{ type: 'member' }, '會員載具（寄送至會員 E-mail）'],
    [{ type: 'mobile', carrier: '/ABC1234' }, '手機條碼載具 /ABC1234'],
    [{ type: 'certificate', carrier: 'AB12345678901234' }, '自然人憑證載具 AB12345678901234'],
    [{ type: 'donation', donation_code: '919' }, '捐贈發票（愛心碼 919）'],
    [{ type: 'company', unified_number: '04595257', title: '範例股份有限公司' }, '統一編號 04595257　範例股份有限公司'],
  ])('%j is %s', (invoice, line) => {
    expect(invoiceLine(invoice)).toBe(line);
  });
});
