import type { GenreResponse, QuoteCategoryDetailResponse, QuoteCategoryResponse } from '../../domain/catalogue/catalogue.types';
import type { UserStateResponse } from '../../domain/users/user.types';
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
