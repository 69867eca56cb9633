import type { z } from 'zod';
import type { sitePageSchema, sitePageSectionSchema } from '../catalogue/content.contract';

/**
 * The site's own pages behind the footer (spec section 2's content-site destinations), served
 * by the product at /content/{slug} unless CONTENT_SITE_URL points the footer at an external
 * site. Texts live in the site_pages table (seeded from site-pages.json; the operator console
 * will edit them); `{{operator}}` and `{{support}}` in them are filled in when served.
 */

export type SitePageSection = z.infer<typeof sitePageSectionSchema>;

/** GET /site_pages/{slug}.json */
export type SitePageResponse = z.infer<typeof sitePageSchema>;

export const SITE_PAGE_SLUG = /^[a-z0-9-]{1,80}$/;

/** The name the pages give the operator (the site's brand). */
export const OPERATOR_NAME = '好幫手';

/** Fills a page text's placeholders: the operator's name and where to write to. */
export function fillSitePageText(text: string, supportEmail: string | undefined): string {
  const support = supportEmail ? `客服信箱 ${supportEmail}` : `${OPERATOR_NAME}客服`;
  return text.replaceAll('{{operator}}', OPERATOR_NAME).replaceAll('{{support}}', support);
}

/**
 * Footer links: each spec destination and where the product serves it. A `page` is a site page
 * (/content/{slug}); a `path` is an existing page of the product. `external` is the path on the
 * content site when CONTENT_SITE_URL is set. `externalOnly` links (the apps) exist only there.
 */
export interface FooterTarget {
  page?: string;
  path?: string;
  external: string;
  externalOnly?: boolean;
}

export const FOOTER_TARGETS = {
  helpCenter: { page: 'help', external: '/help' },
  consumerCenter: { page: 'consumer', external: '/consumer' },
  trustConsumer: { page: 'consumer-protection', external: '/consumer/trust' },
  beginnerGuide: { page: 'guide', external: '/guide' },
  proCenter: { page: 'pro-center', external: '/pro-center' },
  proLearnMore: { page: 'pro-pricing', external: '/pro-center/learn-more' },
  autoQuote: { page: 'auto-quote', external: '/pro-center/auto-quote' },
  topPro: { path: '/pro-list/top-rated', external: '/pro-center/top-pro' },
  specialPro: { page: 'verified-pro', external: '/pro-center/special-pro' },
  proStories: { path: '/featured-pros', external: '/pro-center/stories' },
  laborInsurance: { page: 'labor-insurance', external: '/pro-center/labor-insurance' },
  events: { page: 'events', external: '/events' },
  about: { page: 'about', external: '/about' },
  blog: { path: '/info/all', external: '/blog' },
  press: { page: 'press', external: '/press' },
  cooperate: { page: 'cooperate', external: '/cooperate' },
  jobs: { page: 'jobs', external: '/jobs' },
  terms: { page: 'terms', external: '/terms' },
  privacy: { page: 'privacy', external: '/privacy' },
  appConsumer: { external: '/app/consumer', externalOnly: true },
  appPro: { external: '/app/pro', externalOnly: true },
} as const satisfies Record<string, FooterTarget>;

export type FooterLink = keyof typeof FOOTER_TARGETS;

/** Where a footer link goes: the content site when configured, else the product's own page. */
export function footerHref(link: FooterLink, contentSiteUrl: string | null | undefined): string | null {
  const target: FooterTarget = FOOTER_TARGETS[link];
  if (contentSiteUrl) return `${contentSiteUrl.replace(/\/$/, '')}${target.external}`;
  if (target.externalOnly) return null;
  return target.page ? `/content/${target.page}` : (target.path ?? null);
}

/** The site pages the footer needs (each must exist in site-pages.json). */
export const FOOTER_SITE_PAGES: readonly string[] = Object.values(FOOTER_TARGETS as Record<string, FooterTarget>).flatMap((t) => (t.page ? [t.page] : []));
