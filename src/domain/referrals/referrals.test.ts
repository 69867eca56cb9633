import { describe, expect, it } from 'vitest';
import { referInviteSchema, referralLink, referralSettingsSchema, referredName } from './referrals';

describe('referralLink', () => {
  it.each([
    ['https://haobangshou.example.tw', 'Ab3_-xY9zQ', 'https://haobangshou.example.tw/pro?ref=Ab3_-xY9zQ'],
    ['https://haobangshou.example.tw/', 'abcdefghij', 'https://haobangshou.example.tw/pro?ref=abcdefghij'],
  ])('%s + %s', (base, hash, link) => {
    expect(referralLink(base, hash)).toBe(link);
  });
});

describe('referredName', () => {
  it.each([
    ['王', 'wang88', '王○○'],
    ['  歐陽 ', 'x', '歐○○'],
    ['', 'mary', 'm○○'],
    ['', '', '○○'],
  ])('%j / %j is %s', (last, user, shown) => {
    expect(referredName(last, user)).toBe(shown);
  });
});

describe('referInviteSchema', () => {
  it('normalises the address', () => {
    expect(referInviteSchema.parse({ email: ' Friend@Example.COM ' })).toEqual({ email: 'friend@example.com' });
  });
  it.each(['', 'friend', 'friend@example', 'a@b.c'])('refuses %j', (email) => {
    expect(referInviteSchema.safeParse({ email }).success).toBe(false);
  });
});

describe('referralSettingsSchema', () => {
  it('reads a form', () => {
    expect(referralSettingsSchema.parse({ referrer_reward: '300', referred_reward: '0', is_active: '1' })).toEqual({ referrer_reward: 300, referred_reward: 0, is_active: true });
  });
  it.each([
    [{ referrer_reward: '-1', referred_reward: '0', is_active: '1' }, '推薦人獎勵不可小於 0'],
    [{ referrer_reward: '1', referred_reward: '5001', is_active: '1' }, '被推薦人獎勵最多 5000 點'],
    [{ referrer_reward: '1.5', referred_reward: '1', is_active: '1' }, '推薦人獎勵須為整數'],
    [{ referrer_reward: '1', referred_reward: '1', is_active: 'x' }, '是否開放請填 1 或 0'],
  ])('refuses %j: %s', (input, message) => {
    const result = referralSettingsSchema.safeParse(input);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
