import { type Kysely, sql } from 'kysely';
import { CertificateStatus, type CertificateStatusValue } from '../../../domain/certificates/certificate-status';
import type { CertificateInput } from '../../../domain/certificates/certificate.schema';
import type { CertificateDocumentsTable, Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { QueueId, } from '../../../domain/ops/queues';
import { countReviewQueue, listReviewQueue, type ReviewQueueSource, type ReviewQueueFilter } from '../../db/queries/review-queue';

type Db = Kysely<Database>;

/** The contexts the numbers are encrypted and hashed under (a value moved to another column does not decrypt). */
export const REAL_ID_CONTEXT = 'service_certificates.real_id';
export const UNIFIED_NUMBER_CONTEXT = 'service_certificates.unified_number';

const CERTIFICATE_COLUMNS = [
  'c.id',
  'c.user_id',
  'c.name',
  'c.type',
  'c.status',
  'c.reference_identity',
  'c.unified_number',
  'c.unified_number_encrypted',
  'c.card_type',
  'c.real_id',
  'c.real_id_encrypted',
  'c.reject_reason',
  'c.reviewed_at',
  'c.created',
  'c.modified',
] as const;

interface StoredNumbers {
  real_id: string | null;
  real_id_encrypted: string | null;
  unified_number: string | null;
  unified_number_encrypted: string | null;
}

/** A row with its numbers decrypted (a plaintext one from before the encryption step is taken as it is). */
function reveal<T extends StoredNumbers>(cipher: DataCipher, row: T): Omit<T, 'real_id_encrypted' | 'unified_number_encrypted'> {
  const { real_id_encrypted, unified_number_encrypted, ...rest } = row;
  return {
    ...rest,
    real_id: real_id_encrypted ? cipher.decryptText(real_id_encrypted, REAL_ID_CONTEXT) : row.real_id,
    unified_number: unified_number_encrypted ? cipher.decryptText(unified_number_encrypted, UNIFIED_NUMBER_CONTEXT) : row.unified_number,
  };
}

/** The stored form of a certificate's numbers: encrypted, with a keyed hash, and no plaintext. */
export function sealNumbers(cipher: DataCipher, numbers: { real_id: string | null; unified_number: string | null }) {
  const { real_id: realId, unified_number: unified } = numbers;
  return {
    real_id: null,
    real_id_encrypted: realId ? cipher.encryptText(realId, REAL_ID_CONTEXT) : null,
    real_id_hash: realId ? cipher.lookupHash(realId, REAL_ID_CONTEXT) : null,
    unified_number: null,
    unified_number_encrypted: unified ? cipher.encryptText(unified, UNIFIED_NUMBER_CONTEXT) : null,
    unified_number_hash: unified ? cipher.lookupHash(unified, UNIFIED_NUMBER_CONTEXT) : null,
  };
}

export interface CertificateRow {
  id: number;
  user_id: number;
  name: string;
  type: CertificateInput['type'];
  status: CertificateStatusValue;
  reference_identity: string | null;
  unified_number: string | null;
  card_type: CertificateInput['card_type'];
  real_id: string | null;
  reject_reason: string | null;
  reviewed_at: Date | null;
  created: Date;
  modified: Date;
}

export interface DocumentMeta {
  id: number;
  service_certificate_id: number;
  name: string;
  type: CertificateDocumentsTable['type'];
  size: number;
  created: Date;
}

export interface NewDocument {
  name: string;
  type: CertificateDocumentsTable['type'];
  data: Uint8Array;
}

/** The user's certificates, newest first; withdrawn ones too (their history). */
export async function listOwn(db: Db, cipher: DataCipher, userId: number): Promise<CertificateRow[]> {
  const rows = await db.selectFrom('service_certificates as c').select(CERTIFICATE_COLUMNS).where('c.user_id', '=', userId).orderBy('c.id', 'desc').execute();
  return rows.map((row) => reveal(cipher, row));
}

/** What the user state needs of the certificates, newest first (no numbers, so nothing to decrypt), as a query it reads inside its own statement. */
export function ownStatusesQuery(db: Db, userId: number) {
  return db.selectFrom('service_certificates').select(['id', 'name', 'type', 'status', 'card_type']).where('user_id', '=', userId).orderBy('id', 'desc');
}

/** One of the user's certificates; undefined when it is someone else's or does not exist. */
export async function findOwn(db: Db, cipher: DataCipher, userId: number, id: number): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('service_certificates as c').select(CERTIFICATE_COLUMNS).where('c.id', '=', id).where('c.user_id', '=', userId).executeTakeFirst();
  return row && reveal(cipher, row);
}

/** Any certificate, for operators. */
export async function findById(db: Db, cipher: DataCipher, id: number): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('service_certificates as c').select(CERTIFICATE_COLUMNS).where('c.id', '=', id).executeTakeFirst();
  return row && reveal(cipher, row);
}

