import { safeReturnPath } from '../../lib/safe-redirect';

export const OPS_HOME_PATH = '/ops';
export const OPS_LOGIN_PATH = '/ops/login';
export const OPS_AUDIT_PATH = '/ops/audit';
export const OPS_WALLET_ADJUSTMENTS_PATH = '/ops/wallet-adjustments';
export const OPS_PURCHASES_PATH = '/ops/purchases';
export const OPS_FINANCE_PATH = '/ops/finance';

/** The console's login, remembering the console page to come back to. */
export function opsLoginPath(from: string): string {
  return `${OPS_LOGIN_PATH}?from=${encodeURIComponent(from)}`;
}

/** Where a console sign-in goes: the console page asked for (never elsewhere, never login again), else the console's home. */
export function afterOpsLoginPath(search: string): string {
  const from = safeReturnPath(new URLSearchParams(search).get('from'));
  if (!from || !/^\/ops(\/|\?|$)/.test(from) || from.startsWith(OPS_LOGIN_PATH)) return OPS_HOME_PATH;
  return from;
}
