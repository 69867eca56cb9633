import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { detectImageType, IMAGE_EXTENSIONS } from '../../../domain/uploads/image-type';
import { NOTIFICATION_SETTING_KEYS, USER_SETTING_KEYS } from '../../../domain/users/settings';
import { readSettingsChange } from '../../../domain/users/settings-values';
import type { MeResponse } from '../../../domain/users/user.types';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import type { UploadedFile } from '../../plugins/body-parsing';
import { stripImageMetadata } from '../../lib/uploads/image-metadata';
import { certificateStateFrom } from '../certificates';
import { toSettingsResponse, toUserStateResponse } from './users.mappers';
import * as repo from './users.repository';

const AVATAR_FOLDER = 'avatars';

/** The caller's own row; a session whose user is gone is as dead as a revoked one. */
async function ownRow(db: Kysely<Database>, userId: number) {
  const user = await repo.findUserById(db, userId);
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** The full user state of the signed-in user (GET /user/me.json), read in one statement. */
export async function loadUserState(db: Kysely<Database>, userId: number): Promise<MeResponse> {
  const state = await readUserState(db, userId);
  // A session whose user is gone is as dead as a revoked one.
  if (!state) throw AppError.unauthenticated();
  return state;
}

/** The same, or undefined when the user is gone (the signed-in page sends the visitor to log in). */
export async function readUserState(db: Kysely<Database>, userId: number): Promise<MeResponse | undefined> {
  const row = await repo.findUserState(db, userId);
  if (!row) return undefined;
  const blockedIds = row.blocked.map((b) => b.blocked_user_id);
  return toUserStateResponse(row, {
    quoteServiceCount: Number(row.quote_service_count ?? 0),
    walletAmount: Number(row.wallet_balance ?? 0),
    socialProviders: row.social.map((s) => s.provider),
    // The header's 訊息 badge: unread messages only. New leads and quotes show as unread on their own lists.
    unreadCount: Number(row.unread_messages ?? 0),
    unreadBookingCount: Number(row.unread_bookings ?? 0),
    cartCount: Number(row.cart_count ?? 0),
    certificates: certificateStateFrom(row.certificates),
    blocked: { blocked_user_ids: blockedIds, blocked_count: blockedIds.length },
  });
}

export async function getSettings(db: Kysely<Database>, userId: number) {
  return toSettingsResponse(await ownRow(db, userId));
}

/** Changes some settings; an unknown key or a value other than 0/1 is a 400 naming it. */
export async function changeSettings(db: Kysely<Database>, userId: number, input: { settings?: unknown; notification_settings?: unknown }) {
  const user = await ownRow(db, userId);
  const settings = readSettingsChange(USER_SETTING_KEYS, input.settings);
  const notifications = readSettingsChange(NOTIFICATION_SETTING_KEYS, input.notification_settings);
  const problems = [
    ...settings.problems.map((p) => ({ field: p.key ? `settings[${p.key}]` : 'settings', message: p.message })),
    ...notifications.problems.map((p) => ({ field: p.key ? `notification_settings[${p.key}]` : 'notification_settings', message: p.message })),
  ];
  if (problems.length > 0) throw AppError.invalid(problems);
  // Only what was ever chosen is stored, so a changed default still reaches everything else.
  const stored = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, 0 | 1>) : {});
  const nextSettings = { ...stored(user.settings), ...settings.values };
  const nextNotifications = { ...stored(user.notification_settings), ...notifications.values };
  await repo.saveSettings(db, userId, nextSettings, nextNotifications);
  return toSettingsResponse({ settings: nextSettings, notification_settings: nextNotifications });
}

function unableToUpload(message: string): AppError {
  return new AppError('invalid', ErrorText.UnableToUpload, ERROR_TEXT_MESSAGES[ErrorText.UnableToUpload]!, { fields: [{ field: 'avatar', message }] });
}

/** Checks an avatar by its bytes and saves it; returns its URL. */
async function saveAvatar(storage: FileStorage, file: unknown): Promise<string> {
  const upload = file as Partial<UploadedFile>;
  if (!upload || !Buffer.isBuffer(upload.data)) throw unableToUpload('請選擇一張圖片檔案上傳。');
  // The multipart parser stops at the limit already; this covers any other way in.
  if (upload.data.length > UPLOAD_MAX_BYTES) {
    throw new AppError('too_large', ErrorText.FileTooLarge, ERROR_TEXT_MESSAGES[ErrorText.FileTooLarge]!);
  }
  const type = detectImageType(upload.data);
  if (!type) throw unableToUpload('大頭貼只接受 PNG、JPEG 或 GIF 圖片。');
  return storage.save(AVATAR_FOLDER, await stripImageMetadata('avatar', upload.data, type), IMAGE_EXTENSIONS[type]);
}

/**
 * Changes names and the avatar. There is no image resizing yet, so the thumbnail URL is the
 * original's. The previous avatar file is removed once the new one is recorded.
 */
export async function editProfile(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: number,
  change: { first_name?: string | undefined; last_name?: string | undefined; avatar?: unknown },
): Promise<MeResponse> {
  const before = await ownRow(db, userId);
  const avatarUrl = change.avatar === undefined ? undefined : await saveAvatar(storage, change.avatar);
  await repo.updateProfile(db, userId, {
    ...(change.first_name !== undefined ? { first_name: change.first_name } : {}),
    ...(change.last_name !== undefined ? { last_name: change.last_name } : {}),
    ...(avatarUrl ? { avatar_original_url: avatarUrl, avatar_thumb_url: avatarUrl } : {}),
  });
  if (avatarUrl) {
    for (const old of new Set([before.avatar_original_url, before.avatar_thumb_url])) if (old) await storage.remove(old);
  }
  return loadUserState(db, userId);
}
