import type { CodeSent } from '../../../../domain/users/auth.contract';
import type { AccountInfo } from '../../../../domain/users/user.types';
import type { ProfileAnswer, SettingsAnswer } from '../../../../domain/users/users.contract';
import type { SocialLogin, SocialProvider } from '../../session';
import type { ApiClient } from '../../../api/client';

/** The signed-in user's own account calls (settings screens). All need a session. */

export type { ProfileAnswer, SettingsAnswer } from '../../../../domain/users/users.contract';

const post = <T>(api: ApiClient, path: string, body: Record<string, unknown> | FormData) => api.request<T>(path, { method: 'POST', body, quiet: true });

export const getSettings = (api: ApiClient) => api.request<SettingsAnswer>('/user/get_settings.json', { quiet: true });
export const changeSettings = (api: ApiClient, changes: Partial<SettingsAnswer>) => post<SettingsAnswer>(api, '/user/change_settings.json', { ...changes });

/** Names and, when given, a new avatar (multipart, so the file goes as it is). */
export function editProfile(api: ApiClient, fields: { first_name: string; last_name: string; avatar?: File | undefined }): Promise<ProfileAnswer> {
  const form = new FormData();
  form.set('first_name', fields.first_name);
  form.set('last_name', fields.last_name);
  if (fields.avatar) form.set('avatar', fields.avatar, fields.avatar.name);
  return post<ProfileAnswer>(api, '/user/edit_profile.json', form);
}

export const changePassword = (api: ApiClient, current_password: string, new_password: string) =>
  post<object>(api, '/users/change_password.json', { current_password, new_password });

/** Step 1 of the e-mail change: a code goes to the new address. */
export const startEmailChange = (api: ApiClient, email: string) => post<CodeSent>(api, '/new/v1/users/edit_email', { email });
/** Step 2: the code confirms the new address, which replaces the old one. */
export const finishEmailChange = (api: ApiClient, hash: string, otp: string) => post<{ info: AccountInfo }>(api, '/new/v1/users/edit_email', { hash, otp });

/** Confirms the phone that received the code as the caller's own. */
export const confirmPhone = (api: ApiClient, hash: string, otp: string) => post<object>(api, '/users/verify/phone/auth.json', { hash, otp });

export const connectSocial = (api: ApiClient, provider: SocialProvider, body: SocialLogin) =>
  post<object>(api, `/users/connect_social/${provider}.json`, { ...body });

export const deleteAccount = (api: ApiClient, password: string) => post<object>(api, '/users/delete.json', { password });
