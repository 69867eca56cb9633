import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessLoanStatus } from '../../../domain/business-loans/business-loan';
import type { BusinessLoan, OpsBusinessLoan, RevenueSummary } from '../../../domain/business-loans/business-loans.contract';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { toTaipeiParts } from '../../../domain/time';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createConsumer, createHiredBid, createProWithService, createSignedInUser, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from '../ops/ops.test-support';
import { postEscrow } from '../safety-payments';
import { seedHeldPayment } from '../safety-payments/safety-payments-refund.test-support';

const BASE = '/new/v1/business_loans';
const APPLICATION = { amount: 300000, term_months: 12, purpose: 'equipment', consent: true };

describe.each(ENGINES)('business loans on %s', (engine) => {
  // A minute ahead of the machine: the releases posted by the test (at the database's now) fall inside the window.
  const clock = new FixedClock(new Date(Date.now() + 60_000).toISOString());
  const server = useTestServer(engine, { clock, env: { JOBS_ENABLED: '0' } });
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    for (const role of OPERATOR_ROLES) cookies.set(role, (await createSignedInOperator(server, clock, role)).cookie);
  });

  const newPro = () => createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  /** A safety payment of the pro's, paid, then released with the fee: the pro's payable gets amount - fee. */
  async function release(pro: Awaited<ReturnType<typeof newPro>>, amount: number, fee: number) {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedHeldPayment(server.db, bidId, { amount, payType: 'cvs' });
    await server.db.transaction().execute((trx) => postEscrow(trx, { posting: { kind: 'release', paymentId: payment.id, proId: pro.user.id, amount, fee }, reference: 'released' }));
  }
  const add = (token: string, json: unknown) => server.api(`${BASE}/add.json`, { method: 'POST', token, json });
  const loanOf = (res: { body: Record<string, unknown> }) => res.body.business_loan as BusinessLoan;
  const ops = (role: string, path: string, json?: unknown) => server.api(`/ops/business_loans/${path}`, { method: json ? 'POST' : 'GET', json, cookie: cookies.get(role) });
  const thisMonth = () => {
    const { year, month } = toTaipeiParts(clock.now());
    return `${year}-${String(month).padStart(2, '0')}`;
  };

  it('previews the last 12 months of released payments, then stores that snapshot with the consent', async () => {
    const pro = await newPro();
    await release(pro, 10000, 500);
    await release(pro, 4000, 200);
    const other = await newPro();
    await release(other, 7000, 0);

    const preview = await server.api(`${BASE}/summary.json`, { token: pro.token });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const summary = preview.body.revenue_summary as RevenueSummary;
    expect(summary.months).toHaveLength(12);
    expect(summary.months.at(-1)).toEqual({ month: thisMonth(), amount: 13300, releases: 2 });
    expect(summary.months.slice(0, 11).every((m) => m.amount === 0)).toBe(true);
    expect(summary).toMatchObject({ total: 13300, releases: 2, currency: 'TWD' });

    const sent = await add(pro.token, { ...APPLICATION, purpose_note: '買高空作業梯' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(loanOf(sent)).toMatchObject({ amount: 300000, term_months: 12, purpose: 'equipment', purpose_note: '買高空作業梯', status: BusinessLoanStatus.Submitted });
    expect(loanOf(sent).revenue_summary.months).toEqual(summary.months);
    expect(loanOf(sent).consent_at).toMatch(/^\d{4}-\d{2}-\d{2} /);

    const list = await server.api(`${BASE}/index.json`, { token: pro.token });
    expect((list.body.business_loans as BusinessLoan[]).map((l) => l.business_loan_id)).toEqual([loanOf(sent).business_loan_id]);
    // A second open application is refused until the first is answered or withdrawn.
    expect((await add(pro.token, APPLICATION)).status).toBe(409);
  });

  it('refuses an application without consent, naming the field in zh-TW, and stores nothing', async () => {
    const pro = await newPro();
    for (const consent of [undefined, false, 'no']) {
      const res = await add(pro.token, { ...APPLICATION, consent });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('consent');
      expect(JSON.stringify(res.body)).toContain('同意');
    }
    const bad = await add(pro.token, { amount: 12.5, term_months: 7, purpose: 'other', consent: true });
    expect(bad.status).toBe(400);
    const fields = ((bad.body.fields ?? (bad.body as { errors?: unknown }).errors) as { field: string }[] | undefined)?.map((f) => f.field);
    expect(JSON.stringify(bad.body)).toContain('申請金額');
    if (fields) expect(fields).toEqual(expect.arrayContaining(['amount', 'term_months', 'purpose_note']));
    const stored = await server.db.selectFrom('business_loan_applications').select('id').where('pro_user_id', '=', pro.user.id).execute();
    expect(stored).toEqual([]);
  });

  it('lets the pro withdraw their own open application; another pro gets 404', async () => {
    const pro = await newPro();
    const other = await newPro();
    const id = loanOf(await add(pro.token, APPLICATION)).business_loan_id;
    expect((await server.api(`${BASE}/withdraw/${id}.json`, { method: 'POST', token: other.token })).status).toBe(404);
    const withdrawn = await server.api(`${BASE}/withdraw/${id}.json`, { method: 'POST', token: pro.token });
    expect(withdrawn.status).toBe(200);
    expect(loanOf(withdrawn)).toMatchObject({ status: BusinessLoanStatus.Withdrawn });
    expect(loanOf(withdrawn).withdrawn_at).not.toBeNull();
    expect((await server.api(`${BASE}/withdraw/${id}.json`, { method: 'POST', token: pro.token })).status).toBe(409);
    expect((await server.api(`${BASE}/index.json`, { token: other.token })).body.business_loans).toEqual([]);
    // Withdrawn, a new one may be sent.
    expect((await add(pro.token, APPLICATION)).status).toBe(200);
  });

  it('lets only finance and admin see and answer applications in the console', async () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'record_business_loans'))).toEqual(['finance', 'admin']);
    for (const role of OPERATOR_ROLES) {
      const pro = await newPro();
      const id = loanOf(await add(pro.token, APPLICATION)).business_loan_id;
      const allowed = operatorMay(role, 'record_business_loans');
      const calls = [
        await ops(role, 'index/page:1.json'),
        await ops(role, `view/${id}.json`),
        await ops(role, `decide/${id}.json`, { decision: 'declined', partner_reference: 'BK-1', note: '營收不足' }),
      ];
      for (const res of calls) expect(res.status, `${role} ${JSON.stringify(res.body)}`).toBe(allowed ? 200 : 403);
      const status = loanOf(await server.api(`${BASE}/index.json`, { token: pro.token }).then((r) => ({ body: { business_loan: (r.body.business_loans as BusinessLoan[])[0] } }))).status;
      expect(status).toBe(allowed ? BusinessLoanStatus.Declined : BusinessLoanStatus.Submitted);
    }
    // Marketplace sessions never pass the console's guard.
    const pro = await newPro();
    const id = loanOf(await add(pro.token, APPLICATION)).business_loan_id;
    expect((await server.api(`/ops/business_loans/view/${id}.json`, { token: pro.token })).status).toBe(403);
  });

  it('records the forwarding and the partner answer, audited, and e-mails the pro the answer', async () => {
    const pro = await newPro();
    await release(pro, 8000, 400);
    const id = loanOf(await add(pro.token, { ...APPLICATION, amount: '150,000' })).business_loan_id;
    const listed = await ops('finance', 'index/page:1.json?status=1');
    expect((listed.body.business_loans as OpsBusinessLoan[]).find((l) => l.business_loan_id === id)).toMatchObject({ amount: 150000, user: { id: pro.user.id } });
    const viewed = await ops('finance', `view/${id}.json`);
    expect((viewed.body.business_loan as OpsBusinessLoan).revenue_summary.total).toBe(7600);

    expect((await ops('finance', `decide/${id}.json`, { decision: 'approved' })).status).toBe(400);
    expect((await ops('finance', `decide/${id}.json`, { decision: 'maybe', partner_reference: 'X' })).status).toBe(400);
    const sentOn = await ops('finance', `decide/${id}.json`, { decision: 'sent_to_partner', note: '已寄送合作銀行' });
    expect(sentOn.status, JSON.stringify(sentOn.body)).toBe(200);
    expect(sentOn.body.business_loan).toMatchObject({ status: BusinessLoanStatus.SentToPartner });
    const approved = await ops('admin', `decide/${id}.json`, { decision: 'approved', partner_reference: 'BANK-2026-0042', note: '核准額度 15 萬' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.business_loan).toMatchObject({ status: BusinessLoanStatus.Approved, partner_reference: 'BANK-2026-0042', decision_note: '核准額度 15 萬' });
    expect((approved.body.business_loan as OpsBusinessLoan).decided_at).not.toBeNull();
    // Answered: no second answer, no withdrawal.
    expect((await ops('finance', `decide/${id}.json`, { decision: 'declined', partner_reference: 'BANK-2026-0042' })).status).toBe(409);
    expect((await server.api(`${BASE}/withdraw/${id}.json`, { method: 'POST', token: pro.token })).status).toBe(409);

    const audit = await server.db
      .selectFrom('operator_audit')
      .select(['action', 'before', 'after'])
      .where('target_type', '=', 'business_loan_application')
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['business_loan_view', 'business_loan_decide', 'business_loan_decide']);
    expect(audit[2]).toMatchObject({ before: { status: BusinessLoanStatus.SentToPartner }, after: { status: BusinessLoanStatus.Approved, partner_reference: 'BANK-2026-0042' } });

    const email = (await server.db.selectFrom('users').select('email').where('id', '=', pro.user.id).executeTakeFirstOrThrow()).email as string;
    const mails = await readOutbox(server.db, email);
    const mail = mails.find((m) => m.subject.includes('營運貸款'));
    expect(mail?.subject).toContain('銀行已核准');
    expect(mail?.body).toContain('BANK-2026-0042');
    expect(mails.filter((m) => m.subject.includes('營運貸款'))).toHaveLength(1);
  });

  it('writes the pro an in-app business_loan_decision notification for the forwarding and for the answer, once each', async () => {
    const notes = (userId: number) =>
      server.db.selectFrom('notifications').select(['type', 'quote_bid_id', 'dedupe_key']).where('user_id', '=', userId).where('type', '=', 'business_loan_decision').orderBy('id').execute();
    const pro = await newPro();
    const id = loanOf(await add(pro.token, APPLICATION)).business_loan_id;
    expect(await notes(pro.user.id)).toEqual([]);
    expect((await ops('finance', `decide/${id}.json`, { decision: 'sent_to_partner' })).status).toBe(200);
    expect(await notes(pro.user.id)).toEqual([{ type: 'business_loan_decision', quote_bid_id: null, dedupe_key: `business_loan:${id}:${BusinessLoanStatus.SentToPartner}` }]);
    // Forwarding again is refused and writes nothing.
    expect((await ops('finance', `decide/${id}.json`, { decision: 'sent_to_partner' })).status).toBe(409);
    expect(await notes(pro.user.id)).toHaveLength(1);
    expect((await ops('finance', `decide/${id}.json`, { decision: 'declined', partner_reference: 'BK-77', note: '營收不足' })).status).toBe(200);
    expect((await notes(pro.user.id)).map((n) => n.dedupe_key)).toEqual([`business_loan:${id}:${BusinessLoanStatus.SentToPartner}`, `business_loan:${id}:${BusinessLoanStatus.Declined}`]);
    expect((await ops('finance', `decide/${id}.json`, { decision: 'approved', partner_reference: 'BK-77' })).status).toBe(409);
    expect(await notes(pro.user.id)).toHaveLength(2);

    // An answer straight from submitted, refused for another pro's application: nobody else is told.
    const other = await newPro();
    const second = loanOf(await add(other.token, APPLICATION)).business_loan_id;
    expect((await ops('support', `decide/${second}.json`, { decision: 'approved', partner_reference: 'BK-78' })).status).toBe(403);
    expect(await notes(other.user.id)).toEqual([]);
    expect((await ops('admin', `decide/${second}.json`, { decision: 'approved', partner_reference: 'BK-78' })).status).toBe(200);
    expect(await notes(other.user.id)).toHaveLength(1);
    expect(await notes(pro.user.id)).toHaveLength(2);
  });

  it('answers 403 to a guest', async () => {
    expect((await server.api(`${BASE}/summary.json`)).status).toBe(403);
    const member = await createSignedInUser(server.db);
    expect((await server.api(`${BASE}/index.json`, { token: member.token })).status).toBe(200);
  });
});

describe('business loans with the flag off', () => {
  const clock = new FixedClock();
  const server = useTestServer('pglite', { clock, env: { FEATURE_BUSINESS_LOAN: 'false', JOBS_ENABLED: '0' } });

  it('answers 404 to every call, the pro and the console alike', async () => {
    const pro = await createSignedInUser(server.db, { signupRole: 'pro' });
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const calls = [
      await server.api(`${BASE}/summary.json`, { token: pro.token }),
      await server.api(`${BASE}/index.json`, { token: pro.token }),
      await server.api(`${BASE}/add.json`, { method: 'POST', token: pro.token, json: APPLICATION }),
      await server.api(`${BASE}/withdraw/1.json`, { method: 'POST', token: pro.token }),
      await server.api('/ops/business_loans/index/page:1.json', { cookie }),
      await server.api('/ops/business_loans/view/1.json', { cookie }),
      await server.api('/ops/business_loans/decide/1.json', { method: 'POST', cookie, json: { decision: 'approved', partner_reference: 'X' } }),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await server.db.selectFrom('business_loan_applications').select('id').execute()).toEqual([]);
  });
});
