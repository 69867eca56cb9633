import type { Kysely } from 'kysely';
import { BLOCKED_USERS_MAX, BLOCKING_MESSAGES } from '../../../domain/blocking/blocking';
import type { BlockAnswer, BlockedUser, BlockedUsersAnswer } from '../../../domain/blocking/blocking.contract';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { toUtcString } from '../../../domain/time';
import { fullName } from '../../../domain/users/full-name';
import { maskedName } from '../../../domain/users/mask-name';
import type { Database } from '../../db/schema';
import * as repo from './blocking.repository';

type Db = Kysely<Database>;

function toResponse(row: repo.BlockRow): BlockedUser {
  const shown = Boolean(row.name_shown);
  return {
    id: row.id,
    blocked_user_id: row.blocked_user_id,
    full_name: shown ? fullName(row) : maskedName(row),
    s3_thumb_url: shown ? row.avatar_thumb_url : null,
    created: toUtcString(row.created),
  };
}

/** GET /blocked_users/index.json: the caller's blocks of people they have met. */
export async function listBlockedUsers(db: Db, userId: number): Promise<BlockedUsersAnswer> {
  return { blocked_users: (await repo.listBlocks(db, userId)).map(toResponse) };
}

/**
 * POST /blocked_users/add.json: from then on the two never reach each other, whoever blocked
 * whom. The answer is the same for any id (no name, no sign of whether the user exists), so the
 * call cannot be used to look people up; the block is kept only for someone the caller has met
 * (a bid between them, or a public profile), and only such a block shows in the list.
 */
export async function blockUser(db: Db, userId: number, blockedUserId: number): Promise<BlockAnswer> {
  if (blockedUserId === userId) throw AppError.invalid([{ field: 'blocked_user_id', message: BLOCKING_MESSAGES.self }]);
  if (!(await repo.findBlock(db, userId, blockedUserId))) {
    // The cap is checked for every id, met or not, so reaching it tells nothing about the id.
    if ((await repo.countBlocks(db, userId)) >= BLOCKED_USERS_MAX) throw new AppError('conflict', ErrorText.ActionNotAllowed, BLOCKING_MESSAGES.tooMany);
    if (await repo.findMetUser(db, userId, blockedUserId)) await repo.insertBlock(db, userId, blockedUserId);
  }
  return { blocked_user: { blocked_user_id: blockedUserId } };
}

/** The owner of a public service (a profile someone can see); 404 otherwise. */
export async function ownerOfPublicService(db: Db, serviceId: number): Promise<number> {
  const owner = await repo.publicServiceOwner(db, serviceId);
  if (owner === undefined) throw AppError.notFound(BLOCKING_MESSAGES.notFound);
  return owner;
}

/** POST /blocked_users/delete/{id}.json: lifts one of the caller's own blocks; anyone else's is 404. */
export async function unblockUser(db: Db, userId: number, id: number): Promise<BlockedUsersAnswer> {
  if (!(await repo.deleteBlock(db, userId, id))) throw AppError.notFound(BLOCKING_MESSAGES.blockNotFound);
  return listBlockedUsers(db, userId);
}

/** The user state's `blocked_status`: whom the user blocked. */
export async function blockedStatusOf(db: Db, userId: number) {
  const ids = await repo.blockedIdsOf(db, userId);
  return { blocked_user_ids: ids, blocked_count: ids.length };
}
