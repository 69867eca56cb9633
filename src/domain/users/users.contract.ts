import { z } from 'zod';
import { zeroOne } from '../http/refs';

/** The user state of spec section 3 as the API returns it (GET /user/me.json); user.types.ts names the parts. */

/** On/off settings: every key, 0 or 1. */
export const flagsSchema = z.record(z.string(), zeroOne);

export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  s3_thumb_url: z.string().nullable(),
  onboard_state: z.number().int(),
  is_phone_confirmed: zeroOne,
  phone: z.string().nullable(),
});

/** The info block as the accounts feature fills it (a superset of the user info). */
export const accountInfoSchema = userInfoSchema.extend({
  available_wallet_amount: z.number().int(),
  quote_service_count: z.number().int(),
  is_activated: zeroOne,
  signup_role: z.enum(['consumer', 'pro']),
});

const userStateShape = {
  profile: z.object({ first_name: z.string(), last_name: z.string() }),
  avatar: z.object({ amazon_s3_thumb_url: z.string().nullable(), amazon_s3_original_url: z.string().nullable() }),
};
export const userStateSchema = z.object({ info: userInfoSchema, ...userStateShape });

export const settingsAnswerShape = { settings: flagsSchema, notification_settings: flagsSchema };
export const settingsAnswerSchema = z.object(settingsAnswerShape);
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;

/** GET /user/me.json in full. */
export const meAnswerShape = {
  info: accountInfoSchema,
  ...userStateShape,
  ...settingsAnswerShape,
  /** is_blocked: the account itself; blocked_user_ids: whom the user blocked. */
  blocked_status: z.object({ is_blocked: zeroOne, blocked_user_ids: z.array(z.number().int()), blocked_count: z.number().int() }),
  /** The identity verification (IdVerificationStatus in domain/certificates). */
  id_status: z.object({ status: z.number().int(), is_verified: zeroOne, card_type: z.string().nullable(), service_certificate_id: z.number().int().nullable() }),
  /** The user's certificates that are not withdrawn, with their review status. */
  qualificationStatusList: z.array(z.object({ service_certificate_id: z.number().int(), name: z.string(), type: z.string(), status: z.number().int() })),
  unreadCount: z.number().int(),
  cartCount: z.number().int(),
  unreadBookingCount: z.number().int(),
  social: z.object({ google: zeroOne, apple: zeroOne, facebook: zeroOne }),
  has_password: zeroOne,
};
export const meAnswerSchema = z.object(meAnswerShape);

/** GET /user/me/type:brief.json */
export const meBriefShape = { info: accountInfoSchema };
/** POST /user/edit_profile.json */
export const editProfileAnswerShape = { info: accountInfoSchema, ...userStateShape };
export const profileAnswerSchema = z.object(editProfileAnswerShape);
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;
