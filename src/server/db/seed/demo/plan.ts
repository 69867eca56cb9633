import { formatPrice } from '../../../../domain/money';
import { taipeiDateKey } from '../../../../domain/time';
import { QUANTITY_CAP } from '../../../../domain/wallet/fees';
import { BRAND_WORDS, fullNameOf, GIVEN_NAMES, type InventedPerson, SURNAMES } from './names';
import { Prng } from './prng';
import { reviewText } from './reviews';
import {
  fill,
  GENRE_TEXTS,
  type GenreTexts,
  ONSITE_NOTE,
  PRICE_NOTES,
  PROMISE_LINES,
  QUANTITY_NOTES,
  YEARS_LINES,
} from './texts';
import { tradesOf } from './trades';

/**
 * The demo marketplace as plain data, computed from the catalogue and the divisions with a
 * seeded generator: the same rows on every install (dates relative to `now`). demo-seed.ts
 * writes it. No real people: invented names, example.com e-mails, no phone numbers but the
 * demo consumer's in the 0900-000-xxx block.
 */

export const DEMO_SEED = 20_261_123;
export const DEMO_PRO_COUNT = 400;
export const DEMO_CONSUMER_COUNT = 240;
export const DEMO_REQUEST_COUNT = 1_600;

export const DEMO_ACCOUNTS = {
  consumer: { username: 'demo_consumer', email: 'demo-consumer@example.com', password: 'demo-consumer-2026', phone: '+886900000001' },
  pro: { username: 'demo_pro', email: 'demo-pro@example.com', password: 'demo-pro-2026' },
} as const;

/** Usernames whose presence means the demo data is already there. */
export const DEMO_MARKER_USERNAMES = [DEMO_ACCOUNTS.consumer.username, DEMO_ACCOUNTS.pro.username, 'demo_pro_0001'];

export interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  genreSlug: string;
  isPopular: boolean;
  priceType: 'flat' | 'hourly' | null;
  priceLow: number | null;
  priceHigh: number | null;
  priceUnit: string | null;
  fields: { id: number; label?: string; type: string; options: string[]; isRequired: boolean; placeholder: string | null }[];
}

export interface CityInfo {
  id: number;
  slug: string;
  name: string;
  districts: { id: number; name: string }[];
}

export interface PlannedUser {
  username: string;
  email: string;
  person: InventedPerson;
  role: 'consumer' | 'pro';
  /** The demo accounts sign in with a password; invented people have none. */
  password: string | null;
  phone: string | null;
  created: Date;
  /** The genre whose colour the avatar takes (pros only). */
  avatarGenre: string | null;
}

export interface Area {
  cityId: number;
  districtId: number | null;
}

export interface PlannedService {
  /** Index into users. */
  user: number;
  slug: string;
  title: string;
  description: string;
  genreSlug: string;
  categories: CategoryInfo[];
  areas: Area[];
  travelsToCustomer: boolean;
  customerTravels: boolean;
  overPhoneOrInternet: boolean;
  created: Date;
  /** Years in business: the profile's figure and the one the description states, the same. */
  yearsInBusiness: number;
  /** Which of the genre's demo pictures the service shows. */
  photoVariants: number[];
}

export interface PlannedReview {
  rating: number;
  feedback: string;
  created: Date;
}

export interface PlannedBid {
  /** Index into services. */
  service: number;
  status: 1 | 2 | 3 | 4 | 5 | 6;
  ratingType: 'required' | 'flat' | 'hourly' | null;
  flatRate: number | null;
  hourlyRate: number | null;
  priceNote: string | null;
  created: Date;
  quoteSentOn: Date | null;
  hiredOn: Date | null;
  completedOn: Date | null;
  isInterested: boolean | null;
  providerRead: boolean;
  requestorRead: boolean;
  matchScore: number;
  review: PlannedReview | null;
}

