import { describe, expect, it } from 'vitest';
import { consumerNameForPro, maskedName } from './mask-name';

describe('maskedName', () => {
  it.each([
    [{ last_name: '簡', first_name: '美玲', username: 'amy' }, '簡○○'],
    [{ last_name: '  歐陽 ', first_name: '娜娜', username: 'nana' }, '歐陽○○'],
    [{ last_name: '', first_name: '美玲', username: 'idora2904' }, 'i○○'],
    [{ last_name: null, username: '𠮷田' }, '𠮷○○'],
    [{ username: '' }, '○○'],
  ])('hides the given name of %j', (user, masked) => {
    expect(maskedName(user)).toBe(masked);
  });
});

describe('consumerNameForPro', () => {
  const consumer = { last_name: '簡', first_name: '美玲', username: 'amy' };
  it('masks the name until the consumer hires the pro', () => {
    expect(consumerNameForPro(consumer, { hiredByConsumer: false })).toBe('簡○○');
  });
  it('shows the full name once the consumer hired the pro', () => {
    expect(consumerNameForPro(consumer, { hiredByConsumer: true })).toBe('簡美玲');
    expect(consumerNameForPro({ username: 'amy', last_name: '', first_name: '' }, { hiredByConsumer: true })).toBe('amy');
  });
});
