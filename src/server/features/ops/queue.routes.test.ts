import { describe, expect, it } from 'vitest';
import type { OpsCertificateItem } from '../../../domain/certificates/certificates.contract';
import type { QueueSummary } from '../../../domain/ops/queues.contract';
import { ENGINES } from '../../test/harness';
import { certOf, certificatesSuite, license } from '../certificates/certificates.test-support';

describe.each(ENGINES)('the console queues on %s', (engine) => {
  const suite = certificatesSuite(engine);
  const { newPro, add, withdraw, operator, list, approve } = suite;
  const api = (path: string, init: Parameters<typeof suite.server.api>[1]) => suite.server.api(path, init);
  const overview = async (cookie: string) => {
    const res = await api('/ops/queues.json', { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.queues as QueueSummary[];
  };
  const certificates = async (cookie: string) => (await overview(cookie)).find((q) => q.id === 'certificates')!;
  const assign = (cookie: string, id: number, queue = 'certificates') => api(`/ops/queues/${queue}/assign/${id}.json`, { method: 'POST', cookie });
  const release = (cookie: string, id: number) => api(`/ops/queues/certificates/release/${id}.json`, { method: 'POST', cookie });
  const ids = (res: { body: Record<string, unknown> }) => (res.body.service_certificates as OpsCertificateItem[]).map((c) => c.service_certificate_id);
  const auditFor = (id: number) =>
    suite.server.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action', 'target_type', 'target_id', 'before', 'after'])
      .where('target_type', '=', 'service_certificate')
      .where('target_id', '=', String(id))
      .where('action', 'in', ['queue_assign', 'queue_release'])
      .orderBy('id')
      .execute();

  it('shows each role the queues it may open, with open, unassigned and own counts', async () => {
    const reviewer = await operator('trust_safety');
    const before = await certificates(reviewer.cookie);
    expect(before).toMatchObject({ title: '證照與身分驗證審核', mine: 0 });
    const pro = await newPro();
    const a = certOf(await add(pro.token, license)).service_certificate_id;
    certOf(await add(pro.token, { ...license, name: '乙級技術士' }));
    expect(await certificates(reviewer.cookie)).toEqual({ ...before, open: before.open + 2, unassigned: before.unassigned + 2 });
    expect((await assign(reviewer.cookie, a)).status).toBe(200);
    expect(await certificates(reviewer.cookie)).toEqual({ ...before, open: before.open + 2, unassigned: before.unassigned + 1, mine: 1 });
    // Another reviewer sees the same open and unassigned counts and none of their own.
    const other = await operator('admin');
    expect(await certificates(other.cookie)).toMatchObject({ open: before.open + 2, unassigned: before.unassigned + 1, mine: 0 });
    // A decided item leaves the open count.
    expect((await approve(reviewer.cookie, a)).status).toBe(200);
    expect(await certificates(reviewer.cookie)).toEqual({ ...before, open: before.open + 1, unassigned: before.unassigned + 1, mine: 0 });
    expect(await overview((await operator('support')).cookie)).toEqual([]);
    // Finance reviews charge applications, refund disputes and payout batches.
    expect((await overview((await operator('finance')).cookie)).map((q) => q.id)).toEqual(['charge_applications', 'refund_disputes', 'payout_batches']);
    for (const who of [{}, { token: pro.token }]) expect((await api('/ops/queues.json', who)).status).toBe(403);
  });

  it('assigns to me and releases, each audited once; the list filters mine and unassigned', async () => {
    const pro = await newPro();
    const me = await operator();
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    const taken = await assign(me.cookie, id);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ queue: 'certificates', item_id: id, assignment: { operator_id: me.operator.id, full_name: '測試營運' } });
    // Taking it again changes nothing and writes nothing.
    expect((await assign(me.cookie, id)).status).toBe(200);
    expect(ids(await list(me.cookie, 'assigned=mine'))).toEqual([id]);
    expect(ids(await list(me.cookie, 'assigned=unassigned'))).not.toContain(id);
    expect((await list(me.cookie)).body.service_certificates).toEqual(
      expect.arrayContaining([expect.objectContaining({ service_certificate_id: id, assignment: expect.objectContaining({ operator_id: me.operator.id }) })]),
    );
    const viewed = await api(`/ops/certificates/view/${id}.json`, { cookie: me.cookie });
    expect(viewed.body.service_certificate).toMatchObject({ assignment: { operator_id: me.operator.id } });

    const released = await release(me.cookie, id);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ item_id: id, assignment: null });
    expect((await release(me.cookie, id)).body).toMatchObject({ assignment: null });
    expect(ids(await list(me.cookie, 'assigned=mine'))).toEqual([]);
    expect(ids(await list(me.cookie, 'assigned=unassigned'))).toContain(id);
    expect(await auditFor(id)).toEqual([
      { operator_id: me.operator.id, action: 'queue_assign', target_type: 'service_certificate', target_id: String(id), before: { operator_id: null }, after: { queue: 'certificates', operator_id: me.operator.id } },
      { operator_id: me.operator.id, action: 'queue_release', target_type: 'service_certificate', target_id: String(id), before: { queue: 'certificates', operator_id: me.operator.id }, after: { operator_id: null } },
    ]);
  });

  it("refuses to take or release someone else's item (409 naming them), but an admin may release it", async () => {
    const pro = await newPro();
    const holder = await operator();
    const other = await operator();
    const admin = await operator('admin');
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    expect((await assign(holder.cookie, id)).status).toBe(200);
    const stolen = await assign(other.cookie, id);
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ error: 'action not allowed', message: '這筆項目已由 測試營運 負責處理，請先請對方釋出。' });
    expect((await release(other.cookie, id)).status).toBe(409);
    const freed = await release(admin.cookie, id);
    expect(freed.status).toBe(200);
    expect((await auditFor(id)).map((e) => [e.operator_id, e.action])).toEqual([
      [holder.operator.id, 'queue_assign'],
      [admin.operator.id, 'queue_release'],
    ]);
    expect((await assign(other.cookie, id)).body).toMatchObject({ assignment: { operator_id: other.operator.id } });
  });

  it('refuses a closed or unknown item, an unknown queue, and a role without the queue permission', async () => {
    const pro = await newPro();
    const me = await operator();
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    expect((await withdraw(pro.token, id)).status).toBe(200);
    const closed = await assign(me.cookie, id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('這筆項目已經處理完成，不需要再指派。');
    expect((await assign(me.cookie, 999_999)).status).toBe(404);
    expect((await assign(me.cookie, id, 'payouts')).status).toBe(404);
    expect((await assign(me.cookie, 0)).status).toBe(404);
    const open = certOf(await add(pro.token, license)).service_certificate_id;
    for (const role of ['support', 'finance'] as const) {
      const res = await assign((await operator(role)).cookie, open);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('forbidden');
    }
    expect((await api(`/ops/queues/certificates/assign/${open}.json`, { method: 'POST', token: pro.token })).status).toBe(403);
    expect(await auditFor(id)).toEqual([]);
    expect(await auditFor(open)).toEqual([]);
  });
});
