import { z } from 'zod';
import { emailSchema, personNameSchema, usernameSchema } from './account-rules';
import { currentPasswordSchema, newPasswordSchema } from './password-rules';
import { taiwanMobileSchema } from './phone';

/** Request bodies of the account calls (spec section 7), shared by the server and the forms. */

// Forms send every value as text and leave unused fields empty: "" means "not given".
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** 1/0, "true"/"false", "on", or a JSON boolean. */
export const flagSchema = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

const deviceIdSchema = optional(z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(200)));
const hashSchema = z.string({ error: '缺少連結的驗證資料。' }).trim().min(1, '缺少連結的驗證資料。').max(200);

/** The longest `seon_session` (SEON's browser agent's payload) a login takes; the web app sends none rather than a longer one. */
export const SEON_SESSION_MAX_LENGTH = 4096;

/** The password branch of POST /users/login.json; social fields pass through untouched. */
export const loginBodySchema = z.looseObject({
  username: optional(z.string().trim().max(254)),
  passwd: optional(z.string().max(1024)),
  device_id: deviceIdSchema,
  seon_session: optional(z.string().max(SEON_SESSION_MAX_LENGTH)),
  saved: optional(flagSchema),
  /** The one-time code a risky login was asked for (`login code required`), with the hash that answer gave. */
  otp: optional(z.string().trim().regex(/^\d{6}$/, '請輸入 6 位數字的驗證碼。')),
  otp_hash: optional(z.string().trim().max(200)),
});

export const passwordLoginSchema = z.object({
  username: z.string({ error: '請輸入帳號或電子郵件' }).trim().min(1, '請輸入帳號或電子郵件').max(254),
  passwd: currentPasswordSchema,
});

export const loginOnceSchema = z.object({ hash: hashSchema, device_id: deviceIdSchema, saved: optional(flagSchema) });

export const registerManualSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  passwd: newPasswordSchema,
  address: optional(z.string().trim().max(200, '地址請在 200 字以內')),
  device_id: deviceIdSchema,
});

export const signUpSchema = z.object({
  User: z.object(
    {
      email: emailSchema,
      password: newPasswordSchema,
      first_name: personNameSchema,
      last_name: personNameSchema,
      username: optional(usernameSchema),
      phone: optional(taiwanMobileSchema),
      service_category: optional(z.string().trim().max(80)),
      service_city: optional(z.string().trim().max(40)),
    },
    { error: '請填寫註冊資料' },
  ),
  device_id: deviceIdSchema,
});
export type SignUpBody = z.infer<typeof signUpSchema>;

export const checkAccountSchema = z.object({
  username: optional(z.string().trim().max(254)),
  email: optional(z.string().trim().max(254)),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ hash: hashSchema, password: optional(z.string()) });

export const changePasswordSchema = z.object({
  current_password: optional(z.string().max(1024)),
  new_password: newPasswordSchema,
});

export const deleteAccountSchema = z.object({ password: optional(z.string().max(1024)) });
