/**
 * Pages that live on the separate content site (help center, terms, blog...). The site's
 * address comes from VITE_CONTENT_SITE_URL at build time; the paths are the content site's.
 */
const CONTENT_SITE = (import.meta.env.VITE_CONTENT_SITE_URL ?? '/content').replace(/\/$/, '');

export const EXTERNAL_PATHS = {
  helpCenter: '/help',
  consumerCenter: '/consumer',
  trustConsumer: '/consumer/trust',
  beginnerGuide: '/guide',
  proCenter: '/pro-center',
  proLearnMore: '/pro-center/learn-more',
  autoQuote: '/pro-center/auto-quote',
  topPro: '/pro-center/top-pro',
  specialPro: '/pro-center/special-pro',
  proStories: '/pro-center/stories',
  laborInsurance: '/pro-center/labor-insurance',
  events: '/events',
  about: '/about',
  blog: '/blog',
  press: '/press',
  cooperate: '/cooperate',
  jobs: '/jobs',
  terms: '/terms',
  privacy: '/privacy',
  appConsumer: '/app/consumer',
  appPro: '/app/pro',
} as const;

export type ExternalLink = keyof typeof EXTERNAL_PATHS;

export function externalUrl(link: ExternalLink): string {
  return `${CONTENT_SITE}${EXTERNAL_PATHS[link]}`;
}

/** Footer columns, in display order. */
export const FOOTER_COLUMNS: { headingKey: string; links: ExternalLink[] }[] = [
  { headingKey: 'footer>consumers', links: ['helpCenter', 'consumerCenter', 'trustConsumer', 'beginnerGuide'] },
  { headingKey: 'footer>pros', links: ['proCenter', 'proLearnMore', 'autoQuote', 'topPro', 'specialPro', 'proStories', 'laborInsurance'] },
  { headingKey: 'footer>company', links: ['about', 'blog', 'events', 'press', 'cooperate', 'jobs', 'terms', 'privacy'] },
  { headingKey: 'footer>apps', links: ['appConsumer', 'appPro'] },
];