export interface PlannedRequest {
  /** Index into users. */
  user: number;
  category: CategoryInfo;
  cityId: number;
  districtId: number;
  description: string;
  whenDayLabel: 'thisWeek' | 'nextWeek' | 'flexible';
  whenDaySlots: number[];
  isClosed: boolean;
  created: Date;
  /** Tells the requests apart while seeding. */
  key: string;
  answers: { fieldId: number; value: string }[];
  bids: PlannedBid[];
}

export interface DemoPlan {
  users: PlannedUser[];
  services: PlannedService[];
  requests: PlannedRequest[];
  /** Index of the demo consumer and demo pro in users, and the demo pro's service. */
  demoConsumer: number;
  demoPro: number;
  demoProService: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Relative weight of each city: roughly its share of Taiwan's households. */
export const CITY_WEIGHT: Record<string, number> = {
  'taipei-city': 14,
  'new-taipei-city': 18,
  'taoyuan-city': 10,
  'taichung-city': 13,
  'tainan-city': 8,
  'kaohsiung-city': 12,
  'keelung-city': 2,
  'hsinchu-city': 2.5,
  'chiayi-city': 1.5,
  'hsinchu-county': 2.5,
  'miaoli-county': 2,
  'changhua-county': 4.5,
  'nantou-county': 1.8,
  'yunlin-county': 2,
  'chiayi-county': 1.6,
  'pingtung-county': 3,
  'yilan-county': 2,
  'hualien-county': 1.4,
  'taitung-county': 1,
  'penghu-county': 0.6,
  'kinmen-county': 0.6,
  'lienchiang-county': 0.3,
};

/** Cities a pro of the first often also serves. */
const NEIGHBOURS: Record<string, string[]> = {
  'taipei-city': ['new-taipei-city'],
  'new-taipei-city': ['taipei-city', 'keelung-city', 'taoyuan-city'],
  'taoyuan-city': ['new-taipei-city', 'hsinchu-county'],
  'keelung-city': ['new-taipei-city', 'taipei-city'],
  'hsinchu-city': ['hsinchu-county'],
  'hsinchu-county': ['hsinchu-city', 'taoyuan-city'],
  'miaoli-county': ['taichung-city', 'hsinchu-county'],
  'taichung-city': ['changhua-county', 'nantou-county'],
  'changhua-county': ['taichung-city', 'yunlin-county'],
  'nantou-county': ['taichung-city'],
  'yunlin-county': ['chiayi-county', 'changhua-county'],
  'chiayi-city': ['chiayi-county'],
  'chiayi-county': ['chiayi-city', 'tainan-city'],
  'tainan-city': ['kaohsiung-city'],
  'kaohsiung-city': ['tainan-city', 'pingtung-county'],
  'pingtung-county': ['kaohsiung-city'],
  'yilan-county': ['taipei-city'],
  'hualien-county': ['taitung-county'],
  'taitung-county': ['hualien-county'],
};

/** Genres whose pros often work online or at their own place. */
const ONLINE_GENRES = new Set(['tutoring', 'business', 'it']);
const STUDIO_GENRES = new Set(['photography', 'health-beauty', 'pets', 'lessons', 'vehicles']);
/** Genres where a pro may ask to see the place before quoting. */
const ONSITE_GENRES = new Set(['design-renovation', 'moving', 'home-repair']);

function roundPrice(value: number): number {
  const step = value < 1_000 ? 50 : value < 10_000 ? 100 : value < 100_000 ? 500 : 1_000;
  return Math.max(step, Math.round(value / step) * step);
}

/** A price inside the category's usual range, leaning to its middle (log scale). */
export function quotePrice(rng: Prng, low: number, high: number): number {
  const t = (rng.next() + rng.next()) / 2;
  return roundPrice(Math.exp(Math.log(low) + (Math.log(high) - Math.log(low)) * t));
}

function person(rng: Prng): InventedPerson {
  return { lastName: rng.pick(SURNAMES), firstName: rng.pick(GIVEN_NAMES) };
}

function genreTexts(slug: string): GenreTexts {
  return GENRE_TEXTS[slug] ?? GENRE_TEXTS['home-repair']!;
}

function serviceTitle(rng: Prng, who: InventedPerson, category: CategoryInfo): string {
  const style = genreTexts(category.genreSlug).title;
  const brand = rng.pick(BRAND_WORDS);
  switch (style) {
    case 'master':
      return rng.chance(0.5) ? `${who.lastName}師傅${category.name}` : `${brand}${category.name}工程行`;
    case 'teacher':
      return `${fullNameOf(who)}老師｜${category.name}`;
    case 'studio':
      return rng.chance(0.6) ? `${brand}${category.name}工作室` : `${fullNameOf(who)}｜${category.name}`;
    default:
      return rng.chance(0.5) ? `${brand}${category.name}` : `${brand}${category.name}有限公司`;
  }
}

function serviceDescription(rng: Prng, category: CategoryInfo, areaText: string, years: number): string {
  const texts = genreTexts(category.genreSlug);
  return [
    fill(rng.pick(YEARS_LINES), { c: category.name, n: years }) + rng.pick(texts.specialties),
    rng.sample(PROMISE_LINES, 2).join(''),
    `服務地區：${areaText}。`,
  ].join('\n\n');
}

function answerFor(rng: Prng, field: CategoryInfo['fields'][number], created: Date): string | null {
  switch (field.type) {
    case 'single_choice':
      return field.options.length > 0 ? rng.pick(field.options) : null;
    case 'multiple_choice':
      return field.options.length > 0 ? JSON.stringify(rng.sample(field.options, rng.int(1, Math.min(2, field.options.length)))) : null;
    case 'number': {
      const hinted = Number(/\d+/.exec(field.placeholder ?? '')?.[0] ?? Number.NaN);
      const base = Number.isFinite(hinted) && hinted > 0 ? hinted : 2;
      return String(Math.max(1, Math.round(base * (0.6 + rng.next() * 0.8))));
    }
    case 'date':
      return taipeiDateKey(new Date(created.getTime() + rng.int(2, 20) * DAY));
    case 'text': {
      const example = field.placeholder?.startsWith('例如：') ? field.placeholder.slice(3) : null;
      if (example && (field.isRequired || rng.chance(0.5))) return example;
      return field.isRequired ? '詳見需求說明' : null;
    }
    default:
      return null;
  }
}

function reviewFor(rng: Prng, category: CategoryInfo, completedOn: Date, now: Date, used: Set<string>): PlannedReview {
  const roll = rng.next();
  const rating = roll < 0.62 ? 5 : roll < 0.9 ? 4 : roll < 0.97 ? 3 : roll < 0.99 ? 2 : 1;
  const feedback = reviewText(rng, { rating, categoryName: category.name, praise: genreTexts(category.genreSlug).praise }, used);
  const created = new Date(Math.min(now.getTime() - HOUR, completedOn.getTime() + rng.int(2, 96) * HOUR));
  return { rating, feedback, created };
}

/**
 * How many of the priced unit the request asks for: the answer to the category's first number
 * question (as the quote fee reads it) when that question counts the unit (幾台, 坪數, 幾間...);
 * 1 otherwise, and for prices by the hour.
 */
export function requestQuantity(category: CategoryInfo, answers: readonly { fieldId: number; value: string }[]): number {
  if (category.priceType !== 'flat' || !category.priceUnit) return 1;
  const field = category.fields.find((f) => f.type === 'number');
  if (!field?.label?.includes(category.priceUnit)) return 1;
  const value = Number(answers.find((a) => a.fieldId === field.id)?.value);
  return Number.isInteger(value) && value > 1 ? Math.min(value, QUANTITY_CAP) : 1;
}

type BidRole = 'lead' | 'quoted' | 'hired' | 'completed' | 'declined' | 'random';

interface RequestSpec {
  user: number;
  category: CategoryInfo;
  cityId: number;
  districtId: number;
  ageDays: number;
  /** A service that must be among the bids, with its role. */
  include?: { service: number; role: BidRole };
  /** How many other pros quote at most. */
  others?: number;
  /** How many of the priced unit the request asks for (set by addRequest). */
  quantity?: number;
}

/** Builds the plan. Every random choice comes from one generator seeded with DEMO_SEED. */
export function buildDemoPlan(categories: CategoryInfo[], cities: CityInfo[], now: Date): DemoPlan {
  const rng = new Prng(DEMO_SEED);
  const citiesBySlug = new Map(cities.map((c) => [c.slug, c]));
  const categoriesBySlug = new Map(categories.map((c) => [c.slug, c]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const users: PlannedUser[] = [];
  const services: PlannedService[] = [];
  const requests: PlannedRequest[] = [];
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  // Every review sentence so far: no two reviews read the same.
  const reviewTexts = new Set<string>();

  const category = (slug: string) => {
    const found = categoriesBySlug.get(slug);
    if (!found) throw new Error(`demo data: unknown category ${slug}`);
    return found;
  };
  const city = (slug: string) => {
    const found = citiesBySlug.get(slug);
    if (!found) throw new Error(`demo data: unknown city ${slug}`);
    return found;
  };
  const district = (citySlug: string, name: string) => {
    const found = city(citySlug).districts.find((d) => d.name === name);
    if (!found) throw new Error(`demo data: unknown district ${citySlug} ${name}`);
    return found.id;
  };
  const areaText = (areas: Area[]) =>
    [...new Set(areas.map((a) => cityById.get(a.cityId)?.name ?? ''))]
      .map((name) => {
        const districts = areas.filter((a) => cityById.get(a.cityId)?.name === name && a.districtId !== null);
        if (districts.length === 0) return `${name}全區`;
        const c = cityById.get(districts[0]!.cityId)!;
        return `${name}（${districts.map((d) => c.districts.find((x) => x.id === d.districtId)?.name ?? '').join('、')}）`;
      })
      .join('、');

  // The two demo accounts.
  const demoConsumer = users.length;
  users.push({
    username: DEMO_ACCOUNTS.consumer.username,
    email: DEMO_ACCOUNTS.consumer.email,
    person: { lastName: '王', firstName: '小美' },
    role: 'consumer',
    password: DEMO_ACCOUNTS.consumer.password,
    phone: DEMO_ACCOUNTS.consumer.phone,
    created: ago(120),
    avatarGenre: null,
  });
  const demoPro = users.length;
  users.push({
    username: DEMO_ACCOUNTS.pro.username,
    email: DEMO_ACCOUNTS.pro.email,
    person: { lastName: '陳', firstName: '大明' },
    role: 'pro',
    password: DEMO_ACCOUNTS.pro.password,
    phone: null,
    created: ago(900),
    avatarGenre: 'cleaning',
  });
  const demoProAreas: Area[] = [
    { cityId: city('taipei-city').id, districtId: null },
    ...['板橋區', '中和區', '永和區', '新店區'].map((name) => ({ cityId: city('new-taipei-city').id, districtId: district('new-taipei-city', name) })),
  ];
  const demoProService = services.length;
  services.push({
    user: demoPro,
    slug: 'aircon-cleaning-demo-pro',
    title: '大明冷氣清潔工作室',
    description: [
      '從事冷氣清潔與保養已經 12 年，分離式、窗型與吊隱式冷氣都能拆洗。使用高壓清洗與中性環保清潔劑，清洗前後拍照給您看。',
      '報價透明，不收額外費用。預約時間準時到達，有任何變動會提前通知。',
      `服務地區：${areaText(demoProAreas)}。`,
    ].join('\n\n'),
    genreSlug: 'cleaning',
    categories: [category('aircon-cleaning'), category('washing-machine-cleaning'), category('aircon-repair')],
    areas: demoProAreas,
    travelsToCustomer: true,
    customerTravels: false,
    overPhoneOrInternet: false,
    created: ago(900),
    yearsInBusiness: 12,
    photoVariants: [0, 1, 2],
  });

  // Invented pros: every category gets at least two, every city at least one; the rest
  // follow the categories' popularity and the cities' size.
  const sortedCities = [...cities].sort((a, b) => a.id - b.id);
  for (let i = 0; i < DEMO_PRO_COUNT; i++) {
    const number = String(i + 1).padStart(4, '0');
    const who = person(rng);
    const main =
      i < categories.length * 2 ? categories[i % categories.length]! : rng.weighted(categories, (c) => (c.isPopular ? 3 : 1));
    const home = i < sortedCities.length ? sortedCities[i]! : rng.weighted(cities, (c) => CITY_WEIGHT[c.slug] ?? 1);
    // Other categories only from one trade of the main one: a phone-repair shop sells no SEO.
    const trades = tradesOf(main.slug);
    const trade = trades.length > 0 ? rng.pick(trades) : [];
    const related = categories.filter((c) => trade.includes(c.slug) && c.id !== main.id);
    const extra = related.length > 0 && rng.chance(0.7) ? rng.sample(related, rng.int(1, Math.min(2, related.length))) : [];
    const areas: Area[] = [];
    if (rng.chance(0.65) || home.districts.length <= 3) {
      areas.push({ cityId: home.id, districtId: null });
    } else {
      for (const d of rng.sample(home.districts, rng.int(3, 6))) areas.push({ cityId: home.id, districtId: d.id });
    }
    const neighbours = (NEIGHBOURS[home.slug] ?? []).map((slug) => citiesBySlug.get(slug)).filter((c) => c !== undefined);
    if (neighbours.length > 0 && rng.chance(0.5)) areas.push({ cityId: rng.pick(neighbours).id, districtId: null });
    const created = ago(rng.int(30, 1_100));
    const userIndex = users.length;
    users.push({
      username: `demo_pro_${number}`,
      email: `demo-pro-${number}@example.com`,
      person: who,
      role: 'pro',
      password: null,
      phone: null,
      created,
      avatarGenre: main.genreSlug,
    });
    const online = ONLINE_GENRES.has(main.genreSlug) && rng.chance(0.5);
    // At least as long as the account has existed, and what the description says.
    const yearsInBusiness = Math.max(Math.ceil((now.getTime() - created.getTime()) / (365 * DAY)), rng.int(3, 22));
    services.push({
      user: userIndex,
      slug: `${main.slug}-${rng.hex(8)}`,
      title: serviceTitle(rng, who, main),
      description: serviceDescription(rng, main, areaText(areas), yearsInBusiness),
      genreSlug: main.genreSlug,
      categories: [main, ...extra],
      areas,
      travelsToCustomer: !online || rng.chance(0.5),
      customerTravels: STUDIO_GENRES.has(main.genreSlug) && rng.chance(0.4),
      overPhoneOrInternet: online,
      created,
      yearsInBusiness,
      photoVariants: rng.sample([0, 1, 2], rng.int(1, 3)),
    });
  }

  // Invented consumers.
  const consumers: number[] = [];
  for (let i = 0; i < DEMO_CONSUMER_COUNT; i++) {
    const number = String(i + 1).padStart(4, '0');
    consumers.push(users.length);
    users.push({
      username: `demo_consumer_${number}`,
      email: `demo-consumer-${number}@example.com`,
      person: person(rng),
      role: 'consumer',
      password: null,
      phone: null,
      created: ago(rng.int(20, 800)),
      avatarGenre: null,
    });
  }

  const servicesByCategory = new Map<number, number[]>();
  services.forEach((s, index) => {
    for (const c of s.categories) servicesByCategory.set(c.id, [...(servicesByCategory.get(c.id) ?? []), index]);
  });
  const covers = (service: PlannedService, cityId: number, districtId: number) =>
    service.overPhoneOrInternet ||
    service.areas.some((a) => a.cityId === cityId && (a.districtId === null || a.districtId === districtId));

  const makeBid = (spec: RequestSpec, created: Date, service: number, role: BidRole): PlannedBid => {
    const open = spec.ageDays <= 21;
    let resolved: Exclude<BidRole, 'random'> = role === 'random' ? 'quoted' : role;
    if (role === 'random') {
      const roll = rng.next();
      if (open) resolved = roll < 0.4 ? 'lead' : roll < 0.9 ? 'quoted' : 'declined';
      else resolved = roll < 0.82 ? 'quoted' : roll < 0.92 ? 'declined' : 'lead';
    }
    const bidCreated = new Date(created.getTime() + rng.int(1, 8) * 60_000);
    const base: PlannedBid = {
      service,
      status: 1,
      ratingType: null,
      flatRate: null,
      hourlyRate: null,
      priceNote: null,
      created: bidCreated,
      quoteSentOn: null,
      hiredOn: null,
      completedOn: null,
      isInterested: null,
      providerRead: !open || rng.chance(0.5),
      requestorRead: false,
      matchScore: Math.round(rng.next() * 1000) / 1000,
      review: null,
    };
    if (resolved === 'lead') return base;
    if (resolved === 'declined') return { ...base, status: 6, isInterested: false, providerRead: true };
    const maxSent = Math.max(bidCreated.getTime() + 10 * 60_000, now.getTime() - 10 * 60_000);
    const quoteSentOn = new Date(Math.min(maxSent, bidCreated.getTime() + rng.int(20, 30 * 60) * 60_000));
    const cat = spec.category;
    const onSite = ONSITE_GENRES.has(cat.genreSlug) && rng.chance(0.12);
    const priced = !onSite && cat.priceType !== null && cat.priceLow !== null && cat.priceHigh !== null;
    const price = priced ? quotePrice(rng, cat.priceLow!, cat.priceHigh!) : null;
    // A flat quote is for the whole job: the unit price times the units asked for, as its note says.
    const quantity = spec.quantity ?? 1;
    const unit = cat.priceUnit ?? '次';
    const priceNote = !priced
      ? ONSITE_NOTE
      : quantity > 1
        ? fill(rng.pick(QUANTITY_NOTES), { p: formatPrice({ low: price!, unit }), q: quantity, u: unit })
        : fill(rng.pick(PRICE_NOTES), { u: unit });
    const quoted: PlannedBid = {
      ...base,
      status: 2,
      ratingType: priced ? cat.priceType : 'required',
      flatRate: priced && cat.priceType === 'flat' ? roundPrice(price! * quantity) : null,
      hourlyRate: priced && cat.priceType === 'hourly' ? price : null,
      priceNote,
      quoteSentOn,
      isInterested: true,
      providerRead: true,
      requestorRead: !open || rng.chance(0.6),
    };
    if (resolved === 'quoted') return quoted;
    const hiredOn = new Date(Math.min(now.getTime() - 2 * HOUR, quoteSentOn.getTime() + rng.int(2, 72) * HOUR));
    if (resolved === 'hired') return { ...quoted, status: 3, hiredOn };
    const completedOn = new Date(Math.min(now.getTime() - HOUR, hiredOn.getTime() + rng.int(1, 12) * DAY));
    const paid = rng.chance(0.2);
    return {
      ...quoted,
      status: paid ? 5 : 4,
      hiredOn,
      completedOn,
      review: rng.chance(0.85) ? reviewFor(rng, cat, completedOn, now, reviewTexts) : null,
    };
  };

  const addRequest = (spec: RequestSpec) => {
    const created = new Date(now.getTime() - spec.ageDays * DAY - rng.int(0, 23 * 60) * 60_000);
    const candidates = (servicesByCategory.get(spec.category.id) ?? []).filter(
      (s) => s !== spec.include?.service && users[services[s]!.user]!.role === 'pro' && covers(services[s]!, spec.cityId, spec.districtId),
    );
    const others = rng.sample(candidates, Math.min(candidates.length, spec.others ?? rng.int(2, 5)));
    const open = spec.ageDays <= 21;
    // The answers first: the quotes price the quantity they ask for.
    const answers = spec.category.fields
      .map((f) => ({ fieldId: f.id, value: answerFor(rng, f, created) }))
      .filter((a): a is { fieldId: number; value: string } => a.value !== null);
    const priced = { ...spec, quantity: requestQuantity(spec.category, answers) };
    // An older request: often one pro was hired and finished the job.
    const hireOne = !open && !spec.include && others.length > 0 && rng.chance(0.7);
    const bids: PlannedBid[] = [];
    if (spec.include) bids.push(makeBid(priced, created, spec.include.service, spec.include.role));
    others.forEach((service, i) => {
      const role: BidRole = hireOne && i === 0 ? (spec.ageDays > 30 ? 'completed' : 'hired') : 'random';
      bids.push(makeBid(priced, created, service, role));
    });
    const texts = genreTexts(spec.category.genreSlug);
    requests.push({
      user: spec.user,
      category: spec.category,
      cityId: spec.cityId,
      districtId: spec.districtId,
      description: fill(rng.pick(texts.requests), { c: spec.category.name }),
      whenDayLabel: rng.pick(['thisWeek', 'nextWeek', 'flexible'] as const),
      whenDaySlots: rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort((a, b) => a - b),
      isClosed: !open && !bids.some((b) => b.status >= 3 && b.status <= 5) && rng.chance(0.5),
      created,
      key: `demo-request-${requests.length}`,
      answers,
      bids,
    });
  };

  // The demo consumer's projects: an open one with several quotes, one being moved, one done.
  const taipei = city('taipei-city');
  const newTaipei = city('new-taipei-city');
  addRequest({
    user: demoConsumer,
    category: category('aircon-cleaning'),
    cityId: taipei.id,
    districtId: district('taipei-city', '大安區'),
    ageDays: 2,
    include: { service: demoProService, role: 'quoted' },
    others: 4,
  });
  addRequest({
    user: demoConsumer,
    category: category('house-moving'),
    cityId: newTaipei.id,
    districtId: district('new-taipei-city', '板橋區'),
    ageDays: 5,
    others: 4,
  });
  addRequest({
    user: demoConsumer,
    category: category('washing-machine-cleaning'),
    cityId: taipei.id,
    districtId: district('taipei-city', '大安區'),
    ageDays: 60,
    include: { service: demoProService, role: 'completed' },
    others: 2,
  });
  // The demo pro's leads, quotes and finished jobs (with reviews).
  const demoProPlaces = [
    ...taipei.districts.map((d) => ({ cityId: taipei.id, districtId: d.id })),
    ...demoProAreas.filter((a) => a.districtId !== null).map((a) => ({ cityId: a.cityId, districtId: a.districtId! })),
  ];
  const demoProRoles: [BidRole, number, number][] = [
    ['lead', 6, 1],
    ['quoted', 4, 4],
    ['hired', 2, 25],
    ['completed', 18, 40],
  ];
  for (const [role, count, minAge] of demoProRoles) {
    for (let i = 0; i < count; i++) {
      const place = rng.pick(demoProPlaces);
      addRequest({
        user: rng.pick(consumers),
        category: rng.pick(services[demoProService]!.categories),
        ...place,
        ageDays: role === 'completed' ? rng.int(minAge, 400) : role === 'hired' ? rng.int(minAge, 29) : rng.int(minAge, minAge + 8),
        include: { service: demoProService, role },
      });
    }
  }

  // Everyone else's requests: a category that has pros, in a place one of them serves.
  const proServices = services.map((_, i) => i).filter((i) => i !== demoProService);
  for (let i = 0; i < DEMO_REQUEST_COUNT; i++) {
    const anchor = services[rng.weighted(proServices, (s) => (services[s]!.categories[0]!.isPopular ? 2 : 1))]!;
    const cat = rng.pick(anchor.categories);
    const area = rng.pick(anchor.areas);
    const areaCity = cityById.get(area.cityId)!;
    const districtId = area.districtId ?? rng.pick(areaCity.districts).id;
    addRequest({
      user: rng.pick(consumers),
      category: cat,
      cityId: area.cityId,
      districtId,
      ageDays: rng.chance(0.15) ? rng.int(0, 21) : rng.int(22, 420),
    });
  }

  return { users, services, requests, demoConsumer, demoPro, demoProService };
}
