/** `/service/{action}/{serviceId}`: the profile opened with one of these dialogs; any other action is a 404. */
export const PROFILE_ACTIONS = ['contact', 'share', 'report'] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];

export function isProfileAction(value: string | undefined): value is ProfileAction {
  return (PROFILE_ACTIONS as readonly (string | undefined)[]).includes(value);
}
