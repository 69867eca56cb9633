import { missingForProfile, type ReadinessInput } from '../services/profile-readiness';

/**
 * A pro's profile, counted one way everywhere: the lead list's reminder, the free-credit task
 * 「完成專家檔案」 and the service editor's 「專家檔案已完整」 all read this. Four parts: the
 * pro's name, the service's basics (name, category, how and where it serves), its picture
 * (the logo the 大頭貼 step uploads) and a description long enough to judge it by.
 */
export const PROFILE_PARTS = ['name', 'basics', 'logo', 'description'] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface ProfileService extends ReadinessInput {
  hasLogo: boolean;
}

export interface ProfileCompletion {
  done: number;
  total: number;
  missing: ProfilePart[];
  complete: boolean;
}

/** Whether the pro's name counts as given: both the family and the given name, not blank. */
export function hasProName(user: { first_name: string | null; last_name: string | null }): boolean {
  return (user.first_name ?? '').trim() !== '' && (user.last_name ?? '').trim() !== '';
}

function partsDone(hasName: boolean, service: ProfileService | undefined): ProfilePart[] {
  const done: ProfilePart[] = hasName ? ['name'] : [];
  if (!service) return done;
  const missing = missingForProfile(service);
  if (missing.every((m) => m === 'description')) done.push('basics');
  if (service.hasLogo) done.push('logo');
  if (!missing.includes('description')) done.push('description');
  return done;
}

/** How complete the profile is; with several services the most complete one counts. */
export function profileCompletion(hasName: boolean, services: readonly ProfileService[]): ProfileCompletion {
  let best = partsDone(hasName, undefined);
  for (const service of services) {
    const done = partsDone(hasName, service);
    if (done.length > best.length) best = done;
  }
  const missing = PROFILE_PARTS.filter((p) => !best.includes(p));
  return { done: best.length, total: PROFILE_PARTS.length, missing, complete: missing.length === 0 };
}
