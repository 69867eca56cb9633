import { describe, expect, it } from 'vitest';
import dashboard from '../../../i18n/zh-TW/dashboard.json';

describe('the reasons to trust the marketplace on the home page', () => {
  it('gives each reason a title of its own', () => {
    const { heading: _heading, ...points } = dashboard.home.trust;
    const titles = Object.values(points).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
