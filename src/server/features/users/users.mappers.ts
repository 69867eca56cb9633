import type { UserStateResponse } from '../../../domain/users/user.types';
import { fullName } from '../../../domain/users/full-name';
import type { UserRow } from './users.repository';

/** The user state of spec section 3, as far as the account holds it. */
export function toUserStateResponse(user: UserRow): UserStateResponse {
  return {
    info: {
      id: user.id,
      username: user.username,
      email: user.email,
      full_name: fullName(user),
      s3_thumb_url: user.avatar_thumb_url,
      onboard_state: user.onboard_state,
      is_phone_confirmed: user.is_phone_confirmed ? 1 : 0,
      phone: user.phone,
    },
    profile: { first_name: user.first_name, last_name: user.last_name },
    avatar: { amazon_s3_thumb_url: user.avatar_thumb_url, amazon_s3_original_url: user.avatar_original_url },
  };
}
