import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { dataCipherOf } from '../../lib/data-encryption';
import { INVOICE_NUMBER_CONTEXT, invoiceSnapshot } from './invoice.repository';

describe.each(ENGINES)('invoice settings on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (token: string, form: Record<string, string>) => server.api('/users/invoice_settings.json', { method: 'POST', token, form });

  it('answers the member carrier before anything is saved, and no snapshot', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await server.api('/users/invoice_settings.json', { token });
    expect(res.status).toBe(200);
    expect(res.body.invoice_settings).toEqual({
      carrier_type: 'member',
      carrier_type_text: '會員載具',
      carrier: null,
      donation_code: null,
      unified_number: null,
      title: null,
      is_saved: 0,
    });
    expect((res.body.carrier_types as { value: string }[]).map((t) => t.value)).toEqual(['member', 'mobile', 'certificate', 'donation', 'company']);
    expect(await invoiceSnapshot(server.db, user.id)).toBeNull();
  });

  it.each([
    [{ carrier_type: 'mobile', carrier: '/abc+-.9' }, { type: 'mobile', carrier: '/ABC+-.9' }],
    [{ carrier_type: 'certificate', carrier: 'AB12345678901234' }, { type: 'certificate', carrier: 'AB12345678901234' }],
    [{ carrier_type: 'donation', donation_code: '8585' }, { type: 'donation', donation_code: '8585' }],
    [{ carrier_type: 'company', unified_number: '04595257', title: '範例股份有限公司' }, { type: 'company', unified_number: '04****57', title: '範例股份有限公司' }],
    [{ carrier_type: 'company', unified_number: '10458575', title: '七號有限公司' }, { type: 'company', unified_number: '10****75', title: '七號有限公司' }],
  ])('saves %j and the snapshot is %j', async (form, snapshot) => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await save(token, form);
    expect(res.status).toBe(200);
    expect(res.body.invoice_settings).toMatchObject({ carrier_type: form.carrier_type, is_saved: 1 });
    const again = await server.api('/users/invoice_settings.json', { token });
    expect(again.body.invoice_settings).toEqual(res.body.invoice_settings);
    expect(await invoiceSnapshot(server.db, user.id)).toEqual(snapshot);
  });

  it('replaces the settings and keeps only the chosen type’s fields (JSON body too)', async () => {
    const { user, token } = await createSignedInUser(server.db);
    await save(token, { carrier_type: 'company', unified_number: '22099131', title: '某公司' });
    const res = await server.api('/users/invoice_settings.json', { method: 'POST', token, json: { carrier_type: 'donation', donation_code: '919', title: '某公司' } });
    expect(res.status).toBe(200);
    expect(await invoiceSnapshot(server.db, user.id)).toEqual({ type: 'donation', donation_code: '919' });
  });

  it.each([
    [{ carrier_type: 'mobile', carrier: 'ABC12345' }, 'carrier', '手機條碼格式錯誤'],
    [{ carrier_type: 'certificate', carrier: 'A1234567890123' }, 'carrier', '自然人憑證'],
    [{ carrier_type: 'donation', donation_code: '12' }, 'donation_code', '捐贈碼'],
    [{ carrier_type: 'company', unified_number: '04595258', title: '某公司' }, 'unified_number', '統一編號檢查碼不正確'],
    [{ carrier_type: 'company', unified_number: '10458572', title: '某公司' }, 'unified_number', '統一編號檢查碼不正確'],
    [{ carrier_type: 'company', unified_number: '04595257', title: '' }, 'title', '公司抬頭'],
    [{ carrier_type: 'paper' }, 'carrier_type', '發票類型'],
  ])('refuses %j with 400 naming %s, keeping what was saved', async (form, field, text) => {
    const { user, token } = await createSignedInUser(server.db);
    await save(token, { carrier_type: 'donation', donation_code: '919' });
    const res = await save(token, form);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('Error');
    expect(res.body.error).toBe('invalid input');
    expect(res.body.message).toContain(text);
    expect(res.body.fields).toEqual([{ field, message: expect.stringContaining(text) }]);
    expect(await invoiceSnapshot(server.db, user.id)).toEqual({ type: 'donation', donation_code: '919' });
  });

  it('stores the 統一編號 encrypted with a lookup hash, and shows it back masked', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await save(token, { carrier_type: 'company', unified_number: '22099131', title: '某公司' });
    expect(res.body.invoice_settings).toMatchObject({ unified_number: '22****31', title: '某公司' });
    expect(JSON.stringify((await server.api('/users/invoice_settings.json', { token })).body)).not.toContain('22099131');
    const row = await server.db.selectFrom('user_invoice_settings').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const cipher = dataCipherOf(server.config);
    expect(row.unified_number).toBeNull();
    expect(row.unified_number_encrypted).not.toContain('22099131');
    expect(cipher.decryptText(row.unified_number_encrypted!, INVOICE_NUMBER_CONTEXT)).toBe('22099131');
    expect(row.unified_number_hash).toBe(cipher.lookupHash('22099131', INVOICE_NUMBER_CONTEXT));
  });

  it('keeps the saved 統一編號 when the masked one comes back, replaces it when a new one is typed', async () => {
    const { user, token } = await createSignedInUser(server.db);
    await save(token, { carrier_type: 'company', unified_number: '22099131', title: '某公司' });
    const cipher = dataCipherOf(server.config);
    const number = async () =>
      cipher.decryptText(
        (await server.db.selectFrom('user_invoice_settings').select('unified_number_encrypted').where('user_id', '=', user.id).executeTakeFirstOrThrow())
          .unified_number_encrypted!,
        INVOICE_NUMBER_CONTEXT,
      );
    const kept = await save(token, { carrier_type: 'company', unified_number: '22****31', title: '某公司（新抬頭）' });
    expect(kept.status).toBe(200);
    expect(kept.body.invoice_settings).toMatchObject({ unified_number: '22****31', title: '某公司（新抬頭）' });
    expect(await number()).toBe('22099131');
    const wrong = await save(token, { carrier_type: 'company', unified_number: '04****57', title: '某公司' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ field: 'unified_number', message: expect.stringContaining('8 碼數字') }]);
    const replaced = await save(token, { carrier_type: 'company', unified_number: '04595257', title: '某公司' });
    expect(replaced.body.invoice_settings).toMatchObject({ unified_number: '04****57' });
    expect(await number()).toBe('04595257');
  });

  it('needs a session', async () => {
    const res = await server.api('/users/invoice_settings.json');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('invalid token');
  });

  it('is not there when the invoice settings flag is off', async () => {
    const off = await startTestServer(engine, { env: { FEATURE_INVOICE_SETTINGS: 'false' } });
    try {
      const { token } = await createSignedInUser(off.db);
      expect((await off.api('/users/invoice_settings.json', { token })).status).toBe(404);
      expect((await off.api('/users/invoice_settings.json', { method: 'POST', token, form: { carrier_type: 'member' } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
