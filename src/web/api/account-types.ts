import type { UserInfo, UserStateResponse } from '../../domain/users/user.types';
import type { SocialProvider } from './auth';
import type { Role } from '../routes/route-table';

/** On/off settings as the API sends them (every key, 0 or 1). */
export type Flags = Record<string, 0 | 1>;
export type SocialLinks = Partial<Record<SocialProvider, 0 | 1>>;

/**
 * What GET /user/me.json answers beyond the core user state. Optional, so the app works
 * against a server that does not send a part yet.
 */
export interface MeExtras {
  settings: Flags;
  notification_settings: Flags;
  blocked_status: Record<string, unknown>;
  id_status: Record<string, unknown>;
  unreadCount: number;
  cartCount: number;
  unreadBookingCount: number;
  social: SocialLinks;
  has_password: 0 | 1;
}
export type MeAnswer = UserStateResponse & Partial<MeExtras>;

/** The info block with the account fields the accounts screens read. */
export type AccountInfo = UserInfo & Partial<{ is_activated: 0 | 1; signup_role: Role; available_wallet_amount: number; quote_service_count: number }>;
