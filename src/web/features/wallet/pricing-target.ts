import { safeReturnPath } from '../../lib/safe-redirect';

/** What dashboard/pricing/{target} asks for: a package chosen, an amount typed, a page to go back to. */
export interface PricingTarget {
  packageId: number | null;
  amount: number | null;
  returnTo: string | null;
}

// `lead-12` is the pro's lead 12 (a quote refused for credit, code 10); `work-12` a job.
const RETURN_PATHS: Record<string, (id: string) => string> = {
  lead: (id) => `/dashboard/requests/${id}`,
  work: (id) => `/dashboard/works/${id}`,
};

/**
 * Reads the target segment (`3` or `package-3`, `amount-500`, `lead-12`, `work-12`) and the
 * `from` query (a same-site dashboard path). Anything else is ignored: the page opens as usual.
 */
export function readPricingTarget(target: string | undefined, from: string | null = null): PricingTarget {
  const result: PricingTarget = { packageId: null, amount: null, returnTo: null };
  const match = /^(?:(package|amount|lead|work)-)?([1-9]\d{0,8})$/.exec(target ?? '');
  if (match?.[2]) {
    const [, kind = 'package', id] = match;
    if (kind === 'package') result.packageId = Number(id);
    else if (kind === 'amount') result.amount = Number(id);
    else result.returnTo = RETURN_PATHS[kind]?.(id) ?? null;
  }
  const back = safeReturnPath(from);
  if (result.returnTo === null && back?.startsWith('/dashboard/')) result.returnTo = back;
  return result;
}

/** The pricing path that comes back to a page afterwards, e.g. for the lead screen's code 10. */
export function pricingPathBackTo(path: string): string {
  return `/dashboard/pricing?from=${encodeURIComponent(path)}`;
}
