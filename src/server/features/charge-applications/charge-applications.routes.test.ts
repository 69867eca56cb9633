import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { ErrorText } from '../../../domain/errors/codes';
import { encryptPersonalData } from '../../db/encrypt-personal-data';
import { DataCipher } from '../../lib/data-encryption';
import { ENGINES } from '../../test/harness';
import { PDF, TEXT } from '../certificates/certificates.test-support';
import { appOf, chargeApplicationsSuite, company, personal } from './charge-applications.test-support';
import { BANK_ACCOUNT_CONTEXT, IDENTITY_NUMBER_CONTEXT, APPLICATION_DOCUMENT_CONTEXT } from './charge-applications.repository';
import { mayReceivePayments } from './index';

describe.each(ENGINES)('a pro\'s charge application on %s', (engine) => {
  const suite = chargeApplicationsSuite(engine);
  const { newPro, add, index, operator, approve, reject } = suite;

  it('starts with none; a guest is refused both calls', async () => {
    const pro = await newPro();
    const res = await index(pro.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ charge_application: null, may_receive_payments: 0 });
    expect((await suite.server.api('/new/v1/charge_applications/index.json')).status).toBe(403);
    const guestAdd = await suite.server.api('/new/v1/charge_applications/add.json', { method: 'POST', json: personal });
    expect(guestAdd.status).toBe(403);
  });

  it('submits a personal application: pending, numbers masked in every answer and encrypted at rest', async () => {
    const pro = await newPro();
    const res = await add(pro.token, { ...personal, holder_name: ' 王 小明 ', bank_account: '0001-2345-678901' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(appOf(res)).toMatchObject({
      type: 'personal',
      status: ChargeApplicationStatus.Pending,
      real_id: '******6789',
      unified_number: null,
      bank_code: '700',
      bank_name: '中華郵政',
      bank_branch: '0021',
      bank_account: '********8901',
      holder_name: '王 小明',
      reject_reason: null,
      documents: [expect.objectContaining({ name: '身分證正面.png', type: 'png' }), expect.objectContaining({ name: '存摺封面.pdf', type: 'pdf' })],
    });
    const listed = await index(pro.token);
    expect(listed.body).toMatchObject({ charge_application: { charge_application_id: appOf(res).charge_application_id }, may_receive_payments: 0 });
    for (const body of [res.body, listed.body]) {
      expect(JSON.stringify(body)).not.toContain('A123456789');
      expect(JSON.stringify(body)).not.toContain('00012345678901');
    }
    const stored = await suite.server.db.selectFrom('charge_applications').selectAll().where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('A123456789');
    expect(JSON.stringify(stored)).not.toContain('00012345678901');
    expect(stored).toMatchObject({ identity_last4: '6789', bank_account_last4: '8901', identity_number_encrypted: expect.stringMatching(/^v1:/) });
    const docs = await suite.server.db.selectFrom('charge_application_documents').select(['data', 'data_key_id']).where('user_id', '=', pro.user.id).execute();
    expect(docs).toHaveLength(2);
    for (const d of docs) expect(Buffer.from(d.data).includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('submits a company application whose holder is the registered company name', async () => {
    const pro = await newPro();
    const res = await add(pro.token, { ...company, holder_name: '好師傅 有限公司' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(appOf(res)).toMatchObject({ type: 'company', real_id: null, unified_number: '****9131', company_name: '好師傅有限公司', bank_name: '玉山商業銀行', bank_account: '********0123' });
  });

  it('refuses bad fields with zh-TW messages naming them, and stores nothing', async () => {
    const pro = await newPro();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ ...personal, type: 'shop' }, 'type', /個人或公司/],
      [{ ...personal, real_id: 'A123456788' }, 'real_id', /身分證字號/],
      [{ ...personal, real_id: '' }, 'real_id', /身分證字號/],
      [{ ...company, unified_number: '22099132' }, 'unified_number', /統一編號/],
      [{ ...company, company_name: '' }, 'company_name', /公司/],
      [{ ...personal, bank_code: '999' }, 'bank_code', /銀行代碼/],
      [{ ...personal, bank_code: '7000' }, 'bank_code', /3 碼/],
      [{ ...personal, bank_branch: '21' }, 'bank_branch', /4 碼/],
      [{ ...personal, bank_account: '123456789' }, 'bank_account', /10 到 16 碼/],
      [{ ...personal, holder_name: '' }, 'holder_name', /戶名/],
      [{ ...personal, holder_name: '王大明' }, 'holder_name', /真實姓名/],
      [{ ...company, holder_name: '好師傅企業社' }, 'holder_name', /公司登記名稱/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await add(pro.token, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ field, message: expect.stringMatching(message) })]);
    }
    const none = await add(pro.token, personal, []);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'documents', message: expect.stringMatching(/證明文件/) }] });
    const text = await add(pro.token, personal, [[TEXT, '偽裝.png']]);
    expect(text.status).toBe(400);
    expect(text.body.fields).toEqual([{ field: 'documents', message: expect.stringContaining('偽裝.png') }]);
    expect((await index(pro.token)).body.charge_application).toBeNull();
  });

  it('asks for the real name when the account has none', async () => {
    const pro = await newPro();
    await suite.server.db.updateTable('users').set({ first_name: '', last_name: '' }).where('id', '=', pro.user.id).execute();
    const res = await add(pro.token, personal);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'holder_name', message: expect.stringMatching(/真實姓名/) })]);
  });

  it('refuses a second submission while pending and after approval (409); a rejected one is sent again and is pending once more', async () => {
    const pro = await newPro();
    const { cookie } = await operator();
    const id = appOf(await add(pro.token, personal)).charge_application_id;
    const again = await add(pro.token, company);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/審核中/);

    expect((await reject(cookie, id, '存摺封面不清楚')).status).toBe(200);
    const rejected = await index(pro.token);
    expect(rejected.body).toMatchObject({ charge_application: { status: ChargeApplicationStatus.Rejected, reject_reason: '存摺封面不清楚' }, may_receive_payments: 0 });

    const resent = await add(pro.token, company, [[PDF, '新存摺.pdf']]);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(appOf(resent)).toMatchObject({ charge_application_id: id, type: 'company', status: ChargeApplicationStatus.Pending, reject_reason: null, reviewed_at: null });
    expect(appOf(resent).documents.map((d) => d.name)).toEqual(['新存摺.pdf']);

    expect(await mayReceivePayments(suite.server.db, pro.user.id)).toBe(false);
    expect((await approve(cookie, id)).status).toBe(200);
    expect(await mayReceivePayments(suite.server.db, pro.user.id)).toBe(true);
    expect((await index(pro.token)).body).toMatchObject({ charge_application: { status: ChargeApplicationStatus.Approved }, may_receive_payments: 1 });
    const afterApproval = await add(pro.token, personal);
    expect(afterApproval.status).toBe(409);
    expect(afterApproval.body.message).toMatch(/已通過/);
  });

  it('re-encrypts the numbers and documents after a key rotation', async () => {
    const pro = await newPro();
    await add(pro.token, personal);
    const newKey = randomBytes(32);
    const rotated = new DataCipher(newKey, [suite.server.config.dataEncryption.key]);
    const report = await encryptPersonalData(suite.server.db, rotated);
    expect(report.chargeApplications).toBeGreaterThanOrEqual(3);
    const row = await suite.server.db.selectFrom('charge_applications').selectAll().where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    expect(rotated.decryptText(row.identity_number_encrypted, IDENTITY_NUMBER_CONTEXT)).toBe('A123456789');
    expect(rotated.decryptText(row.bank_account_encrypted, BANK_ACCOUNT_CONTEXT)).toBe('00012345678901');
    expect(row.identity_number_encrypted.startsWith(`v1:${rotated.keyId}:`)).toBe(true);
    const docs = await suite.server.db.selectFrom('charge_application_documents').select(['data', 'data_key_id']).where('user_id', '=', pro.user.id).execute();
    for (const d of docs) {
      expect(d.data_key_id).toBe(rotated.keyId);
      expect(rotated.decryptBytes(d.data, APPLICATION_DOCUMENT_CONTEXT).length).toBeGreaterThan(0);
    }
    expect((await encryptPersonalData(suite.server.db, rotated)).chargeApplications).toBe(0);
    // Back to the server's own key, so the other tests read what they write.
    await encryptPersonalData(suite.server.db, new DataCipher(suite.server.config.dataEncryption.key, [newKey]));
  });
});

