/** Feature flags of spec section 1; all on by default. */
export const FEATURE_FLAGS = [
  'shop',
  'calendar',
  'photo',
  'safetyPayment',
  'businessLoan',
  'invoiceSettings',
  'partnerChannel',
  'telecomPartner',
  'mapsReservation',
  'oauth',
  'appDownloadPrompts',
  'homeBlogs',
  'phoneVerification',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The environment variable that turns a flag off or on, e.g. FEATURE_SHOP=false. */
export function flagEnvName(flag: FeatureFlag): string {
  return `FEATURE_${flag.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}
