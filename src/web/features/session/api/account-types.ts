import type { AccountInfo as FullAccountInfo, MeResponse, UserInfo, UserStateResponse } from '../../../../domain/users/user.types';
import type { SettingsAnswer } from '../../../../domain/users/users.contract';
import type { SocialProvider } from './auth';

/** On/off settings as the API sends them (every key, 0 or 1). */
export type Flags = SettingsAnswer['settings'];
export type SocialLinks = Partial<Record<SocialProvider, 0 | 1>>;

/**
 * What GET /user/me.json answers (the domain's MeResponse): the core user state, the rest
 * optional so the app works against a server that does not send a part yet.
 */
export type MeAnswer = UserStateResponse & Partial<Omit<MeResponse, keyof UserStateResponse>>;

/** The info block with the account fields the accounts screens read (the brief info may come without them). */
export type AccountInfo = UserInfo & Partial<Omit<FullAccountInfo, keyof UserInfo>>;
