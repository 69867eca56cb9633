import type { Role } from './route-table';

/**
 * Role-based dashboard segments (spec section 2). The spec's two lists are swapped relative
 * to their names (its "pro-only" list holds the consumer's screens: inbox, projects,
 * shop-consumer, photo); we use the reading in which each list holds its role's own screens.
 * See docs/decisions/0001-role-segments.md.
 */
export const PRO_ONLY_SEGMENTS = [
  'requests',
  'works',
  'services',
  'profiles',
  'pricing',
  'calendar',
  'google-reserve',
  'charge_application',
  'business-loan',
  'onboarding',
  'purchases',
  'transaction',
  'trust_fund_query',
  'credit',
  'preview-guide',
  'payfee',
] as const;
// ibon-orders: the consumer's orders made in the ibon channel (docs/partners.md).
export const CONSUMER_ONLY_SEGMENTS = ['projects', 'shop-consumer', 'photo', 'ibon-orders', 'ibon-order'] as const;
// Both roles talk to each other: one message inbox for either mode (docs/decisions/0003-start-mode.md).
export const SHARED_SEGMENTS = ['certification', 'appointment', 'shop', 'safety-payments', 'email_change', 'settings', 'inbox'] as const;

export const LANDING: Record<Role, string> = { pro: '/dashboard/requests', consumer: '/dashboard/projects' };

/** The role remembered in the browser (`user_role`), or null when none (or something else) is. */
export function rememberedRoleOf(value: string | null | undefined): Role | null {
  return value === 'consumer' || value === 'pro' ? value : null;
}

/**
 * The mode a signed-in user is in: the remembered role wins when there is one; otherwise pro
 * mode only for someone with a service, consumer mode (their requests) for everyone else
 * (docs/decisions/0003-start-mode.md). Unknown service counts (a guest) keep the spec's pro.
 */
export function resolveMode(remembered: string | null | undefined, serviceCount?: number): Role {
  const role = rememberedRoleOf(remembered);
  if (role) return role;
  if (serviceCount === undefined) return 'pro';
  return serviceCount > 0 ? 'pro' : 'consumer';
}

/** The first segment after /dashboard, e.g. 'requests'. */
export function dashboardSegment(pathname: string): string | undefined {
  const match = /^\/dashboard\/([^/]+)/.exec(pathname);
  return match?.[1];
}

/** Where a dashboard path sends a user in this mode: the path itself, or the mode's landing. */
export function roleRedirect(pathname: string, mode: Role): string | undefined {
  if (pathname === '/dashboard' || pathname === '/dashboard/') return LANDING[mode];
  const segment = dashboardSegment(pathname);
  if (!segment) return undefined;
  if (mode === 'consumer' && (PRO_ONLY_SEGMENTS as readonly string[]).includes(segment)) return LANDING.consumer;
  if (mode === 'pro' && (CONSUMER_ONLY_SEGMENTS as readonly string[]).includes(segment)) return LANDING.pro;
  return undefined;
}

export type QuoteRouteResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'show'; requestId: string | undefined; quoteId: string; details: boolean };

/**
 * The quote route's special rules: requestId 0 goes to the quote-only route; when the quote
 * id is the word `details`, quoteId is the first segment and the details are shown.
 */
export function resolveQuoteRoute(params: { requestId?: string; quoteId?: string; details?: string }): QuoteRouteResolution {
  const { requestId, quoteId, details } = params;
  if (requestId === undefined) return { kind: 'show', requestId: undefined, quoteId: quoteId ?? '', details: false };
  if (quoteId === 'details') return { kind: 'show', requestId: undefined, quoteId: requestId, details: true };
  if (requestId === '0') {
    const tail = details ? `/${details}` : '';
    return { kind: 'redirect', to: `/dashboard/projects/quote/${quoteId}${tail}` };
  }
  return { kind: 'show', requestId, quoteId: quoteId ?? '', details: details !== undefined };
}
