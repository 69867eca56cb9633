import { z } from 'zod';
import { emailSchema } from './account-rules';
import { otpCodeSchema } from './otp';
import { taiwanMobileSchema } from './phone';

/** Request bodies of the one-time-code calls (spec section 7), shared by the server and the web. */

const hashSchema = z.string({ error: '缺少驗證資料，請重新取得驗證碼。' }).trim().min(1).max(200);
const deviceIdSchema = z.union([z.string(), z.number()]).transform(String).optional();
// Forms send 1/0, "true"/"false" or "on"; JSON may send a boolean.
const savedSchema = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on')
  .optional();

/** POST /users/verify/{phone,voice}/preauth.json */
export const phoneBody = z.object({ phone: taiwanMobileSchema });
/** POST /users/verify/phone/auth.json */
export const hashOtpBody = z.object({ hash: hashSchema, otp: otpCodeSchema });
/** POST /users/send_otp_to_phone_by_email.json and /new/v1/email_verifications/preauth_login */
export const emailBody = z.object({ email: emailSchema });
/** POST /new/v1/email_verifications/auth: sign in with an e-mailed code. */
export const emailAuthBody = z.object({ hash: hashSchema, otp: otpCodeSchema, device_id: deviceIdSchema, saved: savedSchema });
/** POST /users/validate_user.json: sign in with a phone code (or an e-mailed one for a username). */
export const validateUserBody = z.object({
  phone: taiwanMobileSchema.optional(),
  verify_code: otpCodeSchema.optional(),
  username: z.string().trim().min(1).max(254).optional(),
  email_verify_code: otpCodeSchema.optional(),
  hash: hashSchema.optional(),
  device_id: deviceIdSchema,
  saved: savedSchema,
});
/** POST /new/v1/users/edit_email: the new address first, then its code. */
export const editEmailBody = z.object({ email: emailSchema.optional(), hash: hashSchema.optional(), otp: otpCodeSchema.optional() });
