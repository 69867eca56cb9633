import { describe, expect, it } from 'vitest';
import { checkMessageText } from './message-text';

describe('checkMessageText', () => {
  it.each([
    ['trims white space around the text', '  好  ', { ok: true, text: '好' }],
    ['keeps the line breaks inside', '第一行\n第二行', { ok: true, text: '第一行\n第二行' }],
    ['allows 2,000 characters', '好'.repeat(2000), { ok: true, text: '好'.repeat(2000) }],
    ['counts a character outside the BMP once', '𠀀'.repeat(2000), { ok: true, text: '𠀀'.repeat(2000) }],
    ['refuses 2,001 characters', '好'.repeat(2001), { ok: false, problem: 'too_long' }],
    ['refuses white space only', ' \t\n ', { ok: false, problem: 'empty' }],
    ['refuses an empty text', '', { ok: false, problem: 'empty' }],
    ['refuses a missing text', undefined, { ok: false, problem: 'empty' }],
    ['refuses null', null, { ok: false, problem: 'empty' }],
    ['refuses what is not a string', 42, { ok: false, problem: 'empty' }],
  ])('%s', (_name, value, expected) => {
    expect(checkMessageText(value)).toEqual(expected);
  });
});
