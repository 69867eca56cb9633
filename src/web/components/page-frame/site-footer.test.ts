import { describe, expect, it } from 'vitest';
import { FOOTER_TARGETS, type FooterTarget } from '../../../domain/content/site-pages';
import sitePages from '../../../server/db/seed/content/site-pages.json';
import dashboard from '../../i18n/zh-TW/dashboard.json';

describe('the footer', () => {
  it('names each page of the product as the page titles itself', () => {
    const titles = new Map(sitePages.pages.map((p) => [p.slug, p.title]));
    const labels = dashboard.footer.links as Record<string, string>;
    for (const [link, target] of Object.entries(FOOTER_TARGETS) as [string, FooterTarget][]) {
      if (!target.page) continue;
      expect({ link, label: labels[link] }).toEqual({ link, label: titles.get(target.page) });
    }
  });
});
