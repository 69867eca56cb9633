import { describe, expect, it } from 'vitest';
import { EMAIL_RULE_MESSAGE, NAME_RULE_MESSAGE } from '../../domain/users/account-rules';
import { OTP_FORMAT_MESSAGE } from '../../domain/users/otp';
import { PASSWORD_RULE_MESSAGE } from '../../domain/users/password-rules';
import { PHONE_INVALID_MESSAGE } from '../../domain/users/phone';
import {
  changePasswordSchema,
  codeField,
  consumerSignUpSchema,
  emailOnlySchema,
  newPasswordFormSchema,
  passwordLoginSchema,
  phoneSchema,
  proSignUpSchema,
} from './account-forms';
import { schemaErrors } from './forms';

const signUp = { email: 'Ming@Example.com ', password: 'secret123', last_name: ' 王 ', first_name: '小明', phone: '', service_category: '', service_city: '' };

describe('the account forms', () => {
  it('accepts a consumer sign-up and cleans it up (no phone, no service)', () => {
    expect(consumerSignUpSchema.parse(signUp)).toEqual({ ...signUp, email: 'ming@example.com', last_name: '王', phone: undefined });
  });

  it('turns a typed phone into the canonical form', () => {
    expect(consumerSignUpSchema.parse({ ...signUp, phone: '0912-345-678' }).phone).toBe('+886912345678');
  });

  it.each([
    [{ email: '' }, { email: 'forms>required>email' }],
    [{ email: 'name@example' }, { email: EMAIL_RULE_MESSAGE }],
    [{ password: 'short1' }, { password: PASSWORD_RULE_MESSAGE }],
    [{ password: 'lettersonly' }, { password: PASSWORD_RULE_MESSAGE }],
    [{ last_name: '  ' }, { last_name: 'forms>required>lastName' }],
    [{ first_name: '名'.repeat(31) }, { first_name: NAME_RULE_MESSAGE }],
    [{ phone: '02-2345-6789' }, { phone: PHONE_INVALID_MESSAGE }],
  ])('refuses %o next to the field', (change, expected) => {
    expect(schemaErrors(consumerSignUpSchema, { ...signUp, ...change })).toEqual(expected);
  });

  it('asks a pro for the category and the city', () => {
    expect(schemaErrors(proSignUpSchema, signUp)).toEqual({ service_category: 'forms>required>category', service_city: 'forms>required>city' });
    expect(proSignUpSchema.safeParse({ ...signUp, service_category: 'aircon-cleaning', service_city: '臺北市' }).success).toBe(true);
  });

  it('needs a login name and a password to log in, without the new-password rules', () => {
    expect(schemaErrors(passwordLoginSchema, { username: ' ', passwd: '' })).toEqual({ username: 'forms>required>username', passwd: '請輸入密碼' });
    expect(passwordLoginSchema.safeParse({ username: 'ming', passwd: 'x' }).success).toBe(true);
  });

  it('checks the phone and e-mail of the code logins', () => {
    expect(phoneSchema.parse({ value: '+886 912 345 678' })).toEqual({ value: '+886912345678' });
    expect(schemaErrors(phoneSchema, { value: '12345' })).toEqual({ value: PHONE_INVALID_MESSAGE });
    expect(schemaErrors(emailOnlySchema, { value: 'nope' })).toEqual({ value: EMAIL_RULE_MESSAGE });
  });

  it('wants the new password twice, the same both times', () => {
    expect(schemaErrors(newPasswordFormSchema, { password: 'secret123', confirm: 'secret124' })).toEqual({ confirm: 'forms>password>mismatch' });
    expect(schemaErrors(newPasswordFormSchema, { password: 'secret123', confirm: '' })).toEqual({ confirm: 'forms>required>confirm' });
    expect(schemaErrors(changePasswordSchema, { current_password: '', password: 'secret123', confirm: 'secret123' })).toEqual({ current_password: '請輸入密碼' });
  });
});

describe('the code field', () => {
  it('forgives full-width digits and spaces, as the server does', () => {
    expect(codeField.parse(' １２３ ４５６ ')).toBe('123456');
    expect(codeField.safeParse('12345').error?.issues[0]?.message).toBe(OTP_FORMAT_MESSAGE);
    expect(codeField.safeParse('').error?.issues[0]?.message).toBe('forms>required>code');
  });
});
