import { type ExpressionOrFactory, type Kysely, type SqlBool, sql } from 'kysely';
import { DOCUMENT_CONTEXT, REAL_ID_CONTEXT, sealNumbers, UNIFIED_NUMBER_CONTEXT } from '../features/certificates';
import { chargeApplicationsRepository as charge } from '../features/charge-applications';
import { INVOICE_NUMBER_CONTEXT, sealInvoiceNumber } from '../features/invoices';
import { REFUND_BANK_ACCOUNT_CONTEXT } from '../../domain/safety-payments/refunds';
import type { DataCipher } from '../lib/data-encryption';
import type { Database } from './schema';

type Db = Kysely<Database>;

const BATCH = 100;

export interface EncryptionReport {
  certificates: number;
  invoiceSettings: number;
  documents: number;
  /** Charge applications' identity and account numbers, and their documents (migration 0076). */
  chargeApplications: number;
  /** Safety-payment refund transfer accounts (third_party_payments.refund_bank_account_encrypted). */
  refundAccounts: number;
}

/** An encrypted text value not written with the current key (a condition on `column`). */
const staleText = (column: string, keyId: string) => sql<boolean>`(${sql.ref(column)} is not null and ${sql.ref(column)} not like ${`v1:${keyId}:%`})`;

/**
 * Brings personal data at rest up to the current key, in batches: plaintext written before
 * migration 0030 is encrypted and its column emptied, and values of an older key
 * (DATA_ENCRYPTION_KEYS_OLD) are re-encrypted with DATA_ENCRYPTION_KEY, their lookup hashes
 * rewritten. Run at every start and by `npm run data:encrypt`; each row is updated only if
 * it is still as read, so copies starting together do no harm. A value no configured key
 * opens stops it with an error naming the variable.
 */
export async function encryptPersonalData(db: Db, cipher: DataCipher): Promise<EncryptionReport> {
  if (!(await anythingToEncrypt(db, cipher.keyId))) return { certificates: 0, invoiceSettings: 0, documents: 0, chargeApplications: 0, refundAccounts: 0 };
  return {
    certificates: await encryptCertificates(db, cipher),
    invoiceSettings: await encryptInvoiceSettings(db, cipher),
    documents: await encryptDocuments(db, cipher),
    chargeApplications: (await rekeyChargeApplications(db, cipher)) + (await rekeyChargeApplicationDocuments(db, cipher)),
    refundAccounts: await encryptRefundAccounts(db, cipher),
  };
}

type Where<T extends keyof Database> = ExpressionOrFactory<Database, T, SqlBool>;

const staleCertificate = (keyId: string): Where<'service_certificates'> => (eb) =>
  eb.or([
    eb('real_id', 'is not', null),
    eb('unified_number', 'is not', null),
    staleText('real_id_encrypted', keyId),
    staleText('unified_number_encrypted', keyId),
  ]);

const staleInvoiceSettings = (keyId: string): Where<'user_invoice_settings'> => (eb) =>
  eb.or([eb('unified_number', 'is not', null), staleText('unified_number_encrypted', keyId)]);

const staleDocument = (keyId: string): Where<'certificate_documents'> => (eb) =>
  eb.or([eb('data_key_id', 'is', null), eb('data_key_id', '<>', keyId)]);

const staleChargeApplication = (keyId: string): Where<'charge_applications'> => () =>
  sql<SqlBool>`(${staleText('identity_number_encrypted', keyId)} or ${staleText('bank_account_encrypted', keyId)})`;

const staleChargeDocument = (keyId: string): Where<'charge_application_documents'> => (eb) => eb('data_key_id', '<>', keyId);

/** Whether any row waits for the current key: one query, so a start with nothing to do stays cheap. */
async function anythingToEncrypt(db: Db, keyId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) =>
      eb
        .or([
          eb.exists(eb.selectFrom('service_certificates').select(sql.lit(1).as('one')).where(staleCertificate(keyId))),
          eb.exists(eb.selectFrom('user_invoice_settings').select(sql.lit(1).as('one')).where(staleInvoiceSettings(keyId))),
          eb.exists(eb.selectFrom('certificate_documents').select(sql.lit(1).as('one')).where(staleDocument(keyId))),
          eb.exists(eb.selectFrom('charge_applications').select(sql.lit(1).as('one')).where(staleChargeApplication(keyId))),
          eb.exists(eb.selectFrom('charge_application_documents').select(sql.lit(1).as('one')).where(staleChargeDocument(keyId))),
          eb.exists(eb.selectFrom('third_party_payments').select(sql.lit(1).as('one')).where(staleText('refund_bank_account_encrypted', keyId))),
        ])
        .as('pending'),
    )
    .executeTakeFirstOrThrow();
  return Boolean(row.pending);
}

