import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage, privateUploadsDir, uploadsDir } from '../../adapters/storage/disk-storage';
import { hashPassword } from '../../lib/passwords';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { type CategoryWithFields, findCategory, findPlace, GOOD_PASSWORD, postMessage, quotedConversation } from '../../test/factories';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** Every text, character and JSON column of every table, and the rows where one holds a value. */
async function findEverywhere(db: TestServer['db'], needles: readonly string[]) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
     order by 1, 2`.execute(db);
  expect(columns.length).toBeGreaterThan(100);
  const hits: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)}::text ilike ${`%${needle}%`}`.execute(db);
      if (rows[0]!.n > 0) hits.push(`${table}.${column} holds ${needle}`);
    }
  }
  return hits;
}

describe.each(ENGINES)('account deletion erases personal data on %s', (engine) => {
  const server = useTestServer(engine);
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });

  it('leaves no e-mail, phone, name, ID number, 統一編號, card token or device id in any table, removes the pro’s photo files, and keeps the ledger and the other party’s conversation', async () => {
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    const email = `erase.me.${pro.user.id}@example.com`;
    const phone = `+88697${String(pro.user.id).padStart(7, '0')}`;
    const [firstName, lastName] = ['Zyxwvu名', 'Qwertyu姓'];
    await server.db
      .updateTable('users')
      .set({ email, phone, first_name: firstName, last_name: lastName, address: '臺北市大安區獨特路 99 號', password_hash: await hashPassword(GOOD_PASSWORD) })
      .where('id', '=', pro.user.id)
      .execute();
    const token = pro.token;

    // What the pro leaves behind: an identity certificate with its scan, a company one, invoice settings, a card, mail.
    const cert = new FormData();
    for (const [k, v] of Object.entries({ type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A123456789' })) cert.append(k, v);
    cert.append('documents', new Blob([new Uint8Array(PNG)]), '身分證.png');
    expect((await server.api('/new/v1/cert_certificates/add.json', { method: 'POST', token, body: cert })).status).toBe(200);
    const company = new FormData();
    for (const [k, v] of Object.entries({ type: 'company', name: `${lastName}${firstName}工作室`, unified_number: '22099131' })) company.append(k, v);
    company.append('documents', new Blob([new Uint8Array(PNG)]), '登記.png');
    expect((await server.api('/new/v1/cert_certificates/add.json', { method: 'POST', token, body: company })).status).toBe(200);
    const invoice = { carrier_type: 'company', unified_number: '04595257', title: `${lastName}${firstName}工作室` };
    expect((await server.api('/users/invoice_settings.json', { method: 'POST', token, form: invoice })).status).toBe(200);
    await server.db
      .insertInto('payment_cards')
      .values({ user_id: pro.user.id, provider: 'sandbox', brand: 'VISA', last4: '4242', card_token: 'tok_erase_me_123', card_key: 'key_erase_me_456' })
      .execute();
    await server.db
      .insertInto('outbox_messages')
      .values([
        { channel: 'email', recipient: email, subject: `${lastName}${firstName} 您好`, body: `親愛的 ${lastName}${firstName}` },
        { channel: 'sms', recipient: phone, body: '您的驗證碼是 123456' },
      ])
      .execute();
    await server.db
      .insertInto('throttle_counters')
      .values([
        { scope: 'password-reset-email', key: email, window_start: new Date() },
        { scope: 'otp-destination', key: phone, window_start: new Date() },
      ])
      .execute();
    // A portfolio photo, a file only the pro has.
    const storage = new DiskStorage(uploadsDir(server.config.dataDir));
    const photoUrl = await storage.save('services', PNG, 'png');
    const photoPath = new URL(photoUrl, server.baseUrl).pathname;
    await server.db.insertInto('quote_service_photos').values({ quote_service_id: pro.service.id, path: photoUrl }).execute();
    expect((await fetch(`${server.baseUrl}${photoPath}`)).status).toBe(200);
    await server.db.updateTable('quote_services').set({ title: `${lastName}${firstName}冷氣行` }).where('user_id', '=', pro.user.id).execute();
    await server.db.updateTable('sessions').set({ device_id: 'device-erase-me-789' }).where('user_id', '=', pro.user.id).execute();
    // A conversation with the consumer.
    expect((await postMessage(server, consumer.token, bidId, '請問什麼時候可以來？')).status).toBe(200);
    expect((await postMessage(server, token, bidId, '明天下午可以')).status).toBe(200);
    // A message to support from the contact page, and another sent as a guest with the same address.
    const contact = { name: `${lastName}${firstName}`, email, phone: phone.replace('+886', '0'), topic: 'account', message: '我想刪除帳號，請協助處理。' };
    expect((await server.api('/contact_messages/add.json', { method: 'POST', token, json: contact })).status).toBe(200);
    // The guest's one comes with a file (the contact page's attachment), which goes with the account.
    const again = new FormData();
    for (const [name, value] of Object.entries({ ...contact, message: '再次詢問刪除帳號的進度。' })) again.append(name, value);
    again.append('attachment', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' }), '身分證明.pdf');
    expect((await server.api('/contact_messages/add.json', { method: 'POST', body: again })).status).toBe(200);
    const contactFile = await server.db.selectFrom('contact_messages').select('attachment').where('email', '=', email).where('attachment', 'is not', null).executeTakeFirstOrThrow();
    const contactFileName = contactFile.attachment!.url.split('/').pop()!;
    const privateFiles = new DiskStorage(privateUploadsDir(server.config.dataDir));
    expect(await privateFiles.read('contact', contactFileName)).toBeDefined();
    const ledgerBefore = await server.db.selectFrom('wallet_entries').selectAll().where('user_id', '=', pro.user.id).orderBy('id').execute();
    expect(ledgerBefore.length).toBeGreaterThan(0);
    const needles = [email, phone, phone.replace('+886', '0'), firstName, lastName, 'A123456789', '22099131', '04595257', 'tok_erase_me_123', 'key_erase_me_456', 'device-erase-me-789', '獨特路'];
    expect((await findEverywhere(server.db, needles)).length).toBeGreaterThan(5);

    const res = await server.api('/users/delete.json', { method: 'POST', token, form: { password: GOOD_PASSWORD } });
    expect(res.body).toEqual({ status: 'Success' });

    expect(await findEverywhere(server.db, needles)).toEqual([]);
    const count = (table: 'service_certificates' | 'certificate_documents' | 'user_invoice_settings' | 'sessions') =>
      server.db.selectFrom(table).select('user_id').where('user_id', '=', pro.user.id).execute();
    for (const table of ['service_certificates', 'certificate_documents', 'user_invoice_settings', 'sessions'] as const) expect(await count(table)).toEqual([]);
    const cards = await server.db.selectFrom('payment_cards').select(['card_token', 'card_key', 'removed_at']).where('user_id', '=', pro.user.id).execute();
    for (const card of cards) expect(card).toMatchObject({ card_token: '', card_key: '', removed_at: expect.any(Date) });
    expect((await fetch(`${server.baseUrl}${photoPath}`)).status).toBe(404);
    expect(await privateFiles.read('contact', contactFileName)).toBeUndefined();
    // The ledger stays as it was.
    expect(await server.db.selectFrom('wallet_entries').selectAll().where('user_id', '=', pro.user.id).orderBy('id').execute()).toEqual(ledgerBefore);
    // The consumer still has the conversation, from a deleted user.
    const thread = await server.api(`/messages/get_conversation/${bidId}.json`, { token: consumer.token });
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain('明天下午可以');
    expect(JSON.stringify(thread.body)).toContain('請問什麼時候可以來？');
    expect(JSON.stringify(thread.body)).not.toContain(firstName);
  });
});
