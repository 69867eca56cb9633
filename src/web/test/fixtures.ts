import type { ProProfileResponse } from '../../domain/discovery/discovery.types';
import type { GenreResponse, QuoteCategoryDetailResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { HiredJobResponse, QuoteBidResponse, QuoteRequestSummaryResponse } from '../../domain/requests/quote-request.types';
import type { UserStateResponse } from '../../domain/users/user.types';
import type { LeadDetail, ProviderBid, WorkItem } from '../features/works';
import { DEFAULT_APP_CONFIG } from '../store/app-slice';
import type { PreloadedState } from '../ssr-contract';

/** Small catalogue and user fixtures shared by the web tests. */
export const cleaning: GenreResponse = { id: 1, slug: 'cleaning', name: '清潔', description: '居家清潔大小事。', icon: '🧹' };
export const moving: GenreResponse = { id: 2, slug: 'moving', name: '搬家', description: '搬家與運送。', icon: '🚚' };

export function category(slug: string, name: string, overrides: Partial<QuoteCategoryResponse> = {}): QuoteCategoryResponse {
  return {
    id: slug.length,
    slug,
    name,
    group_name: '居家清潔',
    description: `${name}的說明。`,
    is_popular: false,
    price_hint: { type: 'flat', low: 1500, high: 3500, unit: '台' },
    genre: { id: cleaning.id, slug: cleaning.slug, name: cleaning.name },
    ...overrides,
  };
}

export const airconCleaning = category('aircon-cleaning', '冷氣清潔', { group_name: '冷氣服務', is_popular: true });
export const homeCleaning = category('home-cleaning', '居家清潔', { is_popular: true });
export const sofaCleaning = category('sofa-cleaning', '沙發清洗');
export const houseMoving = category('house-moving', '搬家', {
  group_name: '搬家服務',
  genre: { id: moving.id, slug: moving.slug, name: moving.name },
  price_hint: null,
});

export const CATEGORIES = [airconCleaning, homeCleaning, sofaCleaning, houseMoving];

export const airconDetail: QuoteCategoryDetailResponse = {
  ...airconCleaning,
  QuoteFormField: [
    { id: 2, label: '冷氣是哪一種？', type: 'single_choice', options: ['分離式', '窗型'], is_required: true, placeholder: null, display_order: 2, is_active: true },
    { id: 1, label: '需要清洗幾台？', type: 'number', options: [], is_required: true, placeholder: null, display_order: 1, is_active: true },
    { id: 3, label: '停用的問題', type: 'text', options: [], is_required: false, placeholder: null, display_order: 3, is_active: false },
  ],
};

export const me: UserStateResponse = {
  info: { id: 7, username: 'xiaoming', email: 'a@example.com', full_name: '王小明', s3_thumb_url: null, onboard_state: 0, is_phone_confirmed: 1, phone: null },
  profile: { first_name: '小明', last_name: '王' },
  avatar: { amazon_s3_thumb_url: null, amazon_s3_original_url: null },
};

export function preloaded(overrides: Partial<PreloadedState> = {}): PreloadedState {
  return {
    app: { ...DEFAULT_APP_CONFIG, apiKey: 'test-key' },
    category: { genres: [cleaning, moving], categories: CATEGORIES, categoryData: { 'aircon-cleaning': airconDetail }, cities: [] },
    user: { me: null },
    ...overrides,
  };
}

/** A fetch that answers from a table of path → [status, body]; unknown paths are network failures. */
export function fakeFetch(table: Record<string, [number, unknown]>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    calls.push({ url, init });
    const hit = table[url];
    if (!hit) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(hit[1]), { status: hit[0], headers: { 'content-type': 'application/json' } });
  };
  return { fn: fn as typeof fetch, calls };
}

const CREATED = '2026-11-23 01:00:00';

/** A bid as the consumer sees it: lead 56 of request 12, new and unread, from 王小明's service 3. */
export function quoteBid(overrides: Partial<QuoteBidResponse> = {}): QuoteBidResponse {
  return {
    id: 56,
    quote_bid_id: 56,
    quote_request_id: 12,
    quote_service_id: 3,
    quote_status_id: 1,
    hired_on: null,
    is_provider_readed: 0,
    is_requestor_readed: 0,
    is_requestor_rejected: 0,
    rating_type: null,
    flat_rate_at: null,
    hourly_rate_at: null,
    price_note: null,
    is_contact_charge: 0,
    quote_sent_on: null,
    quote_last_update_on: null,
    completed_on: null,
    is_on_site_visit_required_for_quote: 0,
    is_more_information_required: 0,
    is_interested: null,
    recommend_source: 'form',
    is_pro_unavailable: 0,
    attachments: [],
    created: CREATED,
    modified: CREATED,
    QuoteService: { id: 3, slug: 'svc', title: '志明冷氣', rating: { average: null, count: 0 }, response_rate: null },
    Provider: { id: 7, full_name: '王小明', s3_thumb_url: null },
    ...overrides,
  };
}

