import type { Kysely } from 'kysely';
import { BLOCKED_USERS_MAX, BLOCKING_MESSAGES } from '../../../domain/blocking/blocking';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import * as repo from './blocking.repository';

type Db = Kysely<Database>;

export interface BlockedUserResponse {
  id: number;
  blocked_user_id: number;
  full_name: string;
  s3_thumb_url: string | null;
  created: string;
}

function toResponse(row: repo.BlockRow): BlockedUserResponse {
  return { id: row.id, blocked_user_id: row.blocked_user_id, full_name: fullName(row), s3_thumb_url: row.avatar_thumb_url, created: toUtcString(row.created) };
}

/** GET /blocked_users/index.json */
export async function listBlockedUsers(db: Db, userId: number) {
  return { blocked_users: (await repo.listBlocks(db, userId)).map(toResponse) };
}

/**
 * POST /blocked_users/add.json: from then on the two never message each other and are never
 * matched, whoever blocked whom. Blocking someone already blocked answers with the same block.
 */
export async function blockUser(db: Db, userId: number, blockedUserId: number) {
  if (blockedUserId === userId) throw AppError.invalid([{ field: 'blocked_user_id', message: BLOCKING_MESSAGES.self }]);
  if (!(await repo.findLiveUser(db, blockedUserId))) throw AppError.notFound(BLOCKING_MESSAGES.notFound);
  if (!(await repo.findBlock(db, userId, blockedUserId))) {
    if ((await repo.countBlocks(db, userId)) >= BLOCKED_USERS_MAX) throw new AppError('conflict', ErrorText.ActionNotAllowed, BLOCKING_MESSAGES.tooMany);
    await repo.insertBlock(db, userId, blockedUserId);
  }
  const list = await listBlockedUsers(db, userId);
  return { blocked_user: list.blocked_users.find((b) => b.blocked_user_id === blockedUserId)!, ...list };
}

/** The owner of a public service (a profile someone can see); 404 otherwise. */
export async function ownerOfPublicService(db: Db, serviceId: number): Promise<number> {
  const owner = await repo.publicServiceOwner(db, serviceId);
  if (owner === undefined) throw AppError.notFound(BLOCKING_MESSAGES.notFound);
  return owner;
}

/** POST /blocked_users/delete/{id}.json: lifts one of the caller's own blocks; anyone else's is 404. */
export async function unblockUser(db: Db, userId: number, id: number) {
  if (!(await repo.deleteBlock(db, userId, id))) throw AppError.notFound(BLOCKING_MESSAGES.blockNotFound);
  return listBlockedUsers(db, userId);
}

/** The user state's `blocked_status`: whom the user blocked. */
export async function blockedStatusOf(db: Db, userId: number) {
  const ids = await repo.blockedIdsOf(db, userId);
  return { blocked_user_ids: ids, blocked_count: ids.length };
}
