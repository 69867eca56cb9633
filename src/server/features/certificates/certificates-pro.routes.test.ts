import { describe, expect, it } from 'vitest';
import { CertificateStatus, IdVerificationStatus } from '../../../domain/certificates/certificate-status';
import { ErrorText } from '../../../domain/errors/codes';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import { ENGINES } from '../../test/harness';
import { certOf, certificatesSuite, form, license, PDF, PNG, TEXT } from './certificates.test-support';

describe.each(ENGINES)('certificates on %s', (engine) => {
  const suite = certificatesSuite(engine);
  const { newPro, add, edit, withdraw, view, fetchFile, operator, reject } = suite;

  describe('the pro side', () => {
    it('adds a licence with its documents, pending review, listed with them', async () => {
      const pro = await newPro();
      const res = await add(pro.token, license, [
        [PNG, '證照正面.png'],
        [PDF, '證照.pdf'],
      ]);
      expect(res.status).toBe(200);
      const cert = certOf(res);
      expect(cert).toMatchObject({ ...license, status: CertificateStatus.Pending, unified_number: null, real_id: null, reject_reason: null });
      expect(cert.documents.map((d) => [d.name, d.type, d.size])).toEqual([
        ['證照正面.png', 'png', PNG.length],
        ['證照.pdf', 'pdf', PDF.length],
      ]);
      const list = await suite.server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
      expect(list.status).toBe(200);
      expect((list.body.service_certificates as CertificateResponse[]).map((c) => c.service_certificate_id)).toEqual([cert.service_certificate_id]);
      expect(list.body.id_status).toMatchObject({ status: IdVerificationStatus.NotSubmitted, is_verified: 0 });
    });

    it('refuses bad fields with zh-TW messages naming them', async () => {
      const pro = await newPro();
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ type: 'license', name: '' }, 'name', /證照名稱/],
        [{ type: 'diploma', name: '證書' }, 'type', /種類/],
        [{ type: 'company', name: '好師傅有限公司', unified_number: '12345678' }, 'unified_number', /統一編號/],
        [{ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456788' }, 'real_id', /身分證字號/],
        [{ type: 'identity', name: '身分驗證', real_id: 'A123456789' }, 'card_type', /證件種類/],
      ];
      for (const [fields, field, message] of cases) {
        const res = await add(pro.token, fields);
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(res.body.fields).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
      }
      expect(await suite.server.db.selectFrom('service_certificates').select('id').where('user_id', '=', pro.user.id).execute()).toEqual([]);
    });

    it('takes a company by a number valid under the 2023 rule, and an identity by national ID', async () => {
      const pro = await newPro();
      const company = await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '04595252' });
      expect(company.status).toBe(200);
      expect(certOf(company)).toMatchObject({ type: 'company', unified_number: '04****52' });
      const identity = await add(pro.token, { type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'a123456789' });
      expect(identity.status).toBe(200);
      expect(certOf(identity)).toMatchObject({ card_type: 'national_id', real_id: 'A12****789' });
      const me = await suite.server.api('/user/me.json', { token: pro.token });
      expect(me.body.id_status).toEqual({ status: IdVerificationStatus.Pending, is_verified: 0, card_type: 'national_id', service_certificate_id: certOf(identity).service_certificate_id });
      expect((me.body.qualificationStatusList as { name: string; status: number }[]).map((q) => [q.name, q.status])).toEqual([
        ['身分驗證', CertificateStatus.Pending],
        ['好師傅有限公司', CertificateStatus.Pending],
      ]);
      // One identity verification at a time.
      const second = await add(pro.token, { type: 'identity', name: '居留證', card_type: 'resident_certificate', real_id: 'A800000005' });
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/身分驗證/);
    });

    it('checks documents by their bytes: at least one, images or PDF only, 413 over 10,000,000 bytes', async () => {
      const pro = await newPro();
      const none = await add(pro.token, license, []);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'documents', message: expect.stringMatching(/至少 1 份/) }] });
      const text = await add(pro.token, license, [[TEXT, '偽裝.png']]);
      expect(text.status).toBe(400);
      expect(text.body.fields).toEqual([{ field: 'documents', message: expect.stringContaining('偽裝.png') }]);
      const big = Buffer.alloc(10_000_001);
      PNG.copy(big);
      const tooLarge = await add(pro.token, license, [[big, 'big.png']]);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toBe(ErrorText.FileTooLarge);
      const six = await add(pro.token, license, Array.from({ length: 6 }, (_, i) => [PNG, `${i}.png`] as [Buffer, string]));
      expect(six.status).toBe(400);
      expect(await suite.server.db.selectFrom('service_certificates').select('id').where('user_id', '=', pro.user.id).execute()).toEqual([]);
    });

    it('serves a document to its owner and console reviewers only, never publicly', async () => {
      const pro = await newPro();
      const other = await newPro();
      const ops = await operator();
      const cert = certOf(await add(pro.token, license, [[PNG, '證照.png']]));
      const url = cert.documents[0]!.url;
      expect(url).toMatch(/^\/certificate-files\/\d+$/);
      const own = await fetchFile(url, pro.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/png');
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);
      expect((await fetchFile(url, { cookie: ops.cookie })).status).toBe(200);
      expect((await fetchFile(url, other.token)).status).toBe(404);
      expect((await fetchFile(url)).status).toBe(404);
      expect((await fetchFile(`${url}999`, pro.token)).status).toBe(404);
      // Nothing under the public uploads.
      expect((await fetchFile(`/uploads/certificates/${cert.documents[0]!.id}.png`)).status).toBe(404);
    });

    it("hides another pro's certificate: view, edit and withdraw are 404 and change nothing", async () => {
      const pro = await newPro();
      const other = await newPro();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      expect((await view(other.token, id)).status).toBe(404);
      expect((await edit(other.token, id, { ...license, name: '冒名' })).status).toBe(404);
      expect((await withdraw(other.token, id)).status).toBe(404);
      expect((await suite.server.api('/new/v1/cert_certificates/index.json', { token: other.token })).body.service_certificates).toEqual([]);
      expect(certOf(await view(pro.token, id))).toMatchObject({ name: license.name, status: CertificateStatus.Pending });
      expect((await view(pro.token, 999_999)).status).toBe(404);
      expect((await suite.server.api(`/new/v1/cert_certificates/view/${id}.json`)).status).toBe(403);
    });

    it('edits fields and documents; a rejected certificate goes back to pending without its reason', async () => {
      const pro = await newPro();
      const ops = await operator();
      const cert = certOf(await add(pro.token, license, [[PNG, 'a.png']]));
      const id = cert.service_certificate_id;
      expect((await reject(ops.cookie, id, '照片模糊，請重拍')).status).toBe(200);
      expect(certOf(await view(pro.token, id))).toMatchObject({ status: CertificateStatus.Rejected, reject_reason: '照片模糊，請重拍' });
      const body = form({ ...license, name: '甲級室內配線技術士（換發）', remove_document_ids: String(cert.documents[0]!.id) }, [[PDF, 'b.pdf']]);
      const res = await suite.server.api(`/new/v1/cert_certificates/edit/${id}.json`, { method: 'POST', token: pro.token, body });
      expect(res.status).toBe(200);
      expect(certOf(res)).toMatchObject({ name: '甲級室內配線技術士（換發）', status: CertificateStatus.Pending, reject_reason: null, reviewed_at: null });
      expect(certOf(res).documents.map((d) => d.name)).toEqual(['b.pdf']);
      // Removing the last document is refused.
      const empty = await edit(pro.token, id, { ...license, remove_document_ids: String(certOf(res).documents[0]!.id) });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual([expect.objectContaining({ field: 'documents' })]);
    });

    it('withdraws (status 3) once; a withdrawn certificate cannot be edited', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      const res = await withdraw(pro.token, id);
      expect(res.status).toBe(200);
      expect(certOf(res).status).toBe(CertificateStatus.Withdrawn);
      expect(CertificateStatus.Withdrawn).toBe(3);
      expect((await withdraw(pro.token, id)).status).toBe(409);
      const edited = await edit(pro.token, id, license, [[PNG, 'c.png']]);
      expect(edited.status).toBe(409);
      expect(edited.body.message).toMatch(/撤回/);
      expect((await suite.server.api('/user/me.json', { token: pro.token })).body.qualificationStatusList).toEqual([]);
    });
  });
});
