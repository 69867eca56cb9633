import { describe, expect, it } from 'vitest';
import { decodeSegment } from './path-segment';
import { afterSignInPath, safeReturnPath } from './safe-redirect';

describe('where to go after signing in', () => {
  it.each([
    ['/dashboard/settings', '/dashboard/settings'],
    ['/dashboard/projects/quotelist/12?x=1', '/dashboard/projects/quotelist/12?x=1'],
    ['/category/aircon-cleaning#faq', '/category/aircon-cleaning#faq'],
    ['/zh-TW/dashboard/works', '/zh-TW/dashboard/works'],
    ['/a/../dashboard', '/dashboard'],
  ])('follows the same-site path %j', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard'],
    ['https://evil.example/'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/login?from=/x'],
    ['/logout'],
    ['/zh-TW/signup'],
  ])('refuses %j', (from) => {
    expect(safeReturnPath(from)).toBeUndefined();
  });

  it("goes to the mode's landing page when from is missing or unsafe", () => {
    expect(afterSignInPath('?from=%2Fdashboard%2Fsettings', 'pro')).toBe('/dashboard/settings');
    expect(afterSignInPath('', 'pro')).toBe('/dashboard/requests');
    expect(afterSignInPath('?from=%2F%2Fevil.example', 'consumer')).toBe('/dashboard/projects');
  });
});

describe('route parameters', () => {
  it('are decoded once, and a malformed escape is kept', () => {
    expect(decodeSegment('a%40example.com')).toBe('a@example.com');
    expect(decodeSegment('100%')).toBe('100%');
    expect(decodeSegment(undefined)).toBe('');
  });
});
