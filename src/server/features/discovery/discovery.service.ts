import type { Kysely } from 'kysely';
import type { CityResponse } from '../../../domain/catalogue/catalogue.types';
import type {
  CategoryShowcaseResponse,
  ProListKind,
  ProListPage,
  ProProfileResponse,
} from '../../../domain/discovery/discovery.types';
import { CACHE_TTL_SECONDS, MIN_PRO_COUNT_TO_DISPLAY, PAGE_SIZE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { Database } from '../../db/schema';
import { versionTag } from '../../lib/data-versions';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogueService } from '../catalogue';
import type { ProListSort } from '../../../domain/discovery/list-request';
import * as repo from './discovery.repository';
import * as lists from './pro-list.repository';
import * as profiles from './pro-profile.repository';
import { excerptOf, toReview, toSummary } from './discovery.mappers';
import { approvedForService } from '../certificates';

/** pro-list/{filter}: these words, or a genre's or category's slug. */
export const PRO_LIST_FILTERS = ['top-rated', 'verified'] as const;
/** Longest search query, in characters. */
export const MAX_QUERY_LENGTH = 50;
const MAX_TERMS = 5;
// Deep pages of a list are not worth their cost; nobody reads page 500 of a list of pros.
export const MAX_LIST_PAGE = 500;
const REVIEWS_PAGE_SIZE = PAGE_SIZE.feedbacks;
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

/**
 * Public pro discovery: lists, search, nearme, featured and profiles. Answers are cached for
 * the spec's TTL under the versions of the data behind them (the pros and the catalogue), so a
 * change shows at once.
 */
export class DiscoveryService {
  private readonly cache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000, MAX_CACHED);
  private cacheTag = '';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The version of the pro lists (raised by any change to any service), from memory. */
  async listsVersion(): Promise<number> {
    return (await this.catalogue.versions.current()).pros;
  }

  /** The tag of the data pro lists and profiles show (the pros and the catalogue), for caches of answers. */
  async version(): Promise<string> {
    return versionTag(await this.catalogue.versions.current(), 'pros', 'catalogue');
  }

  // Everything cached belongs to one version of the data: a new version starts afresh.
  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const tag = await this.version();
    if (tag !== this.cacheTag) {
      this.cache.clear();
      this.cacheTag = tag;
    }
    return this.cache.get(key, load) as Promise<T>;
  }

  /** One page of a pro list; undefined when a slug, city, district or filter is unknown. */
  list(kind: ProListKind, options: ListOptions): Promise<ProListPage | undefined> {
    const key = `list:${JSON.stringify(kind)}:${options.page}:${options.query ?? ''}:${options.city ?? ''}:${options.sort ?? ''}`;
    return this.cached(key, () => this.loadList(kind, options));
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
    const query: lists.ProListQuery = { terms: [], termCategoryIds: [], limit: PAGE_SIZE.proList, offset: (options.page - 1) * PAGE_SIZE.proList };
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
          terms.map(async (t) => [...new Set([...(await lists.categoryIdsMatching(this.db, t)), ...(await this.catalogue.categoryIdsFor(t))])]),
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

    const { rows, count } = await lists.listPros(this.db, query);
    const categoryRows = await lists.categoriesOf(
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
  profile(id: number, reviewsPage = 1): Promise<ProProfileResponse | undefined> {
    return this.cached(`profile:${id}:${reviewsPage}`, () => this.loadProfile(id, reviewsPage));
  }

  private async loadProfile(id: number, reviewsPage: number): Promise<ProProfileResponse | undefined> {
    const row = await profiles.findPublicProfile(this.db, id);
    if (!row) return undefined;
    const [categories, areas, photos, faqs, hours, reviews, breakdown, hired, reviewTotal, certificates] = await Promise.all([
      lists.categoriesOf(this.db, [id]),
      profiles.areasOf(this.db, id),
      profiles.photosOf(this.db, id),
      profiles.faqsOf(this.db, id),
      profiles.hoursOf(this.db, id),
      profiles.reviewsOf(this.db, id, REVIEWS_PAGE_SIZE, (reviewsPage - 1) * REVIEWS_PAGE_SIZE),
      profiles.ratingBreakdown(this.db, id),
      profiles.hiredCount(this.db, id),
      profiles.countReviews(this.db, id),
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
      shop_rating: row.shop_rating_count > 0 ? Math.round((row.shop_rating_sum / row.shop_rating_count) * 10) / 10 : null,
      shop_rating_count: row.shop_rating_count,
      reviews: reviews.map(toReview),
      reviews_page: reviewsPage,
      reviews_total_pages: Math.max(1, Math.ceil(reviewTotal / REVIEWS_PAGE_SIZE)),
      hired_count: hired,
      certificates: certificates.map((c) => ({ service_certificate_id: c.id, name: c.name, type: c.type })),
      created: toUtcString(row.created),
    };
  }

  /** A category page's pros, recent reviews and photos of work; undefined for an unknown category. */
  categoryShowcase(slug: string): Promise<CategoryShowcaseResponse | undefined> {
    return this.cached(`showcase:${slug}`, () => this.loadShowcase(slug));
  }

  private async loadShowcase(slug: string): Promise<CategoryShowcaseResponse | undefined> {
    const category = (await this.catalogue.snapshot()).categories.find((c) => c.slug === slug);
    if (!category) return undefined;
    const [top, reviews, photos] = await Promise.all([
      lists.listPros(this.db, { terms: [], termCategoryIds: [], categoryId: category.id, limit: SHOWCASE_PROS, offset: 0 }),
      repo.recentCategoryReviews(this.db, category.id, SHOWCASE_REVIEWS),
      repo.categoryPhotos(this.db, category.id, SHOWCASE_PHOTO_SERVICES, SHOWCASE_PHOTOS_PER_SERVICE, SHOWCASE_PHOTOS),
    ]);
    const categoryRows = await lists.categoriesOf(
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
    return this.cached('figures', () => repo.marketplaceFigures(this.db));
  }
}

/** A district of a city by its name or postal code. */
export function findDistrict(city: CityResponse, nameOrZip: string) {
  return city.districts.find((d) => d.name === nameOrZip || d.zipcode === nameOrZip);
}
