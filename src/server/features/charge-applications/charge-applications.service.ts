import type { Kysely } from 'kysely';
import { ChargeApplicationStatus, nextChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { validateChargeApplication } from '../../../domain/charge-applications/charge-application.schema';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { readDocuments } from '../certificates';
import { toChargeApplicationResponse } from './charge-applications.mappers';
import * as repo from './charge-applications.repository';

type Db = Kysely<Database>;

const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const PENDING = '您的收款帳戶申請正在審核中，請等待審核結果後再修改。';
const APPROVED = '您的收款帳戶申請已通過，不需要再次申請。';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Whether payments may be paid out to the user: an approved application exists. */
export function mayReceivePayments(db: Db, userId: number): Promise<boolean> {
  return repo.hasApproved(db, userId);
}

/** Where the user's payouts are transferred: the approved application's bank account (number whole), or null. */
export async function payoutAccountOf(db: Db, cipher: DataCipher, userId: number) {
  return (await repo.approvedBankAccountOf(db, cipher, userId)) ?? null;
}

/** GET /new/v1/charge_applications/index.json: the pro's application (masked) and whether payments may reach them. */
export async function ownApplication(db: Db, userId: number) {
  const row = await repo.findOwn(db, userId);
  const documents = row ? await repo.documentsOf(db, [row.id]) : [];
  return {
    charge_application: row ? toChargeApplicationResponse(row, documents) : null,
    may_receive_payments: row?.status === ChargeApplicationStatus.Approved ? (1 as const) : (0 as const),
  };
}

/**
 * POST /new/v1/charge_applications/add.json: the first application, or a rejected one sent
 * again with its fields and documents replaced; pending either way. A pending or approved one
 * stays as it is (409). The holder's name must match the account's real name (personal) or the
 * company name (company).
 */
export async function submitApplication(db: Db, cipher: DataCipher, userId: number, body: Record<string, unknown>) {
  const checked = validateChargeApplication(body, await repo.realNameOf(db, userId));
  if (!checked.ok) throw AppError.invalid(checked.errors);
  const documents = readDocuments(body.documents);
  if (documents.length < 1) {
    throw AppError.invalid([{ field: 'documents', message: '請上傳證明文件：身分證或公司登記，以及存摺封面（圖片或 PDF）' }], ErrorText.UnableToUpload);
  }
  const current = await repo.findOwn(db, userId);
  const action = current ? 'resubmit' : 'submit';
  if (nextChargeApplicationStatus(current?.status ?? null, action) === null) {
    throw conflict(current?.status === ChargeApplicationStatus.Approved ? APPROVED : PENDING);
  }
  try {
    await db.transaction().execute(async (trx) => {
      const id = current ? current.id : await repo.insertApplication(trx, cipher, userId, checked.value);
      if (current && !(await repo.resubmitOwn(trx, cipher, userId, current.id, checked.value))) throw conflict(PENDING);
      await repo.replaceDocuments(trx, cipher, id, userId, documents);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PENDING);
    throw error;
  }
  const answer = await ownApplication(db, userId);
  if (!answer.charge_application) throw new Error('the application just saved is missing');
  return { charge_application: answer.charge_application };
}
