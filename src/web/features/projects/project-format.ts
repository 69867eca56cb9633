import type { TFunction } from 'i18next';
import { formatQuotePrice } from '../../../domain/money';
import type { QuoteBidResponse, QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { RequestStage } from '../../../domain/requests/request-stage';

/** How the consumer's projects put API values into words. */

/** Where a request stands (the server's `stage`): 徵求報價中 → 已雇用 → 已完工 → 已評價, or closed / archived. */
export type ProjectStatus = RequestStage;

export function projectStatus(request: Pick<QuoteRequestSummaryResponse, 'is_archived' | 'is_closed' | 'stage'>): ProjectStatus {
  if (request.stage) return request.stage;
  if (request.is_archived) return 'archived';
  return request.is_closed ? 'closed' : 'open';
}

/** A UTC time string of the API at Taiwan time (UTC+8), e.g. 2026-11-24 07:05. */
export function taipeiTime(utc: string | null): string {
  return utc ? formatTaipei(parseUtcString(utc)) : '';
}

/** The price of a quote: 「NT$1,200」, 「NT$800/小時」 or 「需現場估價」 (the house style of domain/money). */
export function quotePriceText(t: TFunction, bid: Pick<QuoteBidResponse, 'rating_type' | 'flat_rate_at' | 'hourly_rate_at' | 'is_on_site_visit_required_for_quote'>): string {
  const price = formatQuotePrice(bid);
  if (price !== null) return price;
  if (bid.rating_type === 'required' || bid.is_on_site_visit_required_for_quote) return t('projects>price>onSite');
  return t('projects>price>none');
}

/** A bid that carries a quote: the pro sent one (the server counts quotes the same way). */
export function isQuote(bid: Pick<QuoteBidResponse, 'quote_sent_on'>): boolean {
  return bid.quote_sent_on !== null;
}

/**
 * A lead the pro has not answered yet and still may (status 1): shown as waiting, not as a quote.
 * A lead closed by the hire of another pro without a quote is neither: it is not shown.
 */
export function isWaitingLead(bid: Pick<QuoteBidResponse, 'quote_status_id' | 'quote_sent_on'>): boolean {
  return !isQuote(bid) && bid.quote_status_id === QuoteStatus.Send;
}

/** The page of a path segment: a positive whole number, else undefined. */
export function pageParam(value: string | undefined): number | undefined {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** A path id: a positive whole number, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