async function encryptCertificates(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom('service_certificates')
      .select(['id', 'real_id', 'real_id_encrypted', 'unified_number', 'unified_number_encrypted'])
      .where(staleCertificate(cipher.keyId))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const realId = row.real_id_encrypted ? cipher.decryptText(row.real_id_encrypted, REAL_ID_CONTEXT) : row.real_id;
      const unified = row.unified_number_encrypted ? cipher.decryptText(row.unified_number_encrypted, UNIFIED_NUMBER_CONTEXT) : row.unified_number;
      await db
        .updateTable('service_certificates')
        .set(sealNumbers(cipher, { real_id: realId, unified_number: unified }))
        .where('id', '=', row.id)
        .where(sql<boolean>`real_id is not distinct from ${row.real_id} and real_id_encrypted is not distinct from ${row.real_id_encrypted}`)
        .where(sql<boolean>`unified_number is not distinct from ${row.unified_number} and unified_number_encrypted is not distinct from ${row.unified_number_encrypted}`)
        .execute();
      done++;
    }
  }
}

async function encryptInvoiceSettings(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom('user_invoice_settings')
      .select(['user_id', 'unified_number', 'unified_number_encrypted'])
      .where(staleInvoiceSettings(cipher.keyId))
      .orderBy('user_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const number = row.unified_number_encrypted ? cipher.decryptText(row.unified_number_encrypted, INVOICE_NUMBER_CONTEXT) : row.unified_number;
      await db
        .updateTable('user_invoice_settings')
        .set(sealInvoiceNumber(cipher, number))
        .where('user_id', '=', row.user_id)
        .where(sql<boolean>`unified_number is not distinct from ${row.unified_number} and unified_number_encrypted is not distinct from ${row.unified_number_encrypted}`)
        .execute();
      done++;
    }
  }
}

/** Scans are large: one at a time. */
async function encryptDocuments(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const row = await db
      .selectFrom('certificate_documents')
      .select(['id', 'data', 'data_key_id'])
      .where(staleDocument(cipher.keyId))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return done;
    const plain = row.data_key_id ? cipher.decryptBytes(row.data, DOCUMENT_CONTEXT) : row.data;
    await db
      .updateTable('certificate_documents')
      .set({ data: cipher.encryptBytes(plain, DOCUMENT_CONTEXT), data_key_id: cipher.keyId })
      .where('id', '=', row.id)
      .where(sql<boolean>`data_key_id is not distinct from ${row.data_key_id}`)
      .execute();
    done++;
  }
}

/** Charge applications are encrypted from their first write: only an older key's values are re-encrypted. */
async function rekeyChargeApplications(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom('charge_applications')
      .select(['id', 'identity_number_encrypted', 'bank_account_encrypted'])
      .where(staleChargeApplication(cipher.keyId))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const identity = cipher.decryptText(row.identity_number_encrypted, charge.IDENTITY_NUMBER_CONTEXT);
      const account = cipher.decryptText(row.bank_account_encrypted, charge.BANK_ACCOUNT_CONTEXT);
      await db
        .updateTable('charge_applications')
        .set({
          identity_number_encrypted: cipher.encryptText(identity, charge.IDENTITY_NUMBER_CONTEXT),
          identity_number_hash: cipher.lookupHash(identity, charge.IDENTITY_NUMBER_CONTEXT),
          bank_account_encrypted: cipher.encryptText(account, charge.BANK_ACCOUNT_CONTEXT),
        })
        .where('id', '=', row.id)
        .where('identity_number_encrypted', '=', row.identity_number_encrypted)
        .where('bank_account_encrypted', '=', row.bank_account_encrypted)
        .execute();
      done++;
    }
  }
}

/** Scans are large: one at a time. */
async function rekeyChargeApplicationDocuments(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const row = await db
      .selectFrom('charge_application_documents')
      .select(['id', 'data', 'data_key_id'])
      .where(staleChargeDocument(cipher.keyId))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return done;
    const plain = cipher.decryptBytes(row.data, charge.APPLICATION_DOCUMENT_CONTEXT);
    await db
      .updateTable('charge_application_documents')
      .set({ data: cipher.encryptBytes(plain, charge.APPLICATION_DOCUMENT_CONTEXT), data_key_id: cipher.keyId })
      .where('id', '=', row.id)
      .where('data_key_id', '=', row.data_key_id)
      .execute();
    done++;
  }
}

/** Refund transfer accounts of safety payments written under an older key (there is no plaintext column). */
async function encryptRefundAccounts(db: Db, cipher: DataCipher): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom('third_party_payments')
      .select(['id', 'refund_bank_account_encrypted'])
      .where(staleText('refund_bank_account_encrypted', cipher.keyId))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return done;
    for (const row of rows) {
      const stored = row.refund_bank_account_encrypted!;
      await db
        .updateTable('third_party_payments')
        .set({ refund_bank_account_encrypted: cipher.encryptText(cipher.decryptText(stored, REFUND_BANK_ACCOUNT_CONTEXT), REFUND_BANK_ACCOUNT_CONTEXT) })
        .where('id', '=', row.id)
        .where('refund_bank_account_encrypted', '=', stored)
        .execute();
      done++;
    }
  }
}
