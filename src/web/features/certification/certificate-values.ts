import { type CertificateField, isMaskedValue } from '../../../domain/certificates/certificate.schema';
import type { Certificate } from './api/certification';

export type CertificateValues = Record<CertificateField, string>;
export type NumberField = 'real_id' | 'unified_number';
export type CertificateErrors = Partial<Record<CertificateField | 'documents', string>>;

/**
 * Numbers come back masked (`A12****789`); left as they are, the server keeps the stored one.
 * Only the check here needs a well-formed stand-in for them.
 */
const STAND_INS: Record<string, Partial<CertificateValues>> = {
  national_id: { real_id: 'A123456789' },
  resident_certificate: { real_id: 'A800000005' },
};
const COMPANY_STAND_IN = '00000000';

export function initialValues(cert: Certificate | undefined): CertificateValues {
  return {
    type: cert?.type ?? 'license',
    name: cert?.name ?? '',
    reference_identity: cert?.reference_identity ?? '',
    unified_number: cert?.unified_number ?? '',
    card_type: cert?.card_type ?? 'national_id',
    real_id: cert?.real_id ?? '',
  };
}

/** The stand-ins for the masked numbers the form leaves as they came. */
export function standInsFor(values: CertificateValues, existing: Certificate | undefined): Partial<CertificateValues> {
  const keeps = (field: NumberField) => Boolean(existing?.[field]) && values[field] === existing?.[field] && isMaskedValue(values[field]);
  return {
    ...(keeps('real_id') ? STAND_INS[values.card_type] : {}),
    ...(keeps('unified_number') ? { unified_number: COMPANY_STAND_IN } : {}),
  };
}
