import { BusinessLoanStatus } from '../../../domain/business-loans/business-loan';
import type { World } from '../access-matrix.world';
import { type Ctx, get, type MatrixEntry, post } from './entry';

const BASE = '/new/v1/business_loans';
/** The console's business loans (permission record_business_loans; roles: features/business-loans/business-loans.routes.test.ts). */
const CONSOLE_ONLY = { owner: 403, sameRole: 403, otherRole: 403 } as const;
const EMPTY_SUMMARY = JSON.stringify({ months: [], total: 0, releases: 0, currency: 'TWD', computed_at: '2026-01-01 00:00:00' });

/** P's open application, sent through the API (P has at most one open: withdrawn ones are skipped). */
async function openLoanOfP(w: World): Promise<Ctx> {
  const open = await w.server.db
    .selectFrom('business_loan_applications')
    .select('id')
    .where('pro_user_id', '=', w.actors.P.id)
    .where('status', 'in', [BusinessLoanStatus.Submitted, BusinessLoanStatus.SentToPartner])
    .executeTakeFirst();
  if (open) return { id: open.id };
  const body = await w.ok(w.actors.P, `${BASE}/add.json`, { method: 'POST', json: { amount: 100000, term_months: 12, purpose: 'working_capital', consent: true } });
  return { id: (body.business_loan as { business_loan_id: number }).business_loan_id };
}

/** An application of P's written straight into the table (withdrawn, so it never blocks P's own). */
async function loanRowOfP(w: World): Promise<Ctx> {
  const row = await w.server.db
    .insertInto('business_loan_applications')
    .values({
      pro_user_id: w.actors.P.id,
      amount: 100000,
      term_months: 12,
      purpose: 'working_capital',
      consent_at: new Date(),
      revenue_summary: EMPTY_SUMMARY,
      status: BusinessLoanStatus.Withdrawn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export const BUSINESS_LOAN_ENTRIES: Record<string, MatrixEntry> = {
  'POST /api/new/v1/business_loans/withdraw/:file': {
    owner: 'P',
    setup: openLoanOfP,
    call: (_w, c) => post(`${BASE}/withdraw/${c.id}.json`),
    readBack: () => `${BASE}/index.json`,
  },
  // The console: every marketplace caller, the application's owner included, gets 403.
  'GET /api/ops/business_loans/index/*': { owner: 'P', call: () => get('/ops/business_loans/index/page:1.json'), expect: CONSOLE_ONLY },
  'GET /api/ops/business_loans/view/:file': { owner: 'P', setup: loanRowOfP, call: (_w, c) => get(`/ops/business_loans/view/${c.id}.json`), expect: CONSOLE_ONLY },
  'POST /api/ops/business_loans/decide/:file': {
    owner: 'P',
    setup: loanRowOfP,
    call: (_w, c) => post(`/ops/business_loans/decide/${c.id}.json`, { decision: 'approved', partner_reference: 'MATRIX-1' }),
    expect: CONSOLE_ONLY,
  },
};
