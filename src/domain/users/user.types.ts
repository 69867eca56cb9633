import type { z } from 'zod';
import type { accountInfoSchema, meAnswerSchema, userInfoSchema, userStateSchema } from './users.contract';

/** The user state of spec section 3 as the API returns it (GET /user/me.json), from the route schemas. */
export type UserInfo = z.infer<typeof userInfoSchema>;

export type UserStateResponse = z.infer<typeof userStateSchema>;

/** The info block as the accounts feature fills it (a superset of UserInfo). */
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET /user/me.json in full: the user state of spec section 3 (a superset of UserStateResponse). */
export type MeResponse = z.infer<typeof meAnswerSchema>;
