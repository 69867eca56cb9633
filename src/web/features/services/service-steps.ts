import { ServiceEditStep, type ServiceEditStepId, type ServiceEditStepName } from '../../../domain/services/steps';

/** Where a step's work is done: here, or in another part of the dashboard (or not yet at all). */
export type StepKind = 'here' | 'elsewhere';

export interface StepDef {
  id: ServiceEditStepId;
  name: ServiceEditStepName;
  kind: StepKind;
}

const ELSEWHERE: readonly ServiceEditStepName[] = [
  'Media',
  'Logo',
  'Certificate',
  'CertificateIdentity',
  'CertificateCompany',
  'CertificateLicense',
  'CertificateInsurance',
  'CertificateTraining',
  'CertificateOther',
  'Hours',
  'Shop',
];

/** Every step of the editing menu, in number order. */
export const STEPS: readonly StepDef[] = (Object.entries(ServiceEditStep) as [ServiceEditStepName, ServiceEditStepId][])
  .sort((a, b) => a[1] - b[1])
  .map(([name, id]) => ({ id, name, kind: ELSEWHERE.includes(name) ? 'elsewhere' : 'here' }));

/**
 * The menu shows the certificate's sub-steps inside the Certificate step, not as entries of their
 * own. The Shop step shows only with the shop flag on (`menuSteps`).
 */
export const MENU_STEPS = STEPS.filter((s) => s.id <= ServiceEditStep.Close || s.id >= ServiceEditStep.PublicView);

/** The menu's steps with these flags: without the shop, no Shop step. */
export function menuSteps(flags: { shop: boolean }): readonly StepDef[] {
  return flags.shop ? MENU_STEPS : MENU_STEPS.filter((s) => s.name !== 'Shop');
}

export type ServicesBase = '/dashboard/services' | '/dashboard/profiles';

export function servicePath(base: ServicesBase, serviceId?: number, step?: number, active?: number): string {
  if (serviceId === undefined) return base;
  const parts = [base, String(serviceId)];
  if (step !== undefined) parts.push(String(step));
  if (step !== undefined && active !== undefined) parts.push(String(active));
  return parts.join('/');
}

/** A positive id from a route segment, or undefined. */
export function idParam(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** A list page from `?page=`, 1 when absent or bad. */
export function pageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
