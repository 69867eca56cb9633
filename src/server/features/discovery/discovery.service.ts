import type { Kysely } from 'kysely';
import type { CityResponse } from '../../../domain/catalogue/catalogue.types';
import type {
  CategoryRefResponse,
  CategoryShowcaseResponse,
  ProBadge,
  ProListKind,
  ProListPage,
  ProProfileResponse,
  ProSummaryResponse,
  ReviewResponse,
} from '../../../domain/discovery/discovery.types';
import { CACHE_TTL_SECONDS, MIN_PRO_COUNT_TO_DISPLAY, PAGE_SIZE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { Database } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogueService } from '../catalogue';
import type { ProListSort } from '../../../domain/discovery/list-request';
import * as repo from './discovery.repository';
import { approvedForService } from '../certificates';

/** pro-list/{filter}: these words, or a genre's or category's slug. */
export const PRO_LIST_FILTERS = ['top-rated', 'verified'] as const;
/** Longest search query, in characters. */
export const MAX_QUERY_LENGTH = 50;
const MAX_TERMS = 5;
// Deep pages of a list are not worth their cost; nobody reads page 500 of a list of pros.
export const MAX_LIST_PAGE = 500;
const REVIEWS_PAGE_SIZE = PAGE_SIZE.feedbacks;
const TOP_RATED_MIN_REVIEWS = 5;
const TOP_RATED_MIN_AVERAGE = 4.7;
const EXPERIENCED_YEARS = 10;
const MAX_CACHED = 5000;
// The category page's showcase: a few pros, reviews and photos, each a bounded query.
const SHOWCASE_PROS = 4;
const SHOWCASE_REVIEWS = 4;
const SHOWCASE_REVIEW_LENGTH = 140;
const SHOWCASE_PHOTO_SERVICES = 6;
const SHOWCASE_PHOTOS_PER_SERVICE = 2;
const SHOWCASE_PHOTOS = 8;

export interface ListOptions {
  page: number;
  query?: string | undefined;
  /** City slug (pro-search, pro-list). */
  city?: string | undefined;
  /** pro-list's order; recommended when unset. */
  sort?: ProListSort | undefined;
}

/** The search query as terms: lower-cased, split at whitespace, at most five. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const terms = query
    .normalize('NFKC')
    .toLowerCase()
    .slice(0, MAX_QUERY_LENGTH)
    .split(/\s+/)
    .filter((t) => t.length > 0);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

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

function badgesOf(row: repo.ProRow): ProBadge[] {
  const badges: ProBadge[] = [];
  if (row.is_featured) badges.push('featured');
  if (row.is_verified) badges.push('verified');
  const average = averageOf(row.rating_sum, row.rating_count);
  if (average !== null && row.rating_count >= TOP_RATED_MIN_REVIEWS && average >= TOP_RATED_MIN_AVERAGE) badges.push('top_rated');
  if ((row.years_in_business ?? 0) >= EXPERIENCED_YEARS) badges.push('experienced');
  return badges;
}

function excerptOf(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

function toSummary(row: repo.ProRow, categories: CategoryRefResponse[]): ProSummaryResponse {
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

function toReview(row: repo.ReviewRow): ReviewResponse {
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

/**
 * Public pro discovery: lists, search, nearme, featured and profiles. Answers are cached for
 * the spec's TTL under the version of the data behind them, so a change shows at once.
 */
