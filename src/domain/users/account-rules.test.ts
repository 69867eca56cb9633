import { describe, expect, it } from 'vitest';
import {
  EMAIL_RULE_MESSAGE,
  emailSchema,
  identifierKind,
  isValidEmail,
  NAME_RULE_MESSAGE,
  normalizeEmail,
  normalizeUsername,
  personNameSchema,
  USERNAME_RESERVED_MESSAGE,
  USERNAME_RULE_MESSAGE,
  usernameFromEmail,
  usernameProblem,
  usernameSchema,
} from './account-rules';

describe('usernameProblem', () => {
  it.each([
    ['abc', 'three characters'],
    ['a'.repeat(30), 'thirty characters'],
    ['ming_wang', 'an underscore'],
    ['ming.wang', 'a dot'],
    ['ming-wang', 'a dash'],
    ['MingWang', 'upper case (kept in lower case)'],
    ['  ming  ', 'surrounding spaces (trimmed)'],
    ['007', 'digits only'],
    ['_.-', 'only the three symbols'],
  ])('accepts %j (%s)', (username) => {
    expect(usernameProblem(username)).toBeNull();
  });

  it.each([
    ['ab', USERNAME_RULE_MESSAGE, 'two characters'],
    ['a'.repeat(31), USERNAME_RULE_MESSAGE, 'thirty-one characters'],
    ['ming wang', USERNAME_RULE_MESSAGE, 'a space inside'],
    ['ming@example.com', USERNAME_RULE_MESSAGE, 'an @ (it would read as an e-mail)'],
    ['王小明', USERNAME_RULE_MESSAGE, 'Chinese characters'],
    ['mïng', USERNAME_RULE_MESSAGE, 'an accented letter'],
    ['ming+1', USERNAME_RULE_MESSAGE, 'a plus sign'],
    ['', USERNAME_RULE_MESSAGE, 'empty'],
    ['deleted-12', USERNAME_RESERVED_MESSAGE, 'the name given to deleted accounts'],
    ['Deleted-x', USERNAME_RESERVED_MESSAGE, 'the reserved prefix in another case'],
  ])('refuses %j with %s (%s)', (username, message) => {
    expect(usernameProblem(username)).toBe(message);
  });

  it('normalizes to trimmed lower case', () => {
    expect(normalizeUsername('  Ming.Wang ')).toBe('ming.wang');
    expect(usernameSchema.parse(' MING ')).toBe('ming');
    expect(usernameSchema.safeParse('a b').error?.issues[0]?.message).toBe(USERNAME_RULE_MESSAGE);
  });
});

describe('isValidEmail (spec section 5)', () => {
  it.each([
    'ming@example.com',
    'ming.wang+tag@mail.example.com.tw',
    'a@b.tw',
    '王小明@例子.台灣',
    'UPPER@EXAMPLE.COM',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['ming', 'no @'],
    ['ming@', 'no domain'],
    ['@example.com', 'no local part'],
    ['ming@example', 'no top-level part'],
    ['ming@example.c', 'a one-character top-level part'],
    ['ming@example.com.', 'a trailing dot'],
    ['ming wang@example.com', 'a space'],
    ['ming@@example.com', 'two @'],
    [`${'a'.repeat(250)}@b.tw`, 'over 254 characters'],
  ])('refuses %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('the schema trims and lower-cases before checking', () => {
    expect(emailSchema.parse('  Ming@Example.COM ')).toBe('ming@example.com');
    expect(normalizeEmail(' A@B.TW')).toBe('a@b.tw');
    expect(emailSchema.safeParse('ming@example').error?.issues[0]?.message).toBe(EMAIL_RULE_MESSAGE);
    expect(emailSchema.safeParse(42).error?.issues[0]?.message).toBe(EMAIL_RULE_MESSAGE);
  });
});

describe('identifierKind', () => {
  it.each([
    ['ming', 'username'],
    ['ming@example.com', 'email'],
    ['@', 'email'],
  ] as const)('reads %j as a %s', (identifier, kind) => {
    expect(identifierKind(identifier)).toBe(kind);
  });
});

describe('usernameFromEmail', () => {
  it.each([
    ['ming.wang@example.com', 'ming.wang'],
    ['Ming+shop@example.com', 'ming'],
    ['小明@example.com', 'user'],
    ['ab@example.com', 'user_ab'],
    ['__x__@example.com', 'user_x'],
    ['deleted-7@example.com', 'udeleted-7'],
    [`${'a'.repeat(40)}@example.com`, 'a'.repeat(24)],
  ])('makes %j into %j', (email, username) => {
    const made = usernameFromEmail(email);
    expect(made).toBe(username);
    expect(usernameProblem(made)).toBeNull();
  });
});

describe('personNameSchema', () => {
  it('trims and bounds a name', () => {
    expect(personNameSchema.parse(' 小明 ')).toBe('小明');
    expect(personNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(NAME_RULE_MESSAGE);
    expect(personNameSchema.safeParse('名'.repeat(31)).success).toBe(false);
  });
});
