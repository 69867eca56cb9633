/**
 * The screens of spec section 2 that are not built yet (docs/not-built.md says what is missing
 * behind each). Their routes answer with the outline (the screen's title and a note that it is
 * coming); no menu or link of the product points at them. A screen that gets a component of its
 * own leaves this list: the route tests fail until it does, and fail for any other route left
 * without a screen.
 */
export const NOT_BUILT_SCREENS = [] as const;

/** Screen keys whose route only ever redirects (/dashboard goes to the mode's landing screen). */
export const REDIRECT_SCREENS = ['dashboard-home'] as const;

export function isNotBuilt(screen: string): boolean {
  return (NOT_BUILT_SCREENS as readonly string[]).includes(screen);
}
