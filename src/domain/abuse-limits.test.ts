import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX, mailSafeName, reopensAt, taipeiDayClock } from './abuse-limits';

describe('mailSafeName', () => {
  it.each([
    ['王小明', '王小明'],
    ['  林  小姐 ', '林 小姐'],
    ['上 evil.tw/win', '上 evil tw win'],
    ['http://x.co', 'http x co'],
    ['加LINE @scam', '加LINE scam'],
    ['<b>粗體</b>', 'b 粗體 b'],
    ['第一行\n第二行\r\t第三行', '第一行 第二行 第三行'],
    ['全形。句點．網址｡tw', '全形 句點 網址 tw'],
    ['\u202e反轉', '反轉'],
    ['...', ''],
  ])('makes %j into %j', (input, expected) => {
    expect(mailSafeName(input)).toBe(expected);
  });

  it(`keeps at most ${MAIL_NAME_MAX} characters, counting each ideograph once`, () => {
    expect([...mailSafeName('好'.repeat(50))]).toHaveLength(MAIL_NAME_MAX);
  });
});

describe('daily windows in Taipei time', () => {
  it('starts the day at Taipei midnight and names the time it opens again', () => {
    const day = 86_400_000;
    // 2026-11-26 23:30 in Taipei is 15:30 UTC; the window ends half an hour later.
    const now = Date.UTC(2026, 10, 26, 15, 30);
    const clock = taipeiDayClock(now);
    const retryAfter = (Math.floor(clock / day) * day + day - clock) / 1000;
    expect(retryAfter).toBe(1800);
    expect(reopensAt(retryAfter, now)).toBe('2026-11-27 00:00');
  });
});
