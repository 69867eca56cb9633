import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { encryptPersonalData } from '../../db/encrypt-personal-data';
import { DataCipher, dataCipherOf } from '../../lib/data-encryption';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import { DOCUMENT_CONTEXT, REAL_ID_CONTEXT, UNIFIED_NUMBER_CONTEXT } from './certificates.repository';
import { viewCertificate } from './certificates.service';
import { ENGINES } from '../../test/harness';
import { certOf, certificatesSuite, PDF, PNG } from './certificates.test-support';

describe.each(ENGINES)('certificates on %s', (engine) => {
  const suite = certificatesSuite(engine);
  const { newPro, add, edit, view, fetchFile, operator, approve } = suite;

  describe('personal data', () => {
    const identity = { type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456789' };
    const stored = (id: number) => suite.server.db.selectFrom('service_certificates').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const storedDocs = (id: number) => suite.server.db.selectFrom('certificate_documents').selectAll().where('service_certificate_id', '=', id).execute();

    it('stores ID numbers, 統一編號 and scans encrypted, with a keyed hash for lookups and no plaintext', async () => {
      const pro = await newPro();
      const cipher = dataCipherOf(suite.server.config);
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
      const list = await suite.server.api('/new/v1/cert_certificates/index.json', { token: pro.token });
      expect(JSON.stringify(list.body)).not.toContain('A123456789');
      expect((list.body.service_certificates as CertificateResponse[])[0]!.real_id).toBe('A12****789');
      const me = await suite.server.api('/user/me.json', { token: pro.token });
      expect(JSON.stringify(me.body)).not.toContain('A123456789');
      const queue = await suite.list(ops.cookie);
      expect(JSON.stringify(queue.body)).not.toContain('A123456789');
      expect(JSON.stringify(queue.body)).toContain('A12****789');
      const reviewed = await suite.review(ops.cookie, id);
      expect(reviewed.body.service_certificate).toMatchObject({ real_id: 'A123456789' });
      const approved = await approve(ops.cookie, id);
      expect(approved.body.service_certificate).toMatchObject({ real_id: 'A123456789' });
    });

    it('keeps the stored number when an edit sends the masked one back, and replaces it with a new one', async () => {
      const pro = await newPro();
      const id = certOf(await add(pro.token, identity)).service_certificate_id;
      const kept = await edit(pro.token, id, { ...identity, name: '身分驗證（更新）', real_id: 'A12****789' });
      expect(kept.status).toBe(200);
      expect(certOf(kept)).toMatchObject({ name: '身分驗證（更新）', real_id: 'A12****789' });
      const cipher = dataCipherOf(suite.server.config);
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
      await sql`update service_certificates set real_id = 'A123456789', real_id_encrypted = null, real_id_hash = null where id = ${id}`.execute(suite.server.db);
      await sql`update certificate_documents set data = ${PDF}, data_key_id = null where service_certificate_id = ${id}`.execute(suite.server.db);
      expect(certOf(await view(pro.token, id)).real_id).toBe('A12****789');
      const old = dataCipherOf(suite.server.config);
      const first = await encryptPersonalData(suite.server.db, old);
      expect(first.certificates).toBeGreaterThanOrEqual(1);
      expect(first.documents).toBeGreaterThanOrEqual(1);
      const row = await stored(id);
      expect(row.real_id).toBeNull();
      expect(old.decryptText(row.real_id_encrypted!, REAL_ID_CONTEXT)).toBe('A123456789');
      expect((await storedDocs(id))[0]!.data_key_id).toBe(old.keyId);
      expect(await encryptPersonalData(suite.server.db, old)).toEqual({ certificates: 0, invoiceSettings: 0, documents: 0, chargeApplications: 0, refundAccounts: 0 });

      // Rotation: a new key, the old one kept to read; everything is rewritten with the new key.
      const newKey = randomBytes(32);
      const rotated = new DataCipher(newKey, [suite.server.config.dataEncryption.key]);
      const second = await encryptPersonalData(suite.server.db, rotated);
      expect(second.certificates).toBeGreaterThanOrEqual(1);
      const after = await stored(id);
      expect(DataCipher.keyIdOfText(after.real_id_encrypted!)).toBe(rotated.keyId);
      expect(after.real_id_hash).toBe(rotated.lookupHash('A123456789', REAL_ID_CONTEXT));
      const [doc] = await storedDocs(id);
      expect(doc!.data_key_id).toBe(rotated.keyId);
      expect(rotated.decryptBytes(doc!.data, DOCUMENT_CONTEXT)).toEqual(PDF);
      expect((await viewCertificate(suite.server.db, rotated, pro.user.id, id)).service_certificate.real_id).toBe('A12****789');
      // Without the old key nothing it wrote can be read any more.
      expect(() => old.decryptText(after.real_id_encrypted!, REAL_ID_CONTEXT)).toThrow();
      // Back to the server's key, so the other tests read what they wrote.
      await encryptPersonalData(suite.server.db, new DataCipher(suite.server.config.dataEncryption.key, [newKey]));
    });
  });
});
