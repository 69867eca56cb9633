import type { Kysely } from 'kysely';
import {
  CERTIFICATES_PER_USER_MAX,
  CertificateStatus,
  canEdit,
  canWithdraw,
} from '../../../domain/certificates/certificate-status';
import { type CertificateInput, isMaskedValue, maskRealId, validateCertificate } from '../../../domain/certificates/certificate.schema';
import { maskBusinessNumber } from '../../../domain/invoices/business-number';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { checkDocumentCount, readDocuments, readRemovedIds } from './certificate-documents';
import type { Certificate } from '../../../domain/certificates/certificates.contract';
import { type QualificationStatus, toCertificateResponse, toIdStatus } from './certificates.mappers';
import * as repo from './certificates.repository';

type Db = Kysely<Database>;

const notFound = () => AppError.notFound('找不到這張證照，可能已被刪除或不屬於您。');
const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const IDENTITY_TAKEN = '您已經送出身分驗證；請等待審核結果，或先撤回原本的申請再重新送出。';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function checked(body: Record<string, unknown>): CertificateInput {
  const result = validateCertificate(body);
  if (!result.ok) throw AppError.invalid(result.errors);
  return result.value;
}

/**
 * The owner sees their numbers masked, so an edit that sends the masked value back (or leaves
 * it empty) keeps the stored number; typing a new number replaces it.
 */
function keepStoredNumbers(body: Record<string, unknown>, row: repo.CertificateRow): Record<string, unknown> {
  const kept = { ...body };
  // Another masked value is a typo and fails validation as one.
  const unchanged = (value: unknown, masked: string | null) =>
    value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || (isMaskedValue(value) && value.trim().toUpperCase() === masked)));
  if (row.real_id && unchanged(body.real_id, maskRealId(row.real_id))) kept.real_id = row.real_id;
  if (row.unified_number && unchanged(body.unified_number, maskBusinessNumber(row.unified_number))) kept.unified_number = row.unified_number;
  return kept;
}

async function withDocuments(db: Db, row: repo.CertificateRow): Promise<Certificate> {
  return toCertificateResponse(row, await repo.documentsOf(db, [row.id]));
}

/** The pro's certificates and where their identity verification stands (dashboard/certification). */
export async function listCertificates(db: Db, cipher: DataCipher, userId: number) {
  const [rows, identity] = await Promise.all([repo.listOwn(db, cipher, userId), repo.activeIdentity(db, userId)]);
  const documents = await repo.documentsOf(
    db,
    rows.map((r) => r.id),
  );
  return { service_certificates: rows.map((row) => toCertificateResponse(row, documents)), id_status: toIdStatus(identity) };
}

/** One of the pro's own certificates; anyone else's is 404. */
export async function viewCertificate(db: Db, cipher: DataCipher, userId: number, id: number) {
  const row = await repo.findOwn(db, cipher, userId, id);
  if (!row) throw notFound();
  return { service_certificate: await withDocuments(db, row) };
}

/** POST /cert_certificates/add.json: a new certificate with its documents, pending review. */
export async function addCertificate(db: Db, cipher: DataCipher, userId: number, body: Record<string, unknown>) {
  const input = checked(body);
  const documents = readDocuments(body.documents);
  checkDocumentCount(documents.length);
  if ((await repo.countActive(db, userId)) >= CERTIFICATES_PER_USER_MAX) {
    throw conflict(`最多可保留 ${CERTIFICATES_PER_USER_MAX} 張證照，請先撤回不再需要的證照。`);
  }
  if (input.type === 'identity' && (await repo.activeIdentity(db, userId))) throw conflict(IDENTITY_TAKEN);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const newId = await repo.insertCertificate(trx, cipher, userId, input);
      await repo.insertDocuments(trx, cipher, newId, userId, documents);
      return newId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IDENTITY_TAKEN);
    throw error;
  }
  return viewCertificate(db, cipher, userId, id);
}

/**
 * POST /cert_certificates/edit/{id}.json: changes the fields, adds documents and drops
 * `remove_document_ids`; the certificate goes back to pending review (an approved one loses
 * its badge until approved again). A withdrawn certificate stays as it was (409).
 */
export async function editCertificate(db: Db, cipher: DataCipher, userId: number, id: number, body: Record<string, unknown>) {
  const row = await repo.findOwn(db, cipher, userId, id);
  if (!row) throw notFound();
  if (!canEdit(row.status)) throw conflict('這張證照已撤回，無法再修改；請重新新增一張。');
  const input = checked(keepStoredNumbers(body, row));
  const added = readDocuments(body.documents);
  const removed = readRemovedIds(body.remove_document_ids);
  const existing = await repo.documentsOf(db, [id]);
  const kept = existing.filter((d) => !removed.includes(d.id));
  checkDocumentCount(kept.length + added.length);
  try {
    const updated = await db.transaction().execute(async (trx) => {
      if (!(await repo.updateOwn(trx, cipher, userId, id, input))) return false;
      await repo.deleteDocuments(trx, id, removed);
      await repo.insertDocuments(trx, cipher, id, userId, added);
      if (row.status === CertificateStatus.Approved) await repo.refreshVerified(trx, userId);
      return true;
    });
    if (!updated) throw conflict('這張證照已撤回，無法再修改；請重新新增一張。');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IDENTITY_TAKEN);
    throw error;
  }
  return viewCertificate(db, cipher, userId, id);
}

/** POST /cert_certificates/withdraw/{id}.json: status 3; its badge leaves the profile. */
export async function withdrawCertificate(db: Db, cipher: DataCipher, userId: number, id: number) {
  const row = await repo.findOwn(db, cipher, userId, id);
  if (!row) throw notFound();
  if (!canWithdraw(row.status)) throw conflict('這張證照已經撤回了。');
  const done = await db.transaction().execute(async (trx) => {
    if (!(await repo.withdrawOwn(trx, userId, id))) return false;
    if (row.status === CertificateStatus.Approved) await repo.refreshVerified(trx, userId);
    return true;
  });
  if (!done) throw conflict('這張證照已經撤回了。');
  return viewCertificate(db, cipher, userId, id);
}

/** For the user state (GET /user/me.json): `id_status` and `qualificationStatusList`. */
export async function certificateStateOf(db: Db, userId: number) {
  return certificateStateFrom(await repo.ownStatusesQuery(db, userId).execute());
}

type OwnStatusRow = Awaited<ReturnType<ReturnType<typeof repo.ownStatusesQuery>['execute']>>[number];

/** The same from the rows of ownStatusesQuery (newest first): the live identity is the newest one not withdrawn. */
export function certificateStateFrom(rows: readonly OwnStatusRow[]) {
  const live = rows.filter((r) => r.status !== CertificateStatus.Withdrawn);
  const qualificationStatusList: QualificationStatus[] = live.map((r) => ({ service_certificate_id: r.id, name: r.name, type: r.type, status: r.status }));
  return { id_status: toIdStatus(live.find((r) => r.type === 'identity')), qualificationStatusList };
}
