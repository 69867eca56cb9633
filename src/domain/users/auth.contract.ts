import { z } from 'zod';
import { accountInfoSchema } from './users.contract';
import { zeroOne } from '../http/refs';

/** The answers of sign-up, sign-in, one-time codes, sessions and social links (spec section 7 "Auth"). */

export const socialProviderSchema = z.enum(['google', 'apple', 'facebook']);

/** Every sign-in: the session token (the web app ignores it: the server sets the HttpOnly cookie). */
export const sessionAnswerShape = { session_id: z.string() };
export const sessionAnswerSchema = z.object(sessionAnswerShape);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** POST /users/check_account.json: 'existing' when the account exists. */
export const checkAccountAnswerShape = { message: z.enum(['existing', 'available']) };

/** POST /users/resend_activation.json: where the link went. */
export const resendActivationAnswerShape = { email: z.string() };

/** GET /users/activation/{userId}/{hash}.json: `reset_hash` when the first activation dropped the sign-up password. */
export const activationAnswerShape = { reset_hash: z.string().optional() };
export const activationAnswerSchema = z.object(activationAnswerShape);
export type ActivationAnswer = z.infer<typeof activationAnswerSchema>;

/** A one-time code was sent: the challenge's hash. */
export const codeSentShape = { hash: z.string() };
export const codeSentSchema = z.object(codeSentShape);
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /users/send_otp_to_phone_by_email.json */
export const phoneCodeByEmailShape = { hash: z.string(), phone_hint: z.string() };

/** POST /new/v1/users/edit_email: the code went to the new address, or the new info once confirmed. */
export const editEmailAnswerShape = { hash: z.string().optional(), info: accountInfoSchema.optional() };

/** GET /users/social_providers.json: only the buttons that work. */
export const socialProvidersShape = {
  providers: z.array(socialProviderSchema),
  google_client_id: z.string().optional(),
  apple_client_id: z.string().optional(),
  apple_redirect_uri: z.string().optional(),
  facebook_app_id: z.string().optional(),
};
export const socialProvidersSchema = z.object(socialProvidersShape);
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

/** POST /users/{connect,disconnect}_social/{provider}.json: which providers are linked now. */
export const socialLinksShape = { social: z.record(z.string(), zeroOne) };

/** GET /users/sessions.json: the signed-in devices. */
export const sessionsAnswerShape = {
  sessions: z.array(
    z.object({
      id: z.number().int(),
      browser: z.string().nullable(),
      device: z.string().nullable(),
      created: z.string(),
      last_seen: z.string(),
      current: z.boolean(),
    }),
  ),
};
export const sessionsAnswerSchema = z.object(sessionsAnswerShape);
export type SessionsAnswer = z.infer<typeof sessionsAnswerSchema>;

/** POST /users/sessions/revoke/{id}.json: whether it was this device. */
export const revokeAnswerShape = { current: z.boolean() };

/** POST /users/reauth/send_code.json */
export const reauthCodeShape = { hash: z.string(), destination_hint: z.string() };
