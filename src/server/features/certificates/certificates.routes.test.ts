import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateStatus, IdVerificationStatus } from '../../../domain/certificates/certificate-status';
import { ErrorText } from '../../../domain/errors/codes';
import { type CategoryWithFields, createProWithService, createSignedInUser, findCategory, findPlace } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { encryptPersonalData } from '../../db/encrypt-personal-data';
import { DataCipher, dataCipherOf } from '../../lib/data-encryption';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import { DOCUMENT_CONTEXT, REAL_ID_CONTEXT, UNIFIED_NUMBER_CONTEXT } from './certificates.repository';
import { viewCertificate } from './certificates.service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const TEXT = Buffer.from('just some text, not an image');

describe.each(ENGINES)('certificates on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
  const form = (fields: Record<string, string>, files: [Buffer, string][] = [[PNG, '證照正面.png']]) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    for (const [bytes, name] of files) body.append('documents', new Blob([new Uint8Array(bytes)]), name);
    return body;
  };
  const add = (token: string, fields: Record<string, string>, files?: [Buffer, string][]) =>
    server.api('/new/v1/cert_certificates/add.json', { method: 'POST', token, body: form(fields, files) });
  const edit = (token: string, id: number, fields: Record<string, string>, files: [Buffer, string][] = []) =>
    server.api(`/new/v1/cert_certificates/edit/${id}.json`, { method: 'POST', token, body: form(fields, files) });
  const withdraw = (token: string, id: number) => server.api(`/new/v1/cert_certificates/withdraw/${id}.json`, { method: 'POST', token });
  const view = (token: string, id: number) => server.api(`/new/v1/cert_certificates/view/${id}.json`, { token });
  const certOf = (res: { body: Record<string, unknown> }) => res.body.service_certificate as CertificateResponse;
  const license = { type: 'license', name: '甲級室內配線技術士', reference_identity: '123-456789' };
  const fetchFile = (url: string, token?: string) => fetch(`${server.baseUrl}${url}`, { headers: token ? { 'x-session-token': token } : {} });
  async function operator() {
    const signed = await createSignedInUser(server.db);
    await server.db.updateTable('users').set({ is_operator: true }).where('id', '=', signed.user.id).execute();
    return signed;
  }
  const approve = (token: string, id: number) => server.api(`/admin/certificates/approve/${id}.json`, { method: 'POST', token });
  const reject = (token: string, id: number, reason?: string) =>
    server.api(`/admin/certificates/reject/${id}.json`, { method: 'POST', token, json: reason === undefined ? {} : { reason } });

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
      const list = await server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
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
      expect(await server.db.selectFrom('service_certificates').select('id').where('user_id', '=', pro.user.id).execute()).toEqual([]);
    });

    it('takes a company by a number valid under the 2023 rule, and an identity by national ID', async () => {
      const pro = await newPro();
      const company = await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '04595252' });
      expect(company.status).toBe(200);
      expect(certOf(company)).toMatchObject({ type: 'company', unified_number: '04****52' });
      const identity = await add(pro.token, { type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'a123456789' });
      expect(identity.status).toBe(200);
      expect(certOf(identity)).toMatchObject({ card_type: 'national_id', real_id: 'A12****789' });
      const me = await server.api('/user/me.json', { token: pro.token });
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
      expect(await server.db.selectFrom('service_certificates').select('id').where('user_id', '=', pro.user.id).execute()).toEqual([]);
    });

    it('serves a document to its owner and operators only, never publicly', async () => {
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
      expect((await fetchFile(url, ops.token)).status).toBe(200);
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
      expect((await server.api('/new/v1/cert_certificates/index.json', { token: other.token })).body.service_certificates).toEqual([]);
      expect(certOf(await view(pro.token, id))).toMatchObject({ name: license.name, status: CertificateStatus.Pending });
      expect((await view(pro.token, 999_999)).status).toBe(404);
      expect((await server.api(`/new/v1/cert_certificates/view/${id}.json`)).status).toBe(403);
    });

    it('edits fields and documents; a rejected certificate goes back to pending without its reason', async () => {
      const pro = await newPro();
      const ops = await operator();
      const cert = certOf(await add(pro.token, license, [[PNG, 'a.png']]));
      const id = cert.service_certificate_id;
      expect((await reject(ops.token, id, '照片模糊，請重拍')).status).toBe(200);
      expect(certOf(await view(pro.token, id))).toMatchObject({ status: CertificateStatus.Rejected, reject_reason: '照片模糊，請重拍' });
      const body = form({ ...license, name: '甲級室內配線技術士（換發）', remove_document_ids: String(cert.documents[0]!.id) }, [[PDF, 'b.pdf']]);
      const res = await server.api(`/new/v1/cert_certificates/edit/${id}.json`, { method: 'POST', token: pro.token, body });
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
      expect((await server.api('/user/me.json', { token: pro.token })).body.qualificationStatusList).toEqual([]);
    });
  });

  describe('the operators', () => {
    it('answers 404 to anyone but an operator, before looking at anything', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, license)).service_certificate_id;
      for (const res of [
        await server.api('/admin/certificates/index.json', { token: pro.token }),
        await server.api(`/admin/certificates/view/${id}.json`, { token: pro.token }),
        await approve(pro.token, id),
        await reject(pro.token, id, '自己退自己'),
        await reject(pro.token, id),
      ]) {
        expect(res.status).toBe(404);
      }
      expect((await server.api('/admin/certificates/index.json')).status).toBe(403);
      expect(certOf(await view(pro.token, id)).status).toBe(CertificateStatus.Pending);
    });

    it('lists pending ones with their owner, approves one into a profile badge, the verified mark and the user state', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '22099131' })).service_certificate_id;
      const profileBefore = await server.api(`/quote_services/view/${pro.service.id}.json`);
      expect((profileBefore.body.quote_service as { certificates: unknown[] }).certificates).toEqual([]);
      const queue = await server.api('/admin/certificates/index.json', { token: ops.token });
      expect(queue.status).toBe(200);
      const mine = (queue.body.service_certificates as (CertificateResponse & { user: { id: number } })[]).find((c) => c.service_certificate_id === id);
      // The queue masks the number; the operator reviewing this one certificate sees it whole.
      expect(mine).toMatchObject({ unified_number: '22****31', user: { id: pro.user.id } });
      const viewed = await server.api(`/admin/certificates/view/${id}.json`, { token: ops.token });
      expect(viewed.body.service_certificate).toMatchObject({ service_certificate_id: id, unified_number: '22099131', user: { id: pro.user.id } });

      const res = await approve(ops.token, id);
      expect(res.status).toBe(200);
      expect(res.body.service_certificate).toMatchObject({ status: CertificateStatus.Approved });
      const profile = (await server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { certificates: unknown[]; badges: string[] };
      expect(profile.certificates).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company' }]);
      expect(profile.badges).toContain('verified');
      expect(JSON.stringify(profile)).not.toContain('22099131');
      const me = await server.api('/user/me.json', { token: pro.token });
      expect(me.body.qualificationStatusList).toEqual([{ service_certificate_id: id, name: '好師傅有限公司', type: 'company', status: CertificateStatus.Approved }]);
      // Approved once is final: neither approved nor rejected again.
      expect((await approve(ops.token, id)).status).toBe(409);
      expect((await reject(ops.token, id, '再看一次')).status).toBe(409);
      // Withdrawing takes the badge and the verified mark off the profile at once.
      expect((await withdraw(pro.token, id)).status).toBe(200);
      const after = (await server.api(`/quote_services/view/${pro.service.id}.json`)).body.quote_service as { certificates: unknown[]; badges: string[] };
      expect(after.certificates).toEqual([]);
      expect(after.badges).not.toContain('verified');
    });

    it('approves an identity into id_status', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, { type: 'identity', name: '身分驗證', card_type: 'resident_certificate', real_id: 'A900000007' })).service_certificate_id;
      expect((await approve(ops.token, id)).status).toBe(200);
      const me = await server.api('/user/me.json', { token: pro.token });
      expect(me.body.id_status).toEqual({ status: IdVerificationStatus.Approved, is_verified: 1, card_type: 'resident_certificate', service_certificate_id: id });
      const list = await server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
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
      const rejected = await server.api('/admin/certificates/index.json?status=2', { token: ops.token });
      expect((rejected.body.service_certificates as CertificateResponse[]).some((c) => c.service_certificate_id === id)).toBe(true);
      expect((await server.api('/admin/certificates/index.json?status=7', { token: ops.token })).status).toBe(400);
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

  describe('personal data', () => {
    const identity = { type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456789' };
    const stored = (id: number) => server.db.selectFrom('service_certificates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const storedDocs = (id: number) => server.db.selectFrom('certificate_documents').selectAll().where('service_certificate_id', '=', id).execute();

    it('stores ID numbers, 統一編號 and scans encrypted, with a keyed hash for lookups and no plaintext', async () => {
      const pro = await newPro();
      const cipher = dataCipherOf(server.config);
      const idCert = certOf(await add(pro.token, identity, [[PNG, '身分證.png']]));
      const company = certOf(await add(pro.token, { type: 'company', name: '好師傅有限公司', unified_number: '22099131' }));
      const row = await stored(idCert.service_certificate_id);
      expect(row.real_id).toBeNull();
      expect(row.real_id_encrypted).toMatch(new RegExp(`^v1:${cipher.keyId}:`));
      expect(row.real_id_encrypted).not.toContain('A123456789');
      expect(cipher.decryptText(row.real_id_encrypted!, REAL_ID_CONTEXT)).toBe('A123456789');
      expect(row.real_id_hash).toBe(cipher.lookupHash('A123456789', REAL_ID_CONTEXT));
      const companyRow = await stored(company.service_certificate_id);
      expect(companyRow.unified_number).toBeNull();
      expect(cipher.decryptText(companyRow.unified_number_encrypted!, UNIFIED_NUMBER_CONTEXT)).toBe('22099131');
      expect(companyRow.unified_number_hash).toBe(cipher.lookupHash('22099131', UNIFIED_NUMBER_CONTEXT));
      const [doc] = await storedDocs(idCert.service_certificate_id);
      expect(doc!.data_key_id).toBe(cipher.keyId);
      expect(Buffer.from(doc!.data).includes(PNG)).toBe(false);
      // The owner still gets the scan as it was uploaded.
      expect(Buffer.from(await (await fetchFile(idCert.documents[0]!.url, pro.token)).arrayBuffer())).toEqual(PNG);
    });

    it('shows the owner and the queue the ID number masked; only the operator reviewing it sees it whole', async () => {
      const pro = await newPro();
      const ops = await operator();
      const id = certOf(await add(pro.token, identity)).service_certificate_id;
      expect(certOf(await view(pro.token, id)).real_id).toBe('A12****789');
      const list = await server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
      expect(JSON.stringify(list.body)).not.toContain('A123456789');
      expect((list.body.service_certificates as CertificateResponse[])[0]!.real_id).toBe('A12****789');
      const me = await server.api('/user/me.json', { token: pro.token });
      expect(JSON.stringify(me.body)).not.toContain('A123456789');
      const queue = await server.api('/admin/certificates/index.json', { token: ops.token });
      expect(JSON.stringify(queue.body)).not.toContain('A123456789');
      expect(JSON.stringify(queue.body)).toContain('A12****789');
      const reviewed = await server.api(`/admin/certificates/view/${id}.json`, { token: ops.token });
      expect(reviewed.body.service_certificate).toMatchObject({ real_id: 'A123456789' });
      const approved = await approve(ops.token, id);
      expect(approved.body.service_certificate).toMatchObject({ real_id: 'A123456789' });
    });

    it('keeps the stored number when an edit sends the masked one back, and replaces it with a new one', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, identity)).service_certificate_id;
      const kept = await edit(pro.token, id, { ...identity, name: '身分驗證（更新）', real_id: 'A12****789' });
      expect(kept.status).toBe(200);
      expect(certOf(kept)).toMatchObject({ name: '身分驗證（更新）', real_id: 'A12****789' });
      const cipher = dataCipherOf(server.config);
      expect(cipher.decryptText((await stored(id)).real_id_encrypted!, REAL_ID_CONTEXT)).toBe('A123456789');
      const replaced = await edit(pro.token, id, { ...identity, real_id: 'F131104093' });
      expect(replaced.status).toBe(200);
      expect(certOf(replaced).real_id).toBe('F13****093');
      expect(cipher.decryptText((await stored(id)).real_id_encrypted!, REAL_ID_CONTEXT)).toBe('F131104093');
      // A masked value that is not the stored number's is refused like any malformed number.
      const wrong = await edit(pro.token, id, { ...identity, real_id: 'B12****789' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual([{ field: 'real_id', message: expect.stringContaining('身分證字號') }]);
      expect(cipher.decryptText((await stored(id)).real_id_encrypted!, REAL_ID_CONTEXT)).toBe('F131104093');
    });

    it('encrypts plaintext rows from before the migration, and re-encrypts them after a key rotation', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, identity, [[PDF, '舊.pdf']])).service_certificate_id;
      // As the row and its scan were stored before encryption.
      await sql`update service_certificates set real_id = 'A123456789', real_id_encrypted = null, real_id_hash = null where id = ${id}`.execute(server.db);
      await sql`update certificate_documents set data = ${PDF}, data_key_id = null where service_certificate_id = ${id}`.execute(server.db);
      expect(certOf(await view(pro.token, id)).real_id).toBe('A12****789');
      const old = dataCipherOf(server.config);
      const first = await encryptPersonalData(server.db, old);
      expect(first.certificates).toBeGreaterThanOrEqual(1);
      expect(first.documents).toBeGreaterThanOrEqual(1);
      const row = await stored(id);
      expect(row.real_id).toBeNull();
      expect(old.decryptText(row.real_id_encrypted!, REAL_ID_CONTEXT)).toBe('A123456789');
      expect((await storedDocs(id))[0]!.data_key_id).toBe(old.keyId);
      expect(await encryptPersonalData(server.db, old)).toEqual({ certificates: 0, invoiceSettings: 0, documents: 0 });

      // Rotation: a new key, the old one kept to read; everything is rewritten with the new key.
      const newKey = randomBytes(32);
      const rotated = new DataCipher(newKey, [server.config.dataEncryption.key]);
      const second = await encryptPersonalData(server.db, rotated);
      expect(second.certificates).toBeGreaterThanOrEqual(1);
      const after = await stored(id);
      expect(DataCipher.keyIdOfText(after.real_id_encrypted!)).toBe(rotated.keyId);
      expect(after.real_id_hash).toBe(rotated.lookupHash('A123456789', REAL_ID_CONTEXT));
      const [doc] = await storedDocs(id);
      expect(doc!.data_key_id).toBe(rotated.keyId);
      expect(rotated.decryptBytes(doc!.data, DOCUMENT_CONTEXT)).toEqual(PDF);
      expect((await viewCertificate(server.db, rotated, pro.user.id, id)).service_certificate.real_id).toBe('A12****789');
      // Without the old key nothing it wrote can be read any more.
      expect(() => old.decryptText(after.real_id_encrypted!, REAL_ID_CONTEXT)).toThrow();
      // Back to the server's key, so the other tests read what they wrote.
      await encryptPersonalData(server.db, new DataCipher(server.config.dataEncryption.key, [newKey]));
    });
  });
});
