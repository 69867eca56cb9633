import type { ContentSection } from '../ops/content-pages.contract';

/**
 * Campaign pages (the console's `campaign_pages`): a season's or a partner's campaign, public
 * only while published and inside its period. The pro new-year campaign is the page of slug
 * `pro-newyear`, served at /pro-newyear; its offer is free credit granted once to a user who
 * becomes a pro inside the period (docs/content-pages.md#campaign-pages).
 */

/** The slug of the pro new-year campaign's page (route /pro-newyear). */
export const PRO_NEWYEAR_SLUG = 'pro-newyear';

/** The free-credit event a campaign's sign-up credit is granted through (not offered as a task). */
export const campaignEventCode = (campaignId: number) => `campaign_${campaignId}`;

/** A published campaign as the public page reads it. */
export interface CampaignPageResponse {
  slug: string;
  title: string;
  hero: string;
  body: ContentSection[];
  /** ISO instants; null is an open start or end. */
  starts_at: string | null;
  ends_at: string | null;
  /** Points granted once on becoming a pro inside the period; null when the campaign offers none. */
  signup_credit: number | null;
  cta: { label: string; path: string } | null;
}

/** Whether `now` is inside the period: from the start (included) to the end (excluded). */
export function isCampaignOpen(period: { starts_at: string | Date | null; ends_at: string | Date | null }, now: Date): boolean {
  const at = now.getTime();
  const start = period.starts_at === null ? null : new Date(period.starts_at).getTime();
  const end = period.ends_at === null ? null : new Date(period.ends_at).getTime();
  return (start === null || at >= start) && (end === null || at < end);
}
