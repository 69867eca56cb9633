import { describe, expect, it } from 'vitest';
import { bankName, isKnownBankCode } from '../payments/bank-codes';
import { lastFour, maskTail, namesMatch, normaliseName, validateChargeApplication } from './charge-application.schema';

const personal = { type: 'personal', real_id: 'A123456789', bank_code: '808', bank_branch: '0012', bank_account: '1234-5678-9012', holder_name: '王 小明' };
const company = { type: 'company', unified_number: '22099131', company_name: '好師傅有限公司', bank_code: '700', bank_branch: '0001', bank_account: '00012345678901', holder_name: '好師傅有限公司' };

const fieldsOf = (input: Record<string, unknown>, name = '王小明') => {
  const result = validateChargeApplication(input, name);
  return result.ok ? [] : result.errors.map((e) => e.field);
};

describe('validateChargeApplication', () => {
  it('accepts a person with a valid national ID and a holder name that matches the real name', () => {
    expect(validateChargeApplication(personal, '王小明')).toEqual({
      ok: true,
      value: { type: 'personal', identity_number: 'A123456789', company_name: null, bank_code: '808', bank_branch: '0012', bank_account: '123456789012', holder_name: '王 小明' },
    });
  });

  it('accepts a company whose holder name is its registered name', () => {
    const result = validateChargeApplication(company, '');
    expect(result).toMatchObject({ ok: true, value: { type: 'company', identity_number: '22099131', company_name: '好師傅有限公司', bank_account: '00012345678901' } });
  });

  it.each([
    ['no type', { ...personal, type: 'shop' }, ['type']],
    ['no national ID', { ...personal, real_id: '' }, ['real_id']],
    ['a wrong check digit', { ...personal, real_id: 'A123456788' }, ['real_id']],
    ['a resident certificate number', { ...personal, real_id: 'A800000014' }, ['real_id']],
    ['a bad unified number', { ...company, unified_number: '22099132' }, ['unified_number']],
    ['no company name', { ...company, company_name: '' }, ['company_name']],
    ['a 2-digit bank code', { ...personal, bank_code: '80' }, ['bank_code']],
    ['an unknown bank code', { ...personal, bank_code: '999' }, ['bank_code']],
    ['no bank code', { ...personal, bank_code: '' }, ['bank_code']],
    ['a 3-digit branch', { ...personal, bank_branch: '123' }, ['bank_branch']],
    ['a 9-digit account', { ...personal, bank_account: '123456789' }, ['bank_account']],
    ['a 17-digit account', { ...personal, bank_account: '12345678901234567' }, ['bank_account']],
    ['letters in the account', { ...personal, bank_account: '12345678AB' }, ['bank_account']],
    ['no holder name', { ...personal, holder_name: '' }, ['holder_name']],
    ['another person as holder', { ...personal, holder_name: '王大明' }, ['holder_name']],
    ['another company as holder', { ...company, holder_name: '好師傅企業社' }, ['holder_name']],
  ])('refuses %s, naming the field', (_what, input, fields) => {
    expect(fieldsOf(input)).toEqual(fields);
  });

  it('asks for the real name first when the account has none', () => {
    const result = validateChargeApplication(personal, '  ');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual([{ field: 'holder_name', message: expect.stringContaining('真實姓名') }]);
  });

  it('writes its messages in zh-TW', () => {
    const result = validateChargeApplication({}, '王小明');
    expect(result.ok).toBe(false);
    if (!result.ok) for (const e of result.errors) expect(e.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('names and masks', () => {
  it('compares names without spaces, in NFKC, with 臺 as 台', () => {
    expect(normaliseName('　王　小明 ')).toBe('王小明');
    expect(namesMatch('臺灣好師傅有限公司', '台灣好師傅有限公司')).toBe(true);
    expect(namesMatch('ＡＢＣ 工作室', 'ABC工作室')).toBe(true);
    expect(namesMatch('王小明', '')).toBe(false);
  });

  it('keeps the last four characters', () => {
    expect(lastFour('123456789012')).toBe('9012');
    expect(maskTail('9012')).toBe('******9012');
    expect(maskTail('9012', 12)).toBe('********9012');
  });

  it('knows the banks by code', () => {
    expect(bankName('700')).toBe('中華郵政');
    expect(isKnownBankCode('808')).toBe(true);
    expect(isKnownBankCode('000')).toBe(false);
  });
});
