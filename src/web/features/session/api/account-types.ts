import type { MeResponse, UserInfo, UserStateResponse } from '../../../../domain/users/user.types';
import type { SettingsAnswer } from '../../../../domain/users/users.contract';
import type { SocialProvider } from './auth';
import type { Role } from '../../../routes/route-table';

/** On/off settings as the API sends them (every key, 0 or 1). */
export type Flags = SettingsAnswer['settings'];
export type SocialLinks = Partial<Record<SocialProvider, 0 | 1>>;

/**
 * What GET /user/me.json answers (the domain's MeResponse): the core user state, the rest
 * optional so the app works against a server that does not send a part yet.
 */
export type MeAnswer = UserStateResponse & Partial<Omit<MeResponse, keyof UserStateResponse>>;

/** The info block with the account fields the accounts screens read. */
export type AccountInfo = UserInfo & Partial<{ is_activated: 0 | 1; signup_role: Role; available_wallet_amount: number; quote_service_count: number }>;
