import { describe, expect, it } from 'vitest';
import { CertificateStatus, canEdit, canReview, canWithdraw, IdVerificationStatus, idVerificationStatusOf } from './certificate-status';
import { isMaskedValue, maskRealId, rejectCertificateSchema, validateCertificate } from './certificate.schema';

const fieldsOf = (input: Record<string, unknown>) => {
  const result = validateCertificate(input);
  return result.ok ? [] : result.errors.map((e) => e.field);
};

describe('validateCertificate', () => {
  it('takes a licence with a name and an optional reference, dropping fields of other types', () => {
    expect(validateCertificate({ type: 'license', name: ' 甲級電匠 ', reference_identity: ' 123-456 ', unified_number: '04595257', real_id: 'A123456789' })).toEqual({
      ok: true,
      value: { type: 'license', name: '甲級電匠', reference_identity: '123-456', unified_number: null, card_type: null, real_id: null },
    });
  });

  it.each([
    [{ type: 'license', name: '' }, ['name']],
    [{ type: 'license', name: '證'.repeat(61) }, ['name']],
    [{ type: 'license', name: '證', reference_identity: '1'.repeat(41) }, ['reference_identity']],
    [{ type: 'diploma', name: '證' }, ['type']],
    [{ name: '證' }, ['type']],
    [{ type: 'company', name: '好師傅有限公司' }, ['unified_number']],
    [{ type: 'company', name: '好師傅有限公司', unified_number: '12345678' }, ['unified_number']],
    [{ type: 'company', name: '好師傅有限公司', unified_number: '0459525' }, ['unified_number']],
    [{ type: 'identity', name: '身分驗證', real_id: 'A123456789' }, ['card_type']],
    [{ type: 'identity', name: '身分驗證', card_type: 'national_id' }, ['real_id']],
    [{ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456788' }, ['real_id']],
    [{ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A800000005' }, ['real_id']],
    [{ type: 'identity', name: '身分驗證', card_type: 'resident_certificate', real_id: 'A123456789' }, ['real_id']],
  ])('refuses %j naming %j', (input, fields) => {
    expect(fieldsOf(input)).toEqual(fields);
  });

  it('takes a company with a number valid only under the 2023 rule', () => {
    expect(validateCertificate({ type: 'company', name: '好師傅有限公司', unified_number: '04595252' })).toMatchObject({ ok: true, value: { unified_number: '04595252' } });
  });

  it('takes a national ID in lower case and a new-format resident certificate', () => {
    expect(validateCertificate({ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'a123456789' })).toMatchObject({
      ok: true,
      value: { card_type: 'national_id', real_id: 'A123456789' },
    });
    expect(validateCertificate({ type: 'identity', name: '居留證', card_type: 'resident_certificate', real_id: 'A800000005' })).toMatchObject({ ok: true });
  });

  it('names the field in zh-TW', () => {
    const result = validateCertificate({ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456788' });
    expect(result.ok ? '' : result.errors[0]!.message).toContain('身分證字號');
  });
});

describe('certificate statuses', () => {
  it.each([
    [CertificateStatus.Pending, true, true, true, IdVerificationStatus.Pending],
    [CertificateStatus.Approved, true, true, false, IdVerificationStatus.Approved],
    [CertificateStatus.Rejected, true, true, false, IdVerificationStatus.Rejected],
    [CertificateStatus.Withdrawn, false, false, false, IdVerificationStatus.NotSubmitted],
  ])('status %i: edit %s, withdraw %s, review %s, id status %i', (status, edit, withdraw, review, idStatus) => {
    expect([canEdit(status), canWithdraw(status), canReview(status), idVerificationStatusOf(status)]).toEqual([edit, withdraw, review, idStatus]);
  });

  it('has withdrawn as 3 (spec section 4) and no identity certificate as not submitted', () => {
    expect(CertificateStatus.Withdrawn).toBe(3);
    expect(idVerificationStatusOf(undefined)).toBe(IdVerificationStatus.NotSubmitted);
  });
});

describe('rejectCertificateSchema and maskRealId', () => {
  it('needs a reason', () => {
    expect(rejectCertificateSchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(rejectCertificateSchema.safeParse({}).success).toBe(false);
    expect(rejectCertificateSchema.parse({ reason: ' 照片模糊 ' })).toEqual({ reason: '照片模糊' });
  });

  it.each([
    ['A123456789', 'A12****789'],
    ['F823456781', 'F82****781'],
  ])('masks %s as %s, keeping the first and last three characters', (value, masked) => {
    expect(maskRealId(value)).toBe(masked);
    expect(isMaskedValue(masked)).toBe(true);
    expect(isMaskedValue(value)).toBe(false);
  });

  it('masks nothing when there is no ID', () => {
    expect(maskRealId(null)).toBeNull();
    expect(maskRealId('')).toBeNull();
    expect(isMaskedValue(undefined)).toBe(false);
  });
});
