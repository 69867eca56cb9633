import type { z } from 'zod';
import type { blockServiceOwnerSchema, blockUserSchema } from '../../../../domain/blocking/blocking';
import type { BlockAnswer, BlockedUsersAnswer } from '../../../../domain/blocking/blocking.contract';
import type { ApiClient } from '../../../api/client';

export type { BlockedUser } from '../../../../domain/blocking/blocking.contract';

export const listBlockedUsers = (api: ApiClient) => api.request<BlockedUsersAnswer>('/blocked_users/index.json', { quiet: true });

/** Blocks a user by id, or a public profile's owner by its service id; the answer names no one. */
export const blockUser = (api: ApiClient, target: z.input<typeof blockUserSchema> | z.input<typeof blockServiceOwnerSchema>) =>
  api.request<BlockAnswer>('/blocked_users/add.json', { method: 'POST', body: target, quiet: true });

export const unblockUser = (api: ApiClient, id: number) =>
  api.request<BlockedUsersAnswer>(`/blocked_users/delete/${id}.json`, { method: 'POST', quiet: true });
