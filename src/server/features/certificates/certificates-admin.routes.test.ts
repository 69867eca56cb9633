import { describe, expect, it } from 'vitest';
import { CertificateStatus, IdVerificationStatus } from '../../../domain/certificates/certificate-status';
import { ErrorText } from '../../../domain/errors/codes';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import { ENGINES } from '../../test/harness';
import { certOf, certificatesSuite, license } from './certificates.test-support';

describe.each(ENGINES)('certificates on %s', (engine) => {
  const suite = certificatesSuite(engine);
  const { newPro, add, withdraw, view, operator, approve, reject } = suite;

  describe('the operators', () => {
    it('answers 404 to anyone but an operator, before looking at anything', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      for (const res of [
        await suite.server.api('/admin/certificates/index.json', { token: pro.token }),
        await suite.server.api(`/admin/certificates/view/${id}.json`, { token: pro.token }),
        await approve(pro.token, id),
        await reject(pro.token, id, '自己退自己'),
        await reject(pro.token, id),
      ]) {
        expect(res.status).toBe(404);
      }
      expect((await suite.server.api('/admin/certificates/index.json')).status).toBe(403);
      expect(certOf(await view(pro.token, id)).status).toBe(CertificateStatus.Pending);
    });

    it('lists pending ones with their owner, approves one into a profile badge, the verified mark and the user state', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '22099131' })).service_certificate_id;
      const profileBefore = await suite.server.api(`/quote_services/view/${pro.service.id}.json`);
      expect((profileBefore.body.quote_service as { certificates: unknown[] }).certificates).toEqual([]);
      const queue = await suite.server.api('/admin/certificates/index.json', { token: ops.token });
      expect(queue.status).toBe(200);
      const mine = (queue.body.service_certificates as (CertificateResponse & { user: { id: number } })[]).find((c) => c.service_certificate_id === id);
      // The queue masks the number; the operator reviewing this one certificate sees it whole.
      expect(mine).toMatchObject({ unified_number: '22****31', user: { id: pro.user.id } });
      const viewed = await suite.server.api(`/admin/certificates/view/${id}.json`, { token: ops.token });
      expect(viewed.body.service_certificate).toMatchObject({ service_certificate_id: id, unified_number: '22099131', user: { id: pro.user.id } });

      const res = await approve(ops.token, id);
      expect(res.status).toBe(200);
      expect(res.body.service_certificate).toMatchObject({ status: CertificateStatus.Approved });
      const profile = (await suite.server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { certificates: unknown[]; badges: string[] };
      expect(profile.certificates).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company' }]);
      expect(profile.badges).toContain('verified');
      expect(JSON.stringify(profile)).not.toContain('22099131');
      const me = await suite.server.api('/user/me.json', { token: pro.token });
      expect(me.body.qualificationStatusList).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company', status: CertificateStatus.Approved }]);
      // Approved once is final: neither approved nor rejected again.
      expect((await approve(ops.token, id)).status).toBe(409);
      expect((await reject(ops.token, id, '再看一次')).status).toBe(409);
      // Withdrawing takes the badge and the verified mark off the profile at once.
      expect((await withdraw(pro.token, id)).status).toBe(200);
      const after = (await suite.server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { certificates: unknown[]; badges: string[] };
      expect(after.certificates).toEqual([]);
      expect(after.badges).not.toContain('verified');
    });

    it('approves an identity into id_status', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, { type: 'identity', name: '身分驗證', card_type: 'resident_certificate', real_id: 'A900000007' })).service_certificate_id;
      expect((await approve(ops.token, id)).status).toBe(200);
      const me = await suite.server.api('/user/me.json', { token: pro.token });
      expect(me.body.id_status).toEqual({ status: IdVerificationStatus.Approved, is_verified: 1, card_type: 'resident_certificate', service_certificate_id: id });
      const list = await suite.server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
      expect(list.body.id_status).toMatchObject({ status: IdVerificationStatus.Approved });
    });

    it('rejects with a reason the pro sees; no reason is a 400 naming it', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      const missing = await reject(ops.token, id, '  ');
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual([{ field: 'reason', message: expect.stringMatching(/退件原因/) }]);
      expect((await reject(ops.token, id, '證號與照片不符')).status).toBe(200);
      expect(certOf(await view(pro.token, id))).toMatchObject({ status: CertificateStatus.Rejected, reject_reason: '證號與照片不符' });
      const rejected = await suite.server.api('/admin/certificates/index.json?status=2', { token: ops.token });
      expect((rejected.body.service_certificates as CertificateResponse[]).some((c) => c.service_certificate_id === id)).toBe(true);
      expect((await suite.server.api('/admin/certificates/index.json?status=7', { token: ops.token })).status).toBe(400);
    });

    it('cannot approve a withdrawn certificate', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      expect((await withdraw(pro.token, id)).status).toBe(200);
      const res = await approve(ops.token, id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: ErrorText.ActionNotAllowed, message: '這張證照已被專家撤回，無法審核。' });
      expect(certOf(await view(pro.token, id)).status).toBe(CertificateStatus.Withdrawn);
      expect((await approve(ops.token, 999_999)).status).toBe(404);
    });
  });
});
