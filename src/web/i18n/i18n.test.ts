import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table';
import { isNotBuilt } from '../routes/not-built';
import { createI18n } from './index';
import { LANGUAGE_COOKIE, languageFromCookie, resolveLanguage, syncLanguageCookie } from './language';

// Screens with a component of their own describe themselves in their own texts; only the screens
// not built yet (routes/not-built.ts, shown as the outline) need an outline text.

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('i18n', () => {
  const i18n = createI18n();

  it('uses > for keys, | for namespaces and dashboard by default', () => {
    expect(i18n.t('brand>name')).toBe('好幫手');
    expect(i18n.t('pricing|hint>per', { unit: '台' })).toBe('按台計價');
    expect(i18n.options.fallbackLng).toEqual(['zh-TW']);
  });

  it.each(ROUTES.map((r) => r.screen).filter((s, i, all) => all.indexOf(s) === i))('has a title, description and outline for the %s screen', (screen) => {
    expect(i18n.exists(`screens>${screen}>title`)).toBe(true);
    expect(i18n.exists(`screens>${screen}>description`)).toBe(true);
    if (isNotBuilt(screen)) expect(i18n.exists(`screens>${screen}>empty`)).toBe(true);
  });

  it('keeps every visible text out of the components (no Chinese in .tsx files)', () => {
    const offenders = tsxFiles(join(import.meta.dirname, '..')).filter((file) => /[\u3400-\u9fff\uff00-\uffef]/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the language cookie', () => {
  it('falls back to zh-TW for anything unsupported', () => {
    expect(resolveLanguage('zh-TW')).toBe('zh-TW');
    expect(resolveLanguage('en')).toBe('zh-TW');
    expect(resolveLanguage(undefined)).toBe('zh-TW');
    expect(languageFromCookie({ cookie: `${LANGUAGE_COOKIE}=ja` })).toBe('zh-TW');
  });

  it('is set when a language-prefixed route is entered and it differs', () => {
    const jar = { cookie: 'i18next=en' };
    expect(syncLanguageCookie(jar, 'zh-TW', true)).toBe('zh-TW');
    expect(jar.cookie).toBe('i18next=zh-TW; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is left alone without a prefix or when it already matches', () => {
    const jar = { cookie: 'i18next=zh-TW' };
    expect(syncLanguageCookie(jar, 'zh-TW', false)).toBeUndefined();
    expect(syncLanguageCookie(jar, undefined, false)).toBeUndefined();
    expect(jar.cookie).toBe('i18next=zh-TW');
  });
});