/** The same bid as its pro sees it, with the pro's own fields empty. */
export function providerBid(overrides: Partial<ProviderBid> = {}): ProviderBid {
  return {
    ...quoteBid(),
    provider_tag: null,
    is_provider_archived: 0,
    provider_last_read_on: null,
    last_used_template_id: null,
    fee_amount: null,
    narrow_status_id: null,
    narrow_decline_reason: null,
    closed_by_hire: 0,
    is_reviewed: 0,
    ...overrides,
  };
}

/** Request 12: one air conditioner to install in 臺北市大安區 this week, with no quote yet. */
export function quoteRequestSummary(overrides: Partial<QuoteRequestSummaryResponse> = {}): QuoteRequestSummaryResponse {
  return {
    id: 12,
    quote_request_id: 12,
    quote_category_id: 1,
    QuoteCategory: { id: 1, slug: 'aircon-installation', name: '冷氣安裝' },
    city: { id: 1, name: '臺北市' },
    district: { id: 1, name: '大安區', zipcode: '106' },
    description: '客廳一台',
    when: { day_label: 'thisWeek', day_slots: [2], text: '本週・上午 09:00-12:00' },
    recommend_source: 'form',
    created: CREATED,
    modified: CREATED,
    is_archived: 0,
    is_closed: 0,
    bid_count: 1,
    quoted_count: 0,
    unread_count: 0,
    ...overrides,
  };
}

/** The answers request 12 holds: one number field and one photo. */
export const REQUEST_ANSWERS = {
  fields: [{ quote_form_field_id: 5, label: '要安裝幾台？', type: 'number', value: '1', text: '1' }],
  QuoteFormSubmissionField: [{ id: 1, quote_request_id: 12, quote_form_field_id: 5, value: '1' }],
  photos: [{ id: 1, url: '/uploads/a.jpg' }],
} satisfies Pick<LeadDetail['QuoteRequest'], 'fields' | 'QuoteFormSubmissionField' | 'photos'>;

/** GET /quote_bids/view/56.json: the lead with request 12 and the consumer's masked name. */
export function leadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...providerBid(),
    QuoteRequest: { ...quoteRequestSummary(), ...REQUEST_ANSWERS, consumer_name: '陳○○' },
    quote_fee: 150,
    quote_count: 1,
    quote_limit: 5,
    ...overrides,
  };
}

/** Lead `id` as a work list shows it, on request 100 + id. */
export function workItem(id: number, overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    ...providerBid({ id, quote_bid_id: id, quote_request_id: 100 + id }),
    QuoteRequest: {
      id: 100 + id,
      description: `需求 ${id} 的說明`,
      created: CREATED,
      is_closed: 0,
      is_archived: 0,
      category: { id: 1, slug: 'aircon-installation', name: '冷氣安裝' },
      city: '臺北市',
      district: '大安區',
      consumer_name: '陳○○',
    },
    quote_fee: 150,
    quote_count: 0,
    quote_limit: 5,
    ...overrides,
  };
}

/** A hired job of the calendar: bid 56 of request 12, air-con cleaning at 竹北, the consumer's side. */
export function hiredJob(overrides: Partial<HiredJobResponse> = {}): HiredJobResponse {
  return {
    quote_bid_id: 56,
    quote_request_id: 12,
    hired_on: '2099-12-05 06:00:00',
    address: '竹北市光明六路 10 號',
    place: '新竹縣竹北市',
    category_name: '冷氣清潔',
    contact: { full_name: '陳志明', phone: null, email: null },
    role: 'consumer',
    is_completed: 0,
    is_reviewed: 0,
    ...overrides,
  };
}

/** A pro's public profile (`quote_services/view`): 王小明's aircon service in 臺北市大安區, no reviews listed. */
export function proProfile(overrides: Partial<ProProfileResponse> = {}): ProProfileResponse {
  return {
    id: 12,
    slug: 'good-aircon',
    title: '好冷氣',
    name: '王小明',
    avatar_url: null,
    logo_url: null,
    excerpt: '',
    city: { slug: 'taipei', name: '臺北市' },
    rating: 4.2,
    review_count: 5,
    years_in_business: null,
    badges: [],
    categories: [{ id: 3, slug: 'aircon-cleaning', name: '冷氣清洗' }],
    description: '專業冷氣清洗。',
    district: '大安區',
    latitude: null,
    longitude: null,
    is_service_professional_travels_to_me: true,
    is_customer_travel_to_me: false,
    is_over_phone_or_internet: false,
    is_paused: false,
    areas: [],
    photos: [],
    faqs: [],
    business_hours: [],
    rating_breakdown: [3, 1, 1, 0, 0],
    shop_rating: null,
    shop_rating_count: 0,
    reviews: [],
    reviews_page: 1,
    reviews_total_pages: 1,
    hired_count: 0,
    created: '2025-01-02 03:04:05',
    ...overrides,
  };
}
