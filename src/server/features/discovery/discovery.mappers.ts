import type { CategoryRefResponse, ProBadge, ProSummaryResponse, ReviewResponse } from '../../../domain/discovery/discovery.types';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { ProRow } from './pro-list.repository';
import type { ReviewRow } from './pro-profile.repository';

const TOP_RATED_MIN_REVIEWS = 5;
const TOP_RATED_MIN_AVERAGE = 4.7;
const EXPERIENCED_YEARS = 10;

function displayName(row: { last_name: string | null; first_name: string | null; username: string | null }): string {
  const full = `${row.last_name ?? ''}${row.first_name ?? ''}`.trim();
  return full || row.username || '';
}

/** The reviewer's name with all but the first character hidden: 王＊＊. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '匿名';
  return `${chars[0]}＊＊`;
}

function averageOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

function badgesOf(row: ProRow): ProBadge[] {
  const badges: ProBadge[] = [];
  if (row.is_featured) badges.push('featured');
  if (row.is_verified) badges.push('verified');
  const average = averageOf(row.rating_sum, row.rating_count);
  if (average !== null && row.rating_count >= TOP_RATED_MIN_REVIEWS && average >= TOP_RATED_MIN_AVERAGE) badges.push('top_rated');
  if ((row.years_in_business ?? 0) >= EXPERIENCED_YEARS) badges.push('experienced');
  return badges;
}

export function excerptOf(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

export function toSummary(row: ProRow, categories: CategoryRefResponse[]): ProSummaryResponse {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    name: displayName(row),
    avatar_url: uploadUrl(row.avatar_thumb_url),
    logo_url: uploadUrl(row.logo_path),
    excerpt: excerptOf(row.description),
    city: row.city_slug && row.city_name ? { slug: row.city_slug, name: row.city_name } : null,
    rating: averageOf(row.rating_sum, row.rating_count),
    review_count: row.rating_count,
    years_in_business: row.years_in_business,
    badges: badgesOf(row),
    categories,
  };
}

export function toReview(row: ReviewRow): ReviewResponse {
  return {
    id: row.id,
    rating: row.rating,
    is_satisfied: row.is_satisfied,
    feedback: row.feedback,
    tags: Array.isArray(row.tags) ? row.tags.filter((t): t is string => typeof t === 'string') : [],
    reviewer: maskName(row.is_external ? (row.reviewer_name ?? '') : displayName(row)),
    is_verified: !row.is_external,
    attachments: (row.attachments ?? []).map((p) => uploadUrl(p)),
    created: toUtcString(row.created),
  };
}
