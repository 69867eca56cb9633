import type { UserInfo } from '../../../../domain/users/user.types';
import type { MeAnswer } from './account-types';
import type { ApiClient, RequestOptions } from '../../../api/client';

/** The signed-in user's full state; 403 for a guest. */
export function getMe(api: ApiClient, options: Pick<RequestOptions, 'guestOk' | 'quiet'> = {}): Promise<MeAnswer> {
  return api.request<MeAnswer>('/user/me.json', options);
}

/** The cheap login check the app makes on dashboard route changes; 403 when the session is gone. */
export async function getMeBrief(api: ApiClient, options: Pick<RequestOptions, 'guestOk' | 'quiet'> = {}): Promise<UserInfo> {
  const { info } = await api.request<{ info: UserInfo }>('/user/me/type:brief.json', options);
  return info;
}
