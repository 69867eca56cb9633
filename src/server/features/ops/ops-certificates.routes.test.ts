import { describe, expect, it } from 'vitest';
import { CertificateStatus, IdVerificationStatus } from '../../../domain/certificates/certificate-status';
import type { OpsCertificateItem } from '../../../domain/certificates/certificates.contract';
import { ErrorText } from '../../../domain/errors/codes';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { QUEUE_PAGE_SIZE } from '../../../domain/ops/queues';
import { createSignedInUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { certOf, certificatesSuite, license } from '../certificates/certificates.test-support';

describe.each(ENGINES)('the console certificates queue on %s', (engine) => {
  const suite = certificatesSuite(engine);
  const { newPro, add, withdraw, view, operator, list, review, approve, reject, fetchFile } = suite;
  const items = (res: { body: Record<string, unknown> }) => res.body.service_certificates as OpsCertificateItem[];
  const auditOf = (operatorId: number, action: string) =>
    suite.server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'reason'])
      .where('operator_id', '=', operatorId)
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    const allowed = operatorMay(role, 'review_certificates');
    it(`${allowed ? 'lists, views, approves and rejects' : 'is refused 403 forbidden on every call, and nothing changes'}`, async () => {
      const pro = await newPro();
      const { cookie } = await operator(role);
      const first = certOf(await add(pro.token, license)).service_certificate_id;
      const second = certOf(await add(pro.token, { ...license, name: '乙級技術士' })).service_certificate_id;
      const calls = [await list(cookie), await review(cookie, first), await approve(cookie, first), await reject(cookie, second, '文件不清楚')];
      for (const res of calls) {
        expect(res.status, JSON.stringify(res.body)).toBe(allowed ? 200 : 403);
        if (!allowed) expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
      const statuses = [certOf(await view(pro.token, first)).status, certOf(await view(pro.token, second)).status];
      expect(statuses).toEqual(allowed ? [CertificateStatus.Approved, CertificateStatus.Rejected] : [CertificateStatus.Pending, CertificateStatus.Pending]);
    });
  });

  it('answers 403 invalid token to a guest and marketplace sessions, before looking at anything', async () => {
    const pro = await newPro();
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    const member = await createSignedInUser(suite.server.db);
    for (const who of [{}, { token: pro.token }, { token: member.token }, { cookie: `session_token=${member.token}` }]) {
      for (const [path, method] of [
        ['/ops/certificates/index/page:1.json', 'GET'],
        [`/ops/certificates/view/${id}.json`, 'GET'],
        [`/ops/certificates/approve/${id}.json`, 'POST'],
        [`/ops/certificates/reject/${id}.json`, 'POST'],
      ] as const) {
        const res = await suite.server.api(path, { method, ...who, ...(method === 'POST' ? { json: { reason: '自己退自己' } } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body).toMatchObject({ error: 'invalid token' });
      }
    }
    // The old admin paths are gone.
    expect((await suite.server.api('/admin/certificates/index.json', { token: member.token })).status).toBe(404);
    expect(certOf(await view(pro.token, id)).status).toBe(CertificateStatus.Pending);
  });

  it('lists with the number masked; each view shows it whole and is audited; approving writes its audit and makes the pro verified', async () => {
    const pro = await newPro();
    const { operator: op, cookie } = await operator();
    const id = certOf(await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '22099131' })).service_certificate_id;
    const queue = await list(cookie, 'type=company');
    expect(queue.status).toBe(200);
    const mine = items(queue).find((c) => c.service_certificate_id === id);
    expect(mine).toMatchObject({ unified_number: '22****31', user: { id: pro.user.id }, assignment: null });
    expect(JSON.stringify(queue.body)).not.toContain('22099131');
    for (let i = 0; i < 2; i++) {
      const viewed = await review(cookie, id);
      expect(viewed.body.service_certificate).toMatchObject({ service_certificate_id: id, unified_number: '22099131', user: { id: pro.user.id } });
    }
    const views = await auditOf(op.id, 'certificate_view');
    expect(views).toEqual([0, 1].map(() => ({ action: 'certificate_view', target_type: 'service_certificate', target_id: String(id), before: null, after: { status: 0, type: 'company', user_id: pro.user.id }, reason: null })));

    const res = await approve(cookie, id);
    expect(res.status).toBe(200);
    expect(res.body.service_certificate).toMatchObject({ status: CertificateStatus.Approved, unified_number: '22099131' });
    expect(await auditOf(op.id, 'certificate_approve')).toEqual([
      { action: 'certificate_approve', target_type: 'service_certificate', target_id: String(id), before: { status: 0, reject_reason: null }, after: { status: 1, reject_reason: null }, reason: null },
    ]);
    const stored = await suite.server.db.selectFrom('service_certificates').select(['reviewed_by_operator_id', 'reviewed_by']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ reviewed_by_operator_id: op.id, reviewed_by: null });
    const profile = (await suite.server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { certificates: unknown[]; badges: string[] };
    expect(profile.certificates).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company' }]);
    expect(profile.badges).toContain('verified');
    const me = await suite.server.api('/user/me.json', { token: pro.token });
    expect(me.body.qualificationStatusList).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company', status: CertificateStatus.Approved }]);
    // Approved once is final: neither approved nor rejected again, and nothing more is audited.
    expect((await approve(cookie, id)).status).toBe(409);
    expect((await reject(cookie, id, '再看一次')).status).toBe(409);
    expect(await auditOf(op.id, 'certificate_reject')).toEqual([]);
    expect((await withdraw(pro.token, id)).status).toBe(200);
    const after = (await suite.server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { badges: string[] };
    expect(after.badges).not.toContain('verified');
  });

  it('approves an identity verification into id_status', async () => {
    const pro = await newPro();
    const { cookie } = await operator('admin');
    const id = certOf(await add(pro.token, { type: 'identity', name: '身分驗證', card_type: 'resident_certificate', real_id: 'A900000007' })).service_certificate_id;
    expect(items(await list(cookie, 'type=identity')).find((c) => c.service_certificate_id === id)?.real_id).toBe('A90****007');
    expect((await approve(cookie, id)).status).toBe(200);
    const me = await suite.server.api('/user/me.json', { token: pro.token });
    expect(me.body.id_status).toEqual({ status: IdVerificationStatus.Approved, is_verified: 1, card_type: 'resident_certificate', service_certificate_id: id });
  });

  it('rejects with the reason the pro sees, audited with it; no reason is a 400 naming it', async () => {
    const pro = await newPro();
    const { operator: op, cookie } = await operator();
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    const missing = await reject(cookie, id, '  ');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([{ field: 'reason', message: expect.stringMatching(/退件原因/) }]);
    expect((await reject(cookie, id, '證號與照片不符')).status).toBe(200);
    expect(certOf(await view(pro.token, id))).toMatchObject({ status: CertificateStatus.Rejected, reject_reason: '證號與照片不符' });
    expect(await auditOf(op.id, 'certificate_reject')).toEqual([
      { action: 'certificate_reject', target_type: 'service_certificate', target_id: String(id), before: { status: 0, reject_reason: null }, after: { status: 2, reject_reason: '證號與照片不符' }, reason: '證號與照片不符' },
    ]);
    expect(items(await list(cookie, 'status=2')).some((c) => c.service_certificate_id === id)).toBe(true);
    expect(items(await list(cookie)).some((c) => c.service_certificate_id === id)).toBe(false);
    const bad = await list(cookie, 'status=7');
    expect(bad.status).toBe(400);
    expect((await list(cookie, 'assigned=someone')).status).toBe(400);
    expect((await suite.server.api('/ops/certificates/index/page:0.json', { cookie })).status).toBe(400);
  });

  it('cannot approve a withdrawn certificate; an unknown one is 404', async () => {
    const pro = await newPro();
    const { cookie } = await operator();
    const id = certOf(await add(pro.token, license)).service_certificate_id;
    expect((await withdraw(pro.token, id)).status).toBe(200);
    const res = await approve(cookie, id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: ErrorText.ActionNotAllowed, message: '這張證照已被專家撤回，無法審核。' });
    expect(certOf(await view(pro.token, id)).status).toBe(CertificateStatus.Withdrawn);
    expect((await approve(cookie, 999_999)).status).toBe(404);
    expect((await review(cookie, 999_999)).status).toBe(404);
  });

  it('pages the queue oldest change first, 20 a page', async () => {
    const pro = await newPro();
    const { cookie } = await operator();
    const rows = await suite.server.db
      .insertInto('service_certificates')
      .values(Array.from({ length: QUEUE_PAGE_SIZE + 3 }, (_, i) => ({ user_id: pro.user.id, name: `其他證明 ${i}`, type: 'other' as const, modified: new Date(Date.UTC(2020, 0, 1, 0, i)) })))
      .returning('id')
      .execute();
    const first = await list(cookie, 'type=other');
    const total = Number(first.body.count);
    expect(total).toBeGreaterThanOrEqual(QUEUE_PAGE_SIZE + 3);
    expect(first.body).toMatchObject({ page: 1, total_pages: Math.ceil(total / QUEUE_PAGE_SIZE) });
    expect(items(first).slice(0, QUEUE_PAGE_SIZE).map((c) => c.service_certificate_id)).toEqual(rows.slice(0, QUEUE_PAGE_SIZE).map((r) => r.id));
    const second = await list(cookie, 'type=other', 2);
    expect(items(second).slice(0, 3).map((c) => c.service_certificate_id)).toEqual(rows.slice(QUEUE_PAGE_SIZE).map((r) => r.id));
  });

  it('serves the documents to a reviewing operator by the console session, each read audited; not to other roles or a marketplace session', async () => {
    const pro = await newPro();
    const { operator: op, cookie } = await operator();
    const cert = certOf(await add(pro.token, license));
    const url = cert.documents[0]!.url;
    const res = await fetchFile(url, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await auditOf(op.id, 'certificate_document_view')).toEqual([
      { action: 'certificate_document_view', target_type: 'service_certificate', target_id: String(cert.service_certificate_id), before: null, after: { document_id: cert.documents[0]!.id }, reason: null },
    ]);
    const finance = await operator('finance');
    expect((await fetchFile(url, { cookie: finance.cookie })).status).toBe(404);
    const member = await createSignedInUser(suite.server.db);
    expect((await fetchFile(url, member.token)).status).toBe(404);
    // The owner still reads their own, with or without a console cookie beside the session.
    expect((await fetchFile(url, pro.token)).status).toBe(200);
  });
});
