import { safeReturnPath } from '../../lib/safe-redirect';

export const OPS_HOME_PATH = '/ops';
export const OPS_LOGIN_PATH = '/ops/login';
export const OPS_AUDIT_PATH = '/ops/audit';
export const OPS_WALLET_ADJUSTMENTS_PATH = '/ops/wallet-adjustments';
export const OPS_QUEUES_PATH = '/ops/queues';
/** A queue's list, e.g. /ops/certificates (the queue's id is its path). */
export const opsQueuePath = (queue: string) => `/ops/${queue}`;
/** One certificate of the certificates queue. */
export const opsCertificatePath = (id: number) => `/ops/certificates/${id}`;
/** The charge applications queue (its own section: finance opens it without the overview). */
export const OPS_CHARGE_APPLICATIONS_PATH = '/ops/charge_applications';
/** One application of the charge applications queue. */
export const opsChargeApplicationPath = (id: number) => `/ops/charge_applications/${id}`;
/** One item of the shop items queue. */
export const opsShopItemPath = (id: number) => `/ops/shop_items/${id}`;
/** The pros' business loan applications (flag businessLoan), and one of them. */
export const OPS_BUSINESS_LOANS_PATH = '/ops/business_loans';
export const opsBusinessLoanPath = (id: number) => `${OPS_BUSINESS_LOANS_PATH}/${id}`;
export const OPS_USERS_PATH = '/ops/users';

/** One user's page in the console. */
export const opsUserPath = (userId: number) => `${OPS_USERS_PATH}/${userId}`;
export const OPS_CONTACT_MESSAGES_PATH = '/ops/contact-messages';
/** One contact message of the support inbox. */
export const opsContactMessagePath = (id: number) => `${OPS_CONTACT_MESSAGES_PATH}/${id}`;
export const OPS_JOBS_PATH = '/ops/jobs';
export const OPS_LOGIN_RISK_PATH = '/ops/login-risk';
export const OPS_REPORTS_PATH = '/ops/reports';

/** One user's standing and sanctions. */
export function opsModerationPath(userId: number): string {
  return `/ops/moderation/${userId}`;
}
export const OPS_PURCHASES_PATH = '/ops/purchases';
export const OPS_FINANCE_PATH = '/ops/finance';
export const OPS_FREE_CREDIT_EVENTS_PATH = '/ops/free-credit-events';
export const OPS_REFERRAL_SETTINGS_PATH = '/ops/referral-settings';
export const OPS_CATALOGUE_PATH = '/ops/catalogue';
/** One category's page in the catalogue editor. */
export const opsCategoryPath = (id: number) => `${OPS_CATALOGUE_PATH}/${id}`;
export const OPS_GENRES_PATH = '/ops/catalogue/genres';
export const OPS_CITIES_PATH = '/ops/catalogue/cities';
/** One city's page (its districts) in the catalogue editor. */
export const opsCityPath = (id: number) => `${OPS_CITIES_PATH}/${id}`;

/** The content editor's list of one kind of page (site_pages, blog_posts, campaign_pages). */
export const opsContentListPath = (kind: string) => `/ops/content/${kind}`;
/** The content editor's first list: the site pages. */
export const OPS_CONTENT_PAGES_PATH = opsContentListPath('site_pages');
/** The key of a page not made yet: the editor's form for a new blog post or campaign page. */
export const OPS_NEW_CONTENT_KEY = 'new';
/** One page in the content editor: a site page by its slug, a post or campaign by its id. */
export const opsContentPagePath = (kind: string, key: string) => `/ops/content/${kind}/${key}`;

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
/** The refund disputes queue and one dispute (its item: the payment). */
export const OPS_REFUND_DISPUTES_PATH = '/ops/refund_disputes';
export const opsRefundDisputePath = (id: number) => `${OPS_REFUND_DISPUTES_PATH}/${id}`;
/** The payout batches queue and one batch. */
export const OPS_PAYOUT_BATCHES_PATH = '/ops/payout_batches';
export const opsPayoutBatchPath = (id: number) => `${OPS_PAYOUT_BATCHES_PATH}/${id}`;
/** The e-invoice failures of finance. */
export const OPS_EINVOICE_FAILURES_PATH = '/ops/einvoices/failures';
