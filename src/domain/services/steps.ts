/**
 * The service editing menu's steps (spec section 2: 0-19) and the onboarding steps. The spec
 * names the certificate steps only as "several"; the six here are the kinds of proof a pro can
 * file (the certification issue owns what each one asks).
 */
export const ServiceEditStep = {
  Basic: 0,
  Travel: 1,
  Category: 2,
  FAQ: 3,
  Media: 4,
  Reviews: 5,
  Description: 6,
  Logo: 7,
  Area: 8,
  Certificate: 9,
  Close: 10,
  CertificateIdentity: 11,
  CertificateCompany: 12,
  CertificateLicense: 13,
  CertificateInsurance: 14,
  CertificateTraining: 15,
  CertificateOther: 16,
  PublicView: 17,
  Hours: 18,
  Shop: 19,
} as const;
export type ServiceEditStepName = keyof typeof ServiceEditStep;
export type ServiceEditStepId = (typeof ServiceEditStep)[ServiceEditStepName];

export const SERVICE_EDIT_STEP_MAX = 19;

/** A route's step segment as a step, or undefined when it is not one. */
export function parseEditStep(value: string | undefined): ServiceEditStepId | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  const step = Number(value);
  return step <= SERVICE_EDIT_STEP_MAX ? (step as ServiceEditStepId) : undefined;
}

/** Onboarding steps (spec section 2). The user's onboard_state is the step reached. */
export const OnboardStep = {
  Welcome: 0,
  Basic: 1,
  Logo: 2,
  Description: 3,
} as const;
export type OnboardStepId = (typeof OnboardStep)[keyof typeof OnboardStep];

/** onboard_state once every step is done (one past the last step). */
export const ONBOARD_COMPLETED = 4;