export async function countActive(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('service_certificates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '<>', CertificateStatus.Withdrawn)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's identity certificate that is not withdrawn (at most one, by a unique index). */
export function activeIdentity(db: Db, userId: number) {
  return db
    .selectFrom('service_certificates')
    .select(['id', 'status', 'card_type'])
    .where('user_id', '=', userId)
    .where('type', '=', 'identity')
    .where('status', '<>', CertificateStatus.Withdrawn)
    .executeTakeFirst();
}

export async function insertCertificate(trx: Db, cipher: DataCipher, userId: number, input: CertificateInput): Promise<number> {
  const row = await trx
    .insertInto('service_certificates')
    .values({ user_id: userId, ...input, ...sealNumbers(cipher, input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A changed certificate goes back to the queue: pending, with the last decision cleared. */
export async function updateOwn(trx: Db, cipher: DataCipher, userId: number, id: number, input: CertificateInput): Promise<boolean> {
  const result = await trx
    .updateTable('service_certificates')
    .set({ ...input, ...sealNumbers(cipher, input), status: CertificateStatus.Pending, reject_reason: null, reviewed_by: null, reviewed_by_operator_id: null, reviewed_at: null, modified: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', CertificateStatus.Withdrawn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function withdrawOwn(trx: Db, userId: number, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('service_certificates')
    .set({ status: CertificateStatus.Withdrawn, withdrawn_at: sql`now()`, modified: sql`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '<>', CertificateStatus.Withdrawn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Decides a pending certificate; false when it is no longer pending (withdrawn or decided meanwhile). */
export async function review(trx: Db, id: number, decision: { status: CertificateStatusValue; reason: string | null; operatorId: number }): Promise<boolean> {
  const result = await trx
    .updateTable('service_certificates')
    .set({ status: decision.status, reject_reason: decision.reason, reviewed_by_operator_id: decision.operatorId, reviewed_at: sql`now()`, modified: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', CertificateStatus.Pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A certificate's status, its row locked until the transaction ends (a decision reads what it changes). */
export function lockStatus(trx: Db, id: number) {
  return trx.selectFrom('service_certificates').select(['id', 'user_id', 'status', 'reject_reason']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The queue's filters as the repository takes them. */
/** Where the review queue's certificates are. */
const REVIEW_SOURCE: ReviewQueueSource = { table: 'service_certificates', alias: 'c', queue: QueueId.Certificates };

export type ReviewFilter = ReviewQueueFilter<CertificateStatusValue, CertificateInput['type']>;

/**
 * A page of the console's certificate queue, oldest change first, with the owner and who has
 * taken each (one row per certificate: an item has at most one assignment). Filtered and paged
 * in SQL on the status (and type) indexes.
 */
export async function listForReview(db: Db, cipher: DataCipher, filter: ReviewFilter, limit: number, offset: number) {
  const { rows, count } = await listReviewQueue<CertificateRow & StoredNumbers>(db, REVIEW_SOURCE, filter, CERTIFICATE_COLUMNS, { limit, offset });
  return { rows: rows.map((row) => reveal(cipher, row)), count };
}

/** The queue's open (pending) certificates: all, those nobody has taken, and the operator's; one indexed query. */
export function countPending(db: Db, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }> {
  return countReviewQueue(db, REVIEW_SOURCE, CertificateStatus.Pending, operatorId);
}

export function ownerOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

/** The context document bytes are encrypted under. */
export const DOCUMENT_CONTEXT = 'certificate_documents.data';

/** Stores documents encrypted (size is the size of the original). */
export async function insertDocuments(trx: Db, cipher: DataCipher, certificateId: number, userId: number, documents: readonly NewDocument[]): Promise<void> {
  if (documents.length === 0) return;
  await trx
    .insertInto('certificate_documents')
    .values(
      documents.map((d) => ({
        service_certificate_id: certificateId,
        user_id: userId,
        name: d.name,
        type: d.type,
        size: d.data.length,
        data: cipher.encryptBytes(d.data, DOCUMENT_CONTEXT),
        data_key_id: cipher.keyId,
      })),
    )
    .execute();
}

export async function deleteDocuments(trx: Db, certificateId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('certificate_documents').where('service_certificate_id', '=', certificateId).where('id', 'in', ids).execute();
}

/** What the documents of some certificates are, without their bytes. */
export function documentsOf(db: Db, certificateIds: readonly number[]): Promise<DocumentMeta[]> {
  if (certificateIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificate_documents')
    .select(['id', 'service_certificate_id', 'name', 'type', 'size', 'created'])
    .where('service_certificate_id', 'in', certificateIds)
    .orderBy('id')
    .execute();
}

/** One document with its bytes decrypted, for its owner or (when `anyOwner`) a console operator reviewing certificates. */
export async function findDocument(db: Db, cipher: DataCipher, id: number, viewerId: number, anyOwner: boolean) {
  let query = db.selectFrom('certificate_documents').select(['id', 'service_certificate_id', 'name', 'type', 'size', 'data', 'data_key_id']).where('id', '=', id);
  if (!anyOwner) query = query.where('user_id', '=', viewerId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { data_key_id: keyId, ...doc } = row;
  return { ...doc, data: keyId ? cipher.decryptBytes(row.data, DOCUMENT_CONTEXT) : Buffer.from(row.data) };
}

/**
 * Marks the user's services verified while an identity or company certificate of theirs is
 * approved (the profile badge and the pro-list "verified" filter); the update also raises each
 * service's public version, so cached profiles show the change at once.
 */
export async function refreshVerified(trx: Db, userId: number): Promise<void> {
  await sql`update quote_services set is_verified = exists (
      select 1 from service_certificates c
       where c.user_id = ${userId} and c.status = ${CertificateStatus.Approved} and c.type in ('identity', 'company'))
    where user_id = ${userId}`.execute(trx);
}

/** Approved certificates of a service's owner, for its public profile. */
export function approvedForService(db: Db, serviceId: number) {
  return db
    .selectFrom('service_certificates as c')
    .innerJoin('quote_services as s', 's.user_id', 'c.user_id')
    .select(['c.id', 'c.name', 'c.type', 'c.reviewed_at'])
    .where('s.id', '=', serviceId)
    .where('c.status', '=', CertificateStatus.Approved)
    .orderBy('c.id')
    .execute();
}