export class DiscoveryService {
  private readonly cache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000, MAX_CACHED);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The version of the pro lists (raised by any change to any service). */
  listsVersion(): Promise<number> {
    return repo.prosVersion(this.db);
  }

  /** The version of one profile; undefined when the service does not exist. */
  profileVersion(id: number): Promise<number | undefined> {
    return repo.serviceVersion(this.db, id);
  }

  /** One page of a pro list; undefined when a slug, city, district or filter is unknown. */
  async list(kind: ProListKind, options: ListOptions): Promise<ProListPage | undefined> {
    const version = await this.listsVersion();
    const key = `list:${version}:${JSON.stringify(kind)}:${options.page}:${options.query ?? ''}:${options.city ?? ''}:${options.sort ?? ''}`;
    return this.cache.get(key, () => this.loadList(kind, options)) as Promise<ProListPage | undefined>;
  }

  private async loadList(kind: ProListKind, options: ListOptions): Promise<ProListPage | undefined> {
    const { categories, genres } = await this.catalogue.snapshot();
    const page: ProListPage = {
      list: { quote_services: [], page: options.page, total_pages: 1, count: 0, display_count: null },
      category: null,
      genre: null,
      city: null,
      district: null,
      filter: null,
      query: '',
    };
    const query: repo.ProListQuery = { terms: [], termCategoryIds: [], limit: PAGE_SIZE.proList, offset: (options.page - 1) * PAGE_SIZE.proList };
    const applyCategory = (slug: string): boolean => {
      const c = categories.find((x) => x.slug === slug);
      if (!c) return false;
      page.category = { id: c.id, slug: c.slug, name: c.name };
      page.genre = { slug: c.genre.slug, name: c.genre.name };
      query.categoryId = c.id;
      return true;
    };
    const applyPlace = async (citySlug: string | null | undefined, district: string | null | undefined): Promise<boolean> => {
      if (!citySlug) return true;
      const city = (await this.catalogue.cities()).find((c) => c.slug === citySlug);
      if (!city) return false;
      page.city = { slug: city.slug, name: city.name };
      query.cityId = city.id;
      if (!district) return true;
      const d = findDistrict(city, district);
      if (!d) return false;
      page.district = d.name;
      query.districtId = d.id;
      return true;
    };

    switch (kind.kind) {
      case 'all': {
        const filter = kind.filter;
        if (filter === 'top-rated') query.ratedOnly = true;
        else if (filter === 'verified') query.verifiedOnly = true;
        else if (filter) {
          const genre = genres.find((g) => g.slug === filter);
          if (genre) {
            page.genre = { slug: genre.slug, name: genre.name };
            query.genreId = genre.id;
          } else if (!applyCategory(filter)) return undefined;
        }
        page.filter = filter;
        if (!(await applyPlace(options.city, undefined))) return undefined;
        if (options.sort) query.sort = options.sort;
        break;
      }
      case 'search': {
        if (kind.slug && !applyCategory(kind.slug)) return undefined;
        if (!(await applyPlace(options.city, undefined))) return undefined;
        const terms = searchTerms(options.query);
        page.query = terms.join(' ');
        query.terms = terms;
        // A term names categories by their names and everyday words (水電工, 洗冷氣).
        query.termCategoryIds = await Promise.all(
          terms.map(async (t) => [...new Set([...(await repo.categoryIdsMatching(this.db, t)), ...(await this.catalogue.categoryIdsFor(t))])]),
        );
        break;
      }
      case 'nearme': {
        if (!applyCategory(kind.slug)) return undefined;
        if (!(await applyPlace(kind.city, kind.district))) return undefined;
        break;
      }
      case 'featured':
        query.featuredOnly = true;
        break;
    }

    const { rows, count } = await repo.listPros(this.db, query);
    const categoryRows = await repo.categoriesOf(
      this.db,
      rows.map((r) => r.id),
    );
    page.list = {
      quote_services: rows.map((row) =>
        toSummary(
          row,
          categoryRows.filter((c) => c.quote_service_id === row.id).map(({ id, slug, name }) => ({ id, slug, name })),
        ),
      ),
      page: options.page,
      total_pages: Math.max(1, Math.min(MAX_LIST_PAGE, Math.ceil(count / PAGE_SIZE.proList))),
      count,
      display_count: count >= MIN_PRO_COUNT_TO_DISPLAY ? count : null,
    };
    return page;
  }

  /** A public profile with a page of its reviews; undefined when unknown, private or archived. */
  async profile(id: number, reviewsPage = 1): Promise<ProProfileResponse | undefined> {
    const version = await this.profileVersion(id);
    if (version === undefined) return undefined;
    return this.cache.get(`profile:${id}:${version}:${reviewsPage}`, () => this.loadProfile(id, reviewsPage)) as Promise<
      ProProfileResponse | undefined
    >;
  }

  private async loadProfile(id: number, reviewsPage: number): Promise<ProProfileResponse | undefined> {
    const row = await repo.findPublicProfile(this.db, id);
    if (!row) return undefined;
    const [categories, areas, photos, faqs, hours, reviews, breakdown, hired, reviewTotal, certificates] = await Promise.all([
      repo.categoriesOf(this.db, [id]),
      repo.areasOf(this.db, id),
      repo.photosOf(this.db, id),
      repo.faqsOf(this.db, id),
      repo.hoursOf(this.db, id),
      repo.reviewsOf(this.db, id, REVIEWS_PAGE_SIZE, (reviewsPage - 1) * REVIEWS_PAGE_SIZE),
      repo.ratingBreakdown(this.db, id),
      repo.hiredCount(this.db, id),
      repo.countReviews(this.db, id),
      approvedForService(this.db, id),
    ]);
    const summary = toSummary(
      { ...row, description: row.full_description },
      categories.map(({ id: cid, slug, name }) => ({ id: cid, slug, name })),
    );
    return {
      ...summary,
      description: row.full_description,
      district: row.district_name,
      latitude: row.latitude,
      longitude: row.longitude,
      is_service_professional_travels_to_me: row.is_service_professional_travels_to_me,
      is_customer_travel_to_me: row.is_customer_travel_to_me,
      is_over_phone_or_internet: row.is_over_phone_or_internet,
      is_paused: row.is_paused,
      areas: areas.map((a) => ({ city_slug: a.city_slug, city_name: a.city_name, district_name: a.district_name })),
      photos: photos.map((p) => ({ id: p.id, url: uploadUrl(p.path), thumb_url: uploadUrl(p.thumb_path ?? p.path), caption: p.caption })),
      faqs,
      business_hours: hours,
      rating_breakdown: breakdown,
      reviews: reviews.map(toReview),
      reviews_page: reviewsPage,
      reviews_total_pages: Math.max(1, Math.ceil(reviewTotal / REVIEWS_PAGE_SIZE)),
      hired_count: hired,
      certificates: certificates.map((c) => ({ service_certificate_id: c.id, name: c.name, type: c.type })),
      created: toUtcString(row.created),
    };
  }

  /** A category page's pros, recent reviews and photos of work; undefined for an unknown category. */
  async categoryShowcase(slug: string): Promise<CategoryShowcaseResponse | undefined> {
    const version = await this.listsVersion();
    return this.cache.get(`showcase:${version}:${slug}`, () => this.loadShowcase(slug)) as Promise<CategoryShowcaseResponse | undefined>;
  }

  private async loadShowcase(slug: string): Promise<CategoryShowcaseResponse | undefined> {
    const category = (await this.catalogue.snapshot()).categories.find((c) => c.slug === slug);
    if (!category) return undefined;
    const [top, reviews, photos] = await Promise.all([
      repo.listPros(this.db, { terms: [], termCategoryIds: [], categoryId: category.id, limit: SHOWCASE_PROS, offset: 0 }),
      repo.recentCategoryReviews(this.db, category.id, SHOWCASE_REVIEWS),
      repo.categoryPhotos(this.db, category.id, SHOWCASE_PHOTO_SERVICES, SHOWCASE_PHOTOS_PER_SERVICE, SHOWCASE_PHOTOS),
    ]);
    const categoryRows = await repo.categoriesOf(
      this.db,
      top.rows.map((r) => r.id),
    );
    return {
      pros: top.rows.map((row) =>
        toSummary(
          row,
          categoryRows.filter((c) => c.quote_service_id === row.id).map(({ id, slug: s, name }) => ({ id, slug: s, name })),
        ),
      ),
      reviews: reviews.map((r) => ({ ...toReview(r), feedback: excerptOf(r.feedback, SHOWCASE_REVIEW_LENGTH), quote_service: { id: r.quote_service_id, title: r.title } })),
      photos: photos.map((p) => ({
        id: p.id,
        url: uploadUrl(p.path),
        thumb_url: uploadUrl(p.thumb_path ?? p.path),
        caption: p.caption,
        width: p.width,
        height: p.height,
        quote_service: { id: p.quote_service_id, title: p.title },
      })),
    };
  }

  /** Figures for the page that invites pros. */
  figures(): Promise<{ pros: number; reviews: number; average: number | null }> {
    return this.listsVersion().then(
      (version) => this.cache.get(`figures:${version}`, () => repo.marketplaceFigures(this.db)) as Promise<{ pros: number; reviews: number; average: number | null }>,
    );
  }
}

/** A district of a city by its name or postal code. */
export function findDistrict(city: CityResponse, nameOrZip: string) {
  return city.districts.find((d) => d.name === nameOrZip || d.zipcode === nameOrZip);
}
