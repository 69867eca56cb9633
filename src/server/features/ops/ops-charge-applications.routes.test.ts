import { describe, expect, it } from 'vitest';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import type { OpsChargeApplicationItem } from '../../../domain/charge-applications/charge-applications.contract';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createSignedInUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { appOf, chargeApplicationsSuite, company, personal } from '../charge-applications/charge-applications.test-support';

describe.each(ENGINES)('the console charge applications queue on %s', (engine) => {
  const suite = chargeApplicationsSuite(engine);
  const { newPro, add, index, operator, list, review, approve, reject } = suite;
  const items = (res: { body: Record<string, unknown> }) => res.body.charge_applications as OpsChargeApplicationItem[];
  const auditOf = (operatorId: number, action: string) =>
    suite.server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'reason'])
      .where('operator_id', '=', operatorId)
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const emailOf = async (userId: number) =>
    (await suite.server.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email as string;

  it('lets trust_safety, finance and admin review, and no one else', () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'review_charge_applications'))).toEqual(['trust_safety', 'finance', 'admin']);
  });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    const allowed = operatorMay(role, 'review_charge_applications');
    it(`${allowed ? 'lists, views, approves and rejects' : 'is refused 403 forbidden on every call, and nothing changes'}`, async () => {
      const first = await newPro();
      const second = await newPro();
      const { cookie } = await operator(role);
      const a = appOf(await add(first.token, personal)).charge_application_id;
      const b = appOf(await add(second.token, company)).charge_application_id;
      const calls = [await list(cookie), await review(cookie, a), await approve(cookie, a), await reject(cookie, b, '文件不清楚')];
      calls.push(await suite.server.api('/ops/queues.json', { cookie }));
      for (const res of calls.slice(0, 4)) {
        expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
      const statuses = [(await index(first.token)).body.charge_application, (await index(second.token)).body.charge_application].map((x) => (x as { status: number }).status);
      expect(statuses).toEqual(allowed ? [ChargeApplicationStatus.Approved, ChargeApplicationStatus.Rejected] : [ChargeApplicationStatus.Pending, ChargeApplicationStatus.Pending]);
      const overview = calls[4]!.body.queues as { id: string }[];
      expect(overview.some((q) => q.id === 'charge_applications')).toBe(allowed);
    });
  });

  it('answers 403 invalid token to a guest and marketplace sessions', async () => {
    const pro = await newPro();
    const id = appOf(await add(pro.token, personal)).charge_application_id;
    const member = await createSignedInUser(suite.server.db);
    for (const who of [{}, { token: pro.token }, { token: member.token }]) {
      for (const [path, method] of [
        ['/ops/charge_applications/index/page:1.json', 'GET'],
        [`/ops/charge_applications/view/${id}.json`, 'GET'],
        [`/ops/charge_applications/approve/${id}.json`, 'POST'],
        [`/ops/charge_applications/reject/${id}.json`, 'POST'],
      ] as const) {
        const res = await suite.server.api(path, { method, ...who, ...(method === 'POST' ? { json: { reason: '自己退自己' } } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await index(pro.token)).body.charge_application).toMatchObject({ status: ChargeApplicationStatus.Pending });
  });

  it('lists masked; each view shows the numbers whole and is audited; a document opened is audited; approving is audited and e-mailed', async () => {
    const pro = await newPro();
    const { operator: op, cookie } = await operator('finance');
    const id = appOf(await add(pro.token, personal)).charge_application_id;
    const queue = await list(cookie, 'type=personal&assigned=unassigned');
    expect(queue.status).toBe(200);
    expect(items(queue).find((c) => c.charge_application_id === id)).toMatchObject({ real_id: '******6789', bank_account: '********8901', user: { id: pro.user.id }, assignment: null });
    expect(JSON.stringify(queue.body)).not.toContain('A123456789');
    expect(JSON.stringify(queue.body)).not.toContain('00012345678901');
    expect(items(await list(cookie, 'type=company')).some((c) => c.charge_application_id === id)).toBe(false);

    const viewed = await review(cookie, id);
    expect(viewed.body.charge_application).toMatchObject({ charge_application_id: id, real_id: 'A123456789', bank_account: '00012345678901', user: { id: pro.user.id } });
    expect(await auditOf(op.id, 'charge_application_view')).toEqual([
      { action: 'charge_application_view', target_type: 'charge_application', target_id: String(id), before: null, after: { status: 1, type: 'personal', user_id: pro.user.id }, reason: null },
    ]);

    const docId = (viewed.body.charge_application as { documents: { id: number }[] }).documents[1]!.id;
    const docUrl = `${suite.server.baseUrl}/charge-application-files/${docId}`;
    const doc = await fetch(docUrl, { headers: { cookie } });
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await doc.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
    expect(await auditOf(op.id, 'charge_application_document_view')).toEqual([
      expect.objectContaining({ target_type: 'charge_application', target_id: String(id), after: { document_id: docId } }),
    ]);
    expect((await fetch(docUrl, { headers: { 'x-session-token': pro.token } })).status).toBe(200);
    const stranger = await createSignedInUser(suite.server.db);
    expect((await fetch(docUrl, { headers: { 'x-session-token': stranger.token } })).status).toBe(404);
    expect((await fetch(docUrl)).status).toBe(404);
    const support = await operator('support');
    expect((await fetch(docUrl, { headers: { cookie: support.cookie } })).status).toBe(404);
    expect(await auditOf(op.id, 'charge_application_document_view')).toHaveLength(1);

    const res = await approve(cookie, id);
    expect(res.status).toBe(200);
    expect(res.body.charge_application).toMatchObject({ status: ChargeApplicationStatus.Approved, real_id: 'A123456789' });
    expect(await auditOf(op.id, 'charge_application_approve')).toEqual([
      { action: 'charge_application_approve', target_type: 'charge_application', target_id: String(id), before: { status: 1, reject_reason: null }, after: { status: 2, reject_reason: null }, reason: null },
    ]);
    const stored = await suite.server.db.selectFrom('charge_applications').select(['reviewed_by_operator_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.reviewed_by_operator_id).toBe(op.id);
    const mail = await readOutbox(suite.server.db, await emailOf(pro.user.id));
    expect(mail.at(-1)).toMatchObject({ channel: 'email', subject: expect.stringContaining('收款帳戶申請已通過') });

    const twice = await approve(cookie, id);
    expect(twice.status).toBe(409);
    expect((await reject(cookie, id, '再退一次')).status).toBe(409);
  });

  it('rejects only with a reason, audited with it, and e-mails the reason', async () => {
    const pro = await newPro();
    const { operator: op, cookie } = await operator();
    const id = appOf(await add(pro.token, company)).charge_application_id;
    const noReason = await reject(cookie, id);
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ field: 'reason', message: expect.stringMatching(/退件原因/) })]);
    const res = await reject(cookie, id, '存摺封面上的戶名與申請的戶名不符');
    expect(res.status).toBe(200);
    expect(await auditOf(op.id, 'charge_application_reject')).toEqual([
      expect.objectContaining({ target_id: String(id), before: { status: 1, reject_reason: null }, after: { status: 3, reject_reason: '存摺封面上的戶名與申請的戶名不符' }, reason: '存摺封面上的戶名與申請的戶名不符' }),
    ]);
    const mail = await readOutbox(suite.server.db, await emailOf(pro.user.id));
    expect(mail.at(-1)).toMatchObject({ subject: expect.stringContaining('已退件'), body: expect.stringContaining('存摺封面上的戶名與申請的戶名不符') });
  });

  it("writes the pro one in-app charge_application_decision notification for each decision, none when refused", async () => {
    const notes = (userId: number) =>
      suite.server.db.selectFrom('notifications').select(['type', 'quote_bid_id', 'notified_at']).where('user_id', '=', userId).where('type', '=', 'charge_application_decision').execute();
    const { cookie } = await operator();
    const approved = await newPro();
    const rejected = await newPro();
    const a = appOf(await add(approved.token, personal)).charge_application_id;
    const b = appOf(await add(rejected.token, company)).charge_application_id;
    expect(await notes(approved.user.id)).toEqual([]);
    expect((await approve(cookie, a)).status).toBe(200);
    expect((await reject(cookie, b, '存摺影本不清楚')).status).toBe(200);
    // Written already delivered (its e-mail goes separately), with no quote attached.
    expect(await notes(approved.user.id)).toEqual([{ type: 'charge_application_decision', quote_bid_id: null, notified_at: expect.any(Date) }]);
    expect(await notes(rejected.user.id)).toHaveLength(1);
    // A second decision is refused and writes nothing.
    expect((await approve(cookie, a)).status).toBe(409);
    expect((await reject(cookie, b, '再退一次')).status).toBe(409);
    expect(await notes(approved.user.id)).toHaveLength(1);
    expect(await notes(rejected.user.id)).toHaveLength(1);
  });

  it('answers 404 for an application or document that does not exist, and is assigned through the queue framework', async () => {
    const { cookie } = await operator();
    expect((await review(cookie, 2_000_000)).status).toBe(404);
    expect((await approve(cookie, 2_000_000)).status).toBe(404);
    expect((await fetch(`${suite.server.baseUrl}/charge-application-files/2000000`, { headers: { cookie } })).status).toBe(404);
    const pro = await newPro();
    const id = appOf(await add(pro.token, personal)).charge_application_id;
    const assigned = await suite.server.api(`/ops/queues/charge_applications/assign/${id}.json`, { method: 'POST', cookie });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(items(await list(cookie, 'assigned=mine')).map((c) => c.charge_application_id)).toContain(id);
  });
});
