import { describe, expect, it } from 'vitest';
import { fullName } from './full-name';

describe('fullName', () => {
  it.each([
    [{ last_name: '王', first_name: '小明', username: 'ming' }, '王小明'],
    [{ last_name: '王', first_name: '', username: 'ming' }, '王'],
    [{ last_name: null, first_name: '小明', username: 'ming' }, '小明'],
    [{ last_name: '  ', first_name: ' ', username: 'ming' }, 'ming'],
    [{ username: 'ming' }, 'ming'],
  ])('puts the last name first and falls back to the username (%o)', (user, expected) => {
    expect(fullName(user)).toBe(expected);
  });
});
