import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey, schemaErrors, serverFieldErrors } from './forms';

describe('form errors', () => {
  const schema = z.object({ a: z.string().min(1, 'forms>required>a').max(3, 'too long'), b: z.string().min(1, 'forms>required>b') });

  it('gives the first message of each refused field', () => {
    expect(schemaErrors(schema, { a: '', b: '' })).toEqual({ a: 'forms>required>a', b: 'forms>required>b' });
    expect(schemaErrors(schema, { a: 'long', b: 'x' })).toEqual({ a: 'too long' });
    expect(schemaErrors(schema, { a: 'ok', b: 'x' })).toEqual({});
  });

  it('tells our i18n keys from server or domain texts', () => {
    expect(isMessageKey('forms>required>email')).toBe(true);
    expect(isMessageKey('請輸入正確的台灣手機號碼')).toBe(false);
  });

  it("puts the server's field errors on the form's fields", () => {
    const { byField, other } = serverFieldErrors(
      [
        { field: 'User.email', message: 'Email 格式不正確' },
        { field: 'passwd', message: '請輸入密碼' },
        { field: 'device_id', message: '太長了' },
        { field: 'email', message: '第二個 email 錯誤' },
      ],
      ['email', 'password'] as const,
      { passwd: 'password' },
    );
    expect(byField).toEqual({ email: 'Email 格式不正確', password: '請輸入密碼' });
    expect(other).toEqual(['太長了']);
  });
});
