import { z } from 'zod';
import { emailSchema, personNameSchema } from '../../domain/users/account-rules';
import { OTP_FORMAT_MESSAGE, otpCodeSchema } from '../../domain/users/otp';
import { currentPasswordSchema, newPasswordSchema } from '../../domain/users/password-rules';
import { taiwanMobileSchema } from '../../domain/users/phone';

/**
 * The account forms' rules. E-mail, password, name, phone and code rules are the domain's
 * (shared with the server, spec section 5); what only the forms add (which field is required,
 * the repeated password) is here, with i18n keys as messages.
 */
const required = (key: string) => z.string().trim().min(1, `forms>required>${key}`);

export const emailField = required('email').pipe(emailSchema);
export const phoneField = required('phone').pipe(taiwanMobileSchema);
const nameField = (key: string) => required(key).pipe(personNameSchema);
/** A 6-digit code as typed (full-width digits and spaces forgiven, as the server does). */
export const codeField = required('code').transform((value, ctx) => {
  const parsed = otpCodeSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? OTP_FORMAT_MESSAGE });
  return z.NEVER;
});
/** An optional phone: empty is fine, anything typed must be a Taiwan mobile number. */
const optionalPhoneField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(taiwanMobileSchema.optional());

export const passwordLoginSchema = z.object({ username: required('username'), passwd: currentPasswordSchema });
export const phoneSchema = z.object({ value: phoneField });
export const emailOnlySchema = z.object({ value: emailField });

export const signUpSchema = z.object({
  email: emailField,
  password: newPasswordSchema,
  last_name: nameField('lastName'),
  first_name: nameField('firstName'),
  phone: optionalPhoneField,
});

export const proSignUpSchema = signUpSchema.extend({
  service_category: required('category'),
  service_city: required('city'),
});
/** The consumer's form has no service fields; they stay empty and unchecked. */
export const consumerSignUpSchema = signUpSchema.extend({ service_category: z.string(), service_city: z.string() });

const confirmField = z.string().min(1, 'forms>required>confirm');
const sameAsPassword = (v: { password: string; confirm: string }) => v.password === v.confirm;
const mismatch = { path: ['confirm'], message: 'forms>password>mismatch' };

/** A new password typed twice. */
export const newPasswordFormSchema = z.object({ password: newPasswordSchema, confirm: confirmField }).refine(sameAsPassword, mismatch);

export const changePasswordSchema = z
  .object({ current_password: currentPasswordSchema, password: newPasswordSchema, confirm: confirmField })
  .refine(sameAsPassword, mismatch);

export const profileSchema = z.object({ last_name: nameField('lastName'), first_name: nameField('firstName') });

export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
