/** The colours a partner's web view shows (PARTNERS_FILE `theme`), as #rrggbb. */
export interface PartnerTheme {
  primary: string;
  headerBackground: string;
  headerText: string;
}

/**
 * What the site needs to draw a partner's shell: its name and colours, the link back to the
 * partner's app, and where its channel starts. Sent to the browser; no key or secret.
 */
export interface PartnerShell {
  id: string;
  name: string;
  landing: string;
  returnUrl: string | null;
  theme: PartnerTheme;
  allowedScreens: string[];
}

/** The cookie that marks a visitor of a partner channel (spec section 6). */
export const PARTNER_TOKEN_COOKIE = 'partner_token';
/** As long as any attribution cookie: a month. */
export const PARTNER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The feature flags a partner may sit behind. */
export const PARTNER_FEATURES = ['partnerChannel', 'telecomPartner'] as const;
export type PartnerFeature = (typeof PARTNER_FEATURES)[number];

/**
 * True when a path may be shown inside the channel: the partner's own screens and the listed
 * prefixes (`/category` allows `/category/x`, not `/categoryx`).
 */
export function isAllowedInShell(shell: Pick<PartnerShell, 'landing' | 'allowedScreens'>, path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return [shell.landing, ...shell.allowedScreens].some((prefix) => clean === prefix || clean.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
