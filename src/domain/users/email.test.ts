import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, emailSchema, isEmail } from './email';

describe('e-mail addresses (spec section 5)', () => {
  it.each(['a@b.tw', 'ming.wang+shop@example.com.tw', 'x_y@sub.domain.co', '王@例子.台灣'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a@b.c.', 'a b@example.com', 'a@@b.com', `${'a'.repeat(250)}@b.com`])(
    'refuses %j',
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it('trims and lower-cases a form value', () => {
    expect(emailSchema.parse('  Ming.Wang@Example.COM ')).toBe('ming.wang@example.com');
  });

  it('refuses with the zh-TW message', () => {
    const result = emailSchema.safeParse('nope');
    expect(result.error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
    expect(emailSchema.safeParse(undefined).error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
  });
});
