import type { Answer } from '../../../../domain/http/envelope';
import type { UserInfo } from '../../../../domain/users/user.types';
import type { meBriefShape } from '../../../../domain/users/users.contract';
import type { MeAnswer } from './account-types';
import type { ApiClient, RequestOptions } from '../../../api/client';

/** The signed-in user's full state; 403 for a guest. */
export function getMe(api: ApiClient, options: Pick<RequestOptions, 'guestOk' | 'quiet'> = {}): Promise<MeAnswer> {
  return api.request<MeAnswer>('/user/me.json', options);
}

/** The cheap login check the app makes on dashboard route changes; 403 when the session is gone. */
export async function getMeBrief(api: ApiClient, options: Pick<RequestOptions, 'guestOk' | 'quiet'> = {}): Promise<UserInfo> {
  const { info } = await api.request<Answer<typeof meBriefShape>>('/user/me/type:brief.json', options);
  return info;
}
