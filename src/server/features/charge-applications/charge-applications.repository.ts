import { type Kysely, sql } from 'kysely';
import { ChargeApplicationStatus, type ChargeApplicationStatusValue, type ChargeApplicationType } from '../../../domain/charge-applications/charge-application-status';
import { type ChargeApplicationInput, lastFour } from '../../../domain/charge-applications/charge-application.schema';
import { QueueId } from '../../../domain/ops/queues';
import { countReviewQueue, listReviewQueue, type ReviewQueueSource, type ReviewQueueFilter } from '../../db/queries/review-queue';
import type { ChargeApplicationDocumentsTable, Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';

type Db = Kysely<Database>;

/** The contexts the numbers and documents are encrypted (and hashed) under. */
export const IDENTITY_NUMBER_CONTEXT = 'charge_applications.identity_number';
export const BANK_ACCOUNT_CONTEXT = 'charge_applications.bank_account';
export const APPLICATION_DOCUMENT_CONTEXT = 'charge_application_documents.data';

const COLUMNS = [
  'a.id',
  'a.user_id',
  'a.type',
  'a.identity_last4',
  'a.company_name',
  'a.bank_code',
  'a.bank_branch',
  'a.bank_account_last4',
  'a.holder_name',
  'a.status',
  'a.reject_reason',
  'a.reviewed_at',
  'a.submitted_at',
  'a.created',
  'a.modified',
] as const;

/** An application without its numbers (the masked answers need only their last four characters). */
export interface ChargeApplicationRow {
  id: number;
  user_id: number;
  type: ChargeApplicationType;
  identity_last4: string;
  company_name: string | null;
  bank_code: string;
  bank_branch: string;
  bank_account_last4: string;
  holder_name: string;
  status: ChargeApplicationStatusValue;
  reject_reason: string | null;
  reviewed_at: Date | null;
  submitted_at: Date;
  created: Date;
  modified: Date;
}

/** The numbers of an application, decrypted: only for an operator reviewing it. */
export interface WholeNumbers {
  identity_number: string;
  bank_account: string;
}

export interface DocumentMeta {
  id: number;
  charge_application_id: number;
  name: string;
  type: ChargeApplicationDocumentsTable['type'];
  size: number;
  created: Date;
}

export interface NewDocument {
  name: string;
  type: ChargeApplicationDocumentsTable['type'];
  data: Uint8Array;
}

/** The stored form of an application's fields: numbers encrypted with a keyed hash and their last four. */
function sealed(cipher: DataCipher, input: ChargeApplicationInput) {
  return {
    type: input.type,
    identity_number_encrypted: cipher.encryptText(input.identity_number, IDENTITY_NUMBER_CONTEXT),
    identity_number_hash: cipher.lookupHash(input.identity_number, IDENTITY_NUMBER_CONTEXT),
    identity_last4: lastFour(input.identity_number),
    company_name: input.company_name,
    bank_code: input.bank_code,
    bank_branch: input.bank_branch,
    bank_account_encrypted: cipher.encryptText(input.bank_account, BANK_ACCOUNT_CONTEXT),
    bank_account_last4: lastFour(input.bank_account),
    holder_name: input.holder_name,
  };
}

/** The user's application (one per user), if any. */
export function findOwn(db: Db, userId: number): Promise<ChargeApplicationRow | undefined> {
  return db.selectFrom('charge_applications as a').select(COLUMNS).where('a.user_id', '=', userId).executeTakeFirst();
}

export function findById(db: Db, id: number): Promise<ChargeApplicationRow | undefined> {
  return db.selectFrom('charge_applications as a').select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
}

/** An application's numbers, decrypted (the operator's view). */
export async function wholeNumbersOf(db: Db, cipher: DataCipher, id: number): Promise<WholeNumbers | undefined> {
  const row = await db.selectFrom('charge_applications').select(['identity_number_encrypted', 'bank_account_encrypted']).where('id', '=', id).executeTakeFirst();
  return (
    row && {
      identity_number: cipher.decryptText(row.identity_number_encrypted, IDENTITY_NUMBER_CONTEXT),
      bank_account: cipher.decryptText(row.bank_account_encrypted, BANK_ACCOUNT_CONTEXT),
    }
  );
}

/** The user's first application, pending (the unique user_id makes a second insert fail). */
export async function insertApplication(trx: Db, cipher: DataCipher, userId: number, input: ChargeApplicationInput): Promise<number> {
  const row = await trx
    .insertInto('charge_applications')
    .values({ user_id: userId, ...sealed(cipher, input), status: ChargeApplicationStatus.Pending })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A rejected application changed and sent again: pending, the last decision cleared; false when it is not rejected (any more). */
export async function resubmitOwn(trx: Db, cipher: DataCipher, userId: number, id: number, input: ChargeApplicationInput): Promise<boolean> {
  const result = await trx
    .updateTable('charge_applications')
    .set({
      ...sealed(cipher, input),
      status: ChargeApplicationStatus.Pending,
      reject_reason: null,
      reviewed_by_operator_id: null,
      reviewed_at: null,
      submitted_at: sql`now()`,
      modified: sql`now()`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', ChargeApplicationStatus.Rejected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The application's documents become these (a resubmission brings its own). */
export async function replaceDocuments(trx: Db, cipher: DataCipher, applicationId: number, userId: number, documents: readonly NewDocument[]): Promise<void> {
  await trx.deleteFrom('charge_application_documents').where('charge_application_id', '=', applicationId).execute();
  if (documents.length === 0) return;
  await trx
    .insertInto('charge_application_documents')
    .values(
      documents.map((d) => ({
        charge_application_id: applicationId,
        user_id: userId,
        name: d.name,
        type: d.type,
        size: d.data.length,
        data: cipher.encryptBytes(d.data, APPLICATION_DOCUMENT_CONTEXT),
        data_key_id: cipher.keyId,
      })),
    )
    .execute();
}

/** What the documents of some applications are, without their bytes. */
export function documentsOf(db: Db, applicationIds: readonly number[]): Promise<DocumentMeta[]> {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('charge_application_documents')
    .select(['id', 'charge_application_id', 'name', 'type', 'size', 'created'])
    .where('charge_application_id', 'in', applicationIds)
    .orderBy('id')
    .execute();
}

/** One document with its bytes decrypted: its owner's (`ownerId`), or any for an operator reviewing applications. */
export async function findDocument(db: Db, cipher: DataCipher, id: number, ownerId?: number) {
  let query = db.selectFrom('charge_application_documents').select(['id', 'charge_application_id', 'name', 'type', 'data']).where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  return row && { ...row, data: cipher.decryptBytes(row.data, APPLICATION_DOCUMENT_CONTEXT) };
}

/** An application's status, its row locked until the transaction ends (a decision reads what it changes). */
export function lockStatus(trx: Db, id: number) {
  return trx.selectFrom('charge_applications').select(['id', 'user_id', 'status', 'reject_reason']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Decides a pending application; false when it is no longer pending. */
export async function review(trx: Db, id: number, decision: { status: ChargeApplicationStatusValue; reason: string | null; operatorId: number }): Promise<boolean> {
  const result = await trx
    .updateTable('charge_applications')
    .set({ status: decision.status, reject_reason: decision.reason, reviewed_by_operator_id: decision.operatorId, reviewed_at: sql`now()`, modified: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', ChargeApplicationStatus.Pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user has an approved application (payments may be paid out to them). */
export async function hasApproved(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('charge_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', ChargeApplicationStatus.Approved)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where the review queue's applications are. */
const REVIEW_SOURCE: ReviewQueueSource = { table: 'charge_applications', alias: 'a', queue: QueueId.ChargeApplications };

export type ReviewFilter = ReviewQueueFilter<ChargeApplicationStatusValue, ChargeApplicationType>;

/** A page of the console's queue, oldest change first, with the owner and who has taken each. */
export function listForReview(db: Db, filter: ReviewFilter, limit: number, offset: number) {
  return listReviewQueue<ChargeApplicationRow>(db, REVIEW_SOURCE, filter, COLUMNS, { limit, offset });
}

/** The queue's pending applications: all, those nobody has taken, and the operator's. */
export function countPending(db: Db, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }> {
  return countReviewQueue(db, REVIEW_SOURCE, ChargeApplicationStatus.Pending, operatorId);
}

/** The owner as the console shows them, with the address the decision is e-mailed to. */
export function ownerOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** The real name on the user's account (last name then first name); empty when none is given. */
export async function realNameOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
  return row ? `${(row.last_name ?? '').trim()}${(row.first_name ?? '').trim()}` : '';
}

/** The bank account an approved application names, the number decrypted: where payouts are transferred. */
export async function approvedBankAccountOf(db: Db, cipher: DataCipher, userId: number) {
  const row = await db
    .selectFrom('charge_applications')
    .select(['bank_code', 'bank_branch', 'bank_account_encrypted', 'holder_name'])
    .where('user_id', '=', userId)
    .where('status', '=', ChargeApplicationStatus.Approved)
    .executeTakeFirst();
  return (
    row && {
      bankCode: row.bank_code,
      branch: row.bank_branch,
      account: cipher.decryptText(row.bank_account_encrypted, BANK_ACCOUNT_CONTEXT),
      holderName: row.holder_name,
    }
  );
}
