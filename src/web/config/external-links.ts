import type { FooterLink } from '../../domain/content/site-pages';

/**
 * The footer's columns, in display order. Where each link goes (the product's own page, or the
 * content site when CONTENT_SITE_URL is set) is `footerHref` in src/domain/content/site-pages.ts.
 */
export const FOOTER_COLUMNS: { headingKey: string; links: FooterLink[] }[] = [
  { headingKey: 'footer>consumers', links: ['helpCenter', 'consumerCenter', 'trustConsumer', 'beginnerGuide'] },
  { headingKey: 'footer>pros', links: ['proCenter', 'proLearnMore', 'autoQuote', 'topPro', 'specialPro', 'proStories', 'laborInsurance'] },
  { headingKey: 'footer>company', links: ['about', 'blog', 'events', 'press', 'cooperate', 'jobs', 'terms', 'privacy'] },
  { headingKey: 'footer>apps', links: ['appConsumer', 'appPro'] },
];
