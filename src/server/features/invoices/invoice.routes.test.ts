import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { invoiceSnapshot } from './invoice.repository';

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
    [{ carrier_type: 'company', unified_number: '04595257', title: '範例股份有限公司' }, { type: 'company', unified_number: '04595257', title: '範例股份有限公司' }],
    [{ carrier_type: 'company', unified_number: '10458575', title: '七號有限公司' }, { type: 'company', unified_number: '10458575', title: '七號有限公司' }],
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
