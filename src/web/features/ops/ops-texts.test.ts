import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLE_TEXT, OPERATOR_ROLES } from '../../../domain/ops/operator-roles';
import { createI18n } from '../../i18n';
import { CONTENT_KINDS } from '../../../domain/ops/content-pages.contract';
import { isAddableKind, SCREEN_KINDS } from './ops-content-page-rules';
import { afterOpsLoginPath } from './ops-paths';
import { sectionsFor } from './ops-sections';

const i18n = createI18n();

describe("the console's texts and rules", () => {
  it.each(OPERATOR_ROLES)('names the %s role as the domain does', (role) => {
    expect(i18n.t(`ops>roles>${role}`)).toBe(OPERATOR_ROLE_TEXT[role]);
  });

  it('offers each role only the sections its permissions open', () => {
    expect(sectionsFor('support').map((s) => s.path)).toEqual([
      '/ops/users',
      '/ops/contact-messages',
      '/ops/catalogue',
      '/ops/free-credit-events',
      '/ops/referral-settings',
      '/ops/content/site_pages',
      '/ops/audit',
      '/ops/jobs',
      '/ops/login-risk',
    ]);
    expect(sectionsFor('trust_safety').map((s) => s.path)).toEqual([
      '/ops/queues',
      '/ops/charge_applications',
      '/ops/refund_disputes',
      '/ops/reports',
      '/ops/users',
      '/ops/contact-messages',
      '/ops/audit',
      '/ops/jobs',
      '/ops/login-risk',
    ]);
    expect(sectionsFor('finance').map((s) => s.path)).toEqual([
      '/ops/charge_applications',
      '/ops/refund_disputes',
      '/ops/payout_batches',
      '/ops/users',
      '/ops/wallet-adjustments',
      '/ops/purchases',
      '/ops/finance',
      '/ops/business_loans',
      '/ops/einvoices/failures',
      '/ops/audit',
      '/ops/jobs',
      '/ops/login-risk',
    ]);
    expect(sectionsFor('admin').map((s) => s.path)).toEqual([
      '/ops/queues',
      '/ops/charge_applications',
      '/ops/refund_disputes',
      '/ops/payout_batches',
      '/ops/reports',
      '/ops/users',
      '/ops/contact-messages',
      '/ops/wallet-adjustments',
      '/ops/purchases',
      '/ops/finance',
      '/ops/business_loans',
      '/ops/einvoices/failures',
      '/ops/catalogue',
      '/ops/free-credit-events',
      '/ops/referral-settings',
      '/ops/content/site_pages',
      '/ops/audit',
      '/ops/jobs',
      '/ops/login-risk',
    ]);
  });

  it('opens every content kind from the content section, each named, with its lead and empty list text', () => {
    expect(SCREEN_KINDS).toEqual(CONTENT_KINDS);
    expect(SCREEN_KINDS.filter(isAddableKind)).toEqual(['blog_posts', 'campaign_pages']);
    for (const kind of SCREEN_KINDS) {
      for (const key of [`kinds>${kind}`, `lead>${kind}`, `emptyBody>${kind}`, `previewHint>${kind}`]) {
        expect(i18n.exists(`ops>contentPages>${key}`), key).toBe(true);
      }
    }
    expect(i18n.t('ops>contentPages>section>body')).toContain('精選專題與價格指南');
  });

  it.each([
    ['', '/ops'],
    ['?from=%2Fops%2Faudit%3Fpage%3D2', '/ops/audit?page=2'],
    ['?from=%2Fdashboard%2Fcredit', '/ops'],
    ['?from=%2Fops%2Flogin', '/ops'],
    ['?from=%2Fopsx', '/ops'],
    ['?from=https%3A%2F%2Fevil.example%2Fops', '/ops'],
  ])('after login with %s goes to %s', (search, path) => {
    expect(afterOpsLoginPath(search)).toBe(path);
  });
});
