import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_ID_CONTEXT, UNIFIED_NUMBER_CONTEXT, DOCUMENT_CONTEXT } from '../features/certificates';
import { INVOICE_NUMBER_CONTEXT } from '../features/invoices';
import { DataCipher } from '../lib/data-encryption';
import { ENGINES } from '../test/harness';
import { connectDatabase, type DatabaseHandle } from './connection';
import { encryptPersonalData } from './encrypt-personal-data';
import { migrate, readMigrations } from './migrate';

const ENCRYPTION_MIGRATION = '0030';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** An empty database of the engine, on PostgreSQL in a schema of its own. */
async function emptyDatabase(engine: string): Promise<DatabaseHandle> {
  if (engine === 'pglite') return connectDatabase({});
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await connectDatabase({ databaseUrl: url, schema, poolSize: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

describe.each(ENGINES)('the encryption migration on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await emptyDatabase(engine);
  });
  afterAll(() => database.close());

  it('takes plaintext rows stored before it, encrypts them at start-up and empties the plaintext columns', async () => {
    const { db } = database;
    const all = readMigrations();
    await migrate(db, database.engine, all.filter((m) => m.name < ENCRYPTION_MIGRATION));
    // Rows as the app wrote them before: numbers, scans and a purchase's invoice copy in plaintext.
    await sql`insert into users (username, email) values ('legacy', 'legacy@example.com')`.execute(db);
    const userId = (await sql<{ id: number }>`select id from users where username = 'legacy'`.execute(db)).rows[0]!.id;
    await sql`insert into service_certificates (user_id, name, type, card_type, real_id) values (${userId}, '身分驗證', 'identity', 'national_id', 'A123456789')`.execute(db);
    await sql`insert into service_certificates (user_id, name, type, unified_number) values (${userId}, '好師傅有限公司', 'company', '22099131')`.execute(db);
    const certId = (await sql<{ id: number }>`select id from service_certificates where type = 'identity'`.execute(db)).rows[0]!.id;
    await sql`insert into certificate_documents (service_certificate_id, user_id, name, type, size, data) values (${certId}, ${userId}, 'a.pdf', 'pdf', ${PDF.length}, ${PDF})`.execute(db);
    await sql`insert into user_invoice_settings (user_id, carrier_type, unified_number, title) values (${userId}, 'company', '04595257', '某公司')`.execute(db);
    await sql`insert into credit_purchases (user_id, amount, credit, pay_type, provider, idempotency_key, order_number, invoice)
      values (${userId}, 500, 500, 'atm', 'ecpay', 'legacy-key-1', 'LEGACY1', ${JSON.stringify({ type: 'company', unified_number: '04595257', title: '某公司' })})`.execute(db);

    expect(await migrate(db, database.engine, all)).toContain(all.find((m) => m.name.startsWith(ENCRYPTION_MIGRATION))!.name);
    const purchase = await db.selectFrom('credit_purchases').select('invoice').executeTakeFirstOrThrow();
    expect(purchase.invoice).toEqual({ type: 'company', unified_number: '04****57', title: '某公司' });

    const cipher = new DataCipher(randomBytes(32));
    expect(await encryptPersonalData(db, cipher)).toEqual({ certificates: 2, invoiceSettings: 1, documents: 1, chargeApplications: 0, refundAccounts: 0 });
    const certs = await db.selectFrom('service_certificates').selectAll().orderBy('id').execute();
    expect(certs.map((c) => [c.real_id, c.unified_number])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(cipher.decryptText(certs[0]!.real_id_encrypted!, REAL_ID_CONTEXT)).toBe('A123456789');
    expect(certs[0]!.real_id_hash).toBe(cipher.lookupHash('A123456789', REAL_ID_CONTEXT));
    expect(cipher.decryptText(certs[1]!.unified_number_encrypted!, UNIFIED_NUMBER_CONTEXT)).toBe('22099131');
    const doc = await db.selectFrom('certificate_documents').selectAll().executeTakeFirstOrThrow();
    expect(doc.data_key_id).toBe(cipher.keyId);
    expect(cipher.decryptBytes(doc.data, DOCUMENT_CONTEXT)).toEqual(PDF);
    const settings = await db.selectFrom('user_invoice_settings').selectAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ unified_number: null, unified_number_masked: '04****57', unified_number_hash: cipher.lookupHash('04595257', INVOICE_NUMBER_CONTEXT) });
    expect(cipher.decryptText(settings.unified_number_encrypted!, INVOICE_NUMBER_CONTEXT)).toBe('04595257');
    // The checks still hold: an identity needs a number, in one form or the other.
    await expect(sql`update service_certificates set real_id_encrypted = null where id = ${certId}`.execute(db)).rejects.toThrow();
    // Nothing left to do the next time.
    expect(await encryptPersonalData(db, cipher)).toEqual({ certificates: 0, invoiceSettings: 0, documents: 0, chargeApplications: 0, refundAccounts: 0 });
  });
});
