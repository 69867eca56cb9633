import type { ApiClient } from '../../api/client';

/** One row of GET /blocked_users/index.json */
export interface BlockedUser {
  id: number;
  blocked_user_id: number;
  full_name: string;
  s3_thumb_url: string | null;
  created: string;
}

export const listBlockedUsers = (api: ApiClient) => api.request<{ blocked_users: BlockedUser[] }>('/blocked_users/index.json', { quiet: true });

/** Blocks a user by id, or a public profile's owner by its service id; the answer names no one. */
export const blockUser = (api: ApiClient, target: { blocked_user_id: number } | { quote_service_id: number }) =>
  api.request<{ blocked_user: { blocked_user_id: number } }>('/blocked_users/add.json', { method: 'POST', body: target, quiet: true });

export const unblockUser = (api: ApiClient, id: number) =>
  api.request<{ blocked_users: BlockedUser[] }>(`/blocked_users/delete/${id}.json`, { method: 'POST', quiet: true });
