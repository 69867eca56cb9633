/**
 * Certificates a pro submits for review (spec section 3 "Certificate", section 4: status 3 is
 * withdrawn). Status numbers are named here once.
 */
export const CertificateStatus = {
  Pending: 0,
  Approved: 1,
  Rejected: 2,
  Withdrawn: 3,
} as const;
export type CertificateStatusValue = (typeof CertificateStatus)[keyof typeof CertificateStatus];
export const CERTIFICATE_STATUSES = Object.values(CertificateStatus) as CertificateStatusValue[];

/** What a certificate proves: a licence, a company's registration, the holder's identity, or something else. */
export const CERTIFICATE_TYPES = ['license', 'company', 'identity', 'other'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** The identity document behind `real_id`. */
export const CARD_TYPES = ['national_id', 'resident_certificate'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * The user state's `id_status.status`: where the identity verification stands. Its own numbers
 * (0 = never submitted), not a certificate's status.
 */
export const IdVerificationStatus = {
  NotSubmitted: 0,
  Pending: 1,
  Approved: 2,
  Rejected: 3,
} as const;
export type IdVerificationStatusValue = (typeof IdVerificationStatus)[keyof typeof IdVerificationStatus];

/** The identity verification status of a user's current identity certificate (or none). */
export function idVerificationStatusOf(status: CertificateStatusValue | null | undefined): IdVerificationStatusValue {
  switch (status) {
    case CertificateStatus.Pending:
      return IdVerificationStatus.Pending;
    case CertificateStatus.Approved:
      return IdVerificationStatus.Approved;
    case CertificateStatus.Rejected:
      return IdVerificationStatus.Rejected;
    default:
      return IdVerificationStatus.NotSubmitted;
  }
}

/** Which statuses allow which owner actions; reviews only ever decide a pending one. */
export function canEdit(status: CertificateStatusValue): boolean {
  return status !== CertificateStatus.Withdrawn;
}
export function canWithdraw(status: CertificateStatusValue): boolean {
  return status !== CertificateStatus.Withdrawn;
}
export function canReview(status: CertificateStatusValue): boolean {
  return status === CertificateStatus.Pending;
}

/** Identity and company verification make a pro "verified" (the profile badge and the pro-list filter). */
export function verifiesPro(type: CertificateType): boolean {
  return type === 'identity' || type === 'company';
}

/** Documents one certificate may hold. */
export const CERTIFICATE_DOCUMENTS_MAX = 5;
/** Certificates a pro may keep (not counting withdrawn ones). */
export const CERTIFICATES_PER_USER_MAX = 30;
export const CERTIFICATE_NAME_MAX = 60;
export const REFERENCE_IDENTITY_MAX = 40;
export const REJECT_REASON_MAX = 500;
