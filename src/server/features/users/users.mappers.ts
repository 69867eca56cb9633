import { fullName } from '../../../domain/users/full-name';
import { notificationSettingsOf, userSettingsOf } from '../../../domain/users/settings-values';
import type { MeResponse } from '../../../domain/users/user.types';
import type { SocialProvider } from '../../db/schema';
import type { UserRow } from './users.repository';

/** What the user state holds beyond the users row. */
export interface UserStateExtras {
  quoteServiceCount: number;
  /** Whole TWD: the wallet balance (the sum of the ledger). */
  walletAmount: number;
  socialProviders: SocialProvider[];
  /** Unread messages plus unread notifications. */
  unreadCount?: number;
  /** Live bookings of his services the pro has not seen. */
  unreadBookingCount?: number;
  /** Lines in the user's shop cart (features/shop-orders). */
  cartCount?: number;
  /** Identity verification and certificates (features/certificates). */
  certificates?: Pick<MeResponse, 'id_status' | 'qualificationStatusList'>;
  /** Whom the user blocked (features/blocking). */
  blocked?: { blocked_user_ids: number[]; blocked_count: number };
}

const NO_EXTRAS: UserStateExtras = { quoteServiceCount: 0, walletAmount: 0, socialProviders: [] };

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The user state of spec section 3 (GET /user/me.json); a row never leaves the server as it is. */
export function toUserStateResponse(user: UserRow, extras: UserStateExtras = NO_EXTRAS): MeResponse {
  const linked = (provider: SocialProvider) => flag(extras.socialProviders.includes(provider));
  return {
    info: {
      id: user.id,
      username: user.username,
      email: user.email,
      full_name: fullName(user),
      s3_thumb_url: user.avatar_thumb_url,
      available_wallet_amount: extras.walletAmount,
      quote_service_count: extras.quoteServiceCount,
      onboard_state: user.onboard_state,
      is_phone_confirmed: flag(user.is_phone_confirmed),
      phone: user.phone,
      is_activated: flag(user.is_activated),
      signup_role: user.signup_role,
    },
    profile: { first_name: user.first_name, last_name: user.last_name },
    avatar: { amazon_s3_thumb_url: user.avatar_thumb_url, amazon_s3_original_url: user.avatar_original_url },
    settings: userSettingsOf(user.settings),
    notification_settings: notificationSettingsOf(user.notification_settings),
    blocked_status: { is_blocked: 0, ...(extras.blocked ?? { blocked_user_ids: [], blocked_count: 0 }) },
    id_status: extras.certificates?.id_status ?? { status: 0, is_verified: 0, card_type: null, service_certificate_id: null },
    qualificationStatusList: extras.certificates?.qualificationStatusList ?? [],
    unreadCount: extras.unreadCount ?? 0,
    cartCount: extras.cartCount ?? 0,
    unreadBookingCount: extras.unreadBookingCount ?? 0,
    social: { google: linked('google'), apple: linked('apple'), facebook: linked('facebook') },
    has_password: flag(user.password_hash !== null),
  };
}

/** The answer of the settings calls: every key, 0 or 1. */
export function toSettingsResponse(user: Pick<UserRow, 'settings' | 'notification_settings'>) {
  return { settings: userSettingsOf(user.settings), notification_settings: notificationSettingsOf(user.notification_settings) };
}
