import { pngOf } from '../features/media/media.test-support';
import { newLinkHash } from '../features/requests';
import { bindTestCard, createUser, sendQuote } from './factories';
import { openAllWeek, taipeiDateIn, utcOfTaipei } from '../features/calendar/calendar.test-support';
import type { ActorName, World } from './access-matrix.world';

/**
 * The access matrix: one entry per API route that takes an id, a hash or another object
 * reference (path parameter, wildcard or a body field such as quote_bid_id), keyed
 * "METHOD /registered/url" exactly as Fastify registers it (the API prefix included).
 * A key may end in "#variant" to test a second caller side of the same route.
 *
 * access-matrix.test.ts calls each entry as the owner, another user of the same role, a user of
 * the other role and a guest; only the owner (and, where the entry says so, the other party)
 * may succeed. Routes that take no object reference are listed in ROUTES_WITHOUT_IDS below.
 * How to add an entry: docs/testing.md, "Access matrix".
 */

export type Side = 'owner' | 'sameRole' | 'otherRole' | 'guest';
export type Ctx = Record<string, number | string>;

export interface MatrixCall {
  method?: 'GET' | 'POST';
  /** Under the API prefix, unless `outsideApi`. */
  path: string;
  json?: unknown;
  body?: FormData;
  outsideApi?: boolean;
}

export interface MatrixEntry {
  /** Who owns the object: a consumer (A; others are B, then pro P) or a pro (P; others Q, then consumer B), or the operator O. */
  owner: 'A' | 'P' | 'O';
  /** Replaces the default same-role / other-role caller. */
  sameRole?: ActorName;
  otherRole?: ActorName;
  /** Everyone may read it (guest too): the reason. Default statuses become 200. */
  public?: string;
  /** Objects only this entry uses (e.g. one to delete), made once before its calls. */
  setup?: (w: World) => Promise<Ctx>;
  call: (w: World, ctx: Ctx) => MatrixCall;
  /** A GET path (as the owner) whose answer must not change after the refused calls. */
  readBack?: (w: World, ctx: Ctx) => string;
  /** Statuses that differ from the default (owner 200, others 404, guest 403); a list means any of them. */
  expect?: Partial<Record<Side, number | number[]>>;
  /** Further callers, e.g. the other party of a bid, with their expected status. */
  also?: { who: ActorName; status: number | number[]; why: string }[];
}

const post = (path: string, json: unknown = {}): MatrixCall => ({ method: 'POST', path, json });
const get = (path: string): MatrixCall => ({ path });

// Set-up helpers for entries that change or remove their object.
async function freshRequest(w: World, userId = w.actors.A.id): Promise<number> {
  const row = await w.server.db
    .insertInto('quote_requests')
    .values({ user_id: userId, quote_category_id: w.categoryId, city_id: w.cityId, district_id: w.districtId, hash_digest: newLinkHash().digest })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function freshBid(w: World, options: { sent?: boolean } = {}): Promise<Ctx> {
  const requestId = await freshRequest(w);
  const row = await w.server.db
    .insertInto('quote_bids')
    .values({ quote_request_id: requestId, quote_service_id: w.serviceP, user_id: w.actors.P.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.sent) await sendQuote(w.server.db, row.id, { type: 'flat', amount: 1800 });
  return { request: requestId, bid: row.id };
}
async function freshService(w: World): Promise<Ctx> {
  const row = await w.server.db
    .insertInto('quote_services')
    .values({ user_id: w.actors.P.id, slug: `am-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, title: '第二項服務' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.server.db.insertInto('quote_service_categories').values({ quote_service_id: row.id, quote_category_id: w.categoryId }).execute();
  return { service: row.id };
}
async function freshCertificate(w: World): Promise<Ctx> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ type: 'license', name: '冷凍空調技術士', reference_identity: '987-654321' })) form.append(k, v);
  form.append('documents', new Blob([PNG_1X1], { type: 'image/png' }), '證照.png');
  const body = await w.ok(w.actors.P, '/new/v1/cert_certificates/add.json', { method: 'POST', body: form });
  return { cert: (body.service_certificate as { service_certificate_id: number }).service_certificate_id };
}
const PNG_1X1 = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
const photoForm = () => {
  const form = new FormData();
  form.append('photo', new Blob([PNG_1X1], { type: 'image/png' }), 'x.png');
  return form;
};
const logoForm = () => {
  const form = new FormData();
  form.append('logo', new Blob([PNG_1X1], { type: 'image/png' }), 'logo.png');
  return form;
};
const key = () => `am-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

const svc = (w: World) => `/quote_services/edit/${w.serviceP}.json`;
const bidView = (w: World) => `/quote_bids/view/${w.bidP}.json`;
const requestView = (w: World) => `/quote_request/${w.requestA}.json`;
const GUESSED_HASH = 'g'.repeat(32);
const GUESSED: MatrixEntry['expect'] = { owner: [400, 404], sameRole: [400, 404], otherRole: [400, 404], guest: [400, 404] };
const PUBLIC_CATALOGUE = 'catalogue content, public to everyone';

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  // Catalogue and content: slugs, public.
  'GET /api/quote_categories/:slug.json': { owner: 'A', public: PUBLIC_CATALOGUE, call: () => get('/quote_categories/aircon-installation.json') },
  'GET /api/features/:slug.json': { owner: 'A', public: PUBLIC_CATALOGUE, call: () => get('/features/no-such-feature.json'), expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 } },
  'GET /api/articles/:slug.json': { owner: 'A', public: PUBLIC_CATALOGUE, call: () => get('/articles/no-such-article.json'), expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 } },
  'GET /api/site_pages/:slug.json': { owner: 'A', public: PUBLIC_CATALOGUE, call: () => get('/site_pages/terms.json'), expect: { owner: 200, sameRole: 200, otherRole: 200, guest: 200 } },
  'GET /api/price_guides/:slug.json': { owner: 'A', public: PUBLIC_CATALOGUE, call: () => get('/price_guides/no-such-guide.json'), expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 } },
  'GET /api/quote_services/view/:file': { owner: 'P', public: 'a public pro profile', call: (w) => get(`/quote_services/view/${w.serviceP}.json`) },
  'GET /api/quote_services/nearme/:file': { owner: 'P', public: 'public pro list by place', call: () => get('/quote_services/nearme/aircon-installation.json'), expect: { owner: [200, 404], sameRole: [200, 404], otherRole: [200, 404], guest: [200, 404] } },
  'GET /api/quote_services/showcase/:file': { owner: 'P', public: 'a category page’s public pros, reviews and photos', call: () => get('/quote_services/showcase/aircon-installation.json') },
  'GET /api/quote_feedbacks/index/*': { owner: 'P', public: 'a service’s published reviews', call: (w) => get(`/quote_feedbacks/index/quote_service_id:${w.serviceP}.json`) },
  'GET /api/service_reserves/slots/:file': {
    owner: 'P',
    public: 'a public service’s free booking slots',
    call: (w) => get(`/service_reserves/slots/${w.serviceP}.json?from=${taipeiDateIn(1)}&to=${taipeiDateIn(7)}`),
  },

  // Hash links: a guessed hash is refused for everyone.
  'GET /api/users/activation/:userId/:hash.json': {
    owner: 'A',
    public: 'activation link from the e-mail; only a guessed hash is tried here',
    call: (w) => get(`/users/activation/${w.actors.A.id}/${'x'.repeat(43)}.json`),
    expect: { owner: [400, 404], sameRole: [400, 404], otherRole: [400, 404], guest: [400, 404] },
  },
  'GET /api/quote_requests/hash/:file': {
    owner: 'A',
    public: 'guest link of a request: anyone holding the 256-bit hash',
    setup: async (w) => {
      const { hash, digest } = newLinkHash();
      await w.server.db.updateTable('quote_requests').set({ hash_digest: digest }).where('id', '=', w.requestB).execute();
      return { hash };
    },
    call: (_w, c) => get(`/quote_requests/hash/${c.hash}.json`),
  },
  'GET /api/quote_requests/hash/:file#guessed': {
    owner: 'A',
    public: 'guest link of a request; a guessed hash is refused for everyone',
    call: () => get(`/quote_requests/hash/${'R'.repeat(43)}.json`),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
  },
  'GET /api/quote_bids/hash/:file': {
    owner: 'A',
    public: 'guest link of a quote: anyone holding the 256-bit hash; only a guessed hash is tried here',
    call: () => get(`/quote_bids/hash/${'Q'.repeat(43)}.json`),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
  },

  'POST /api/push/unsubscribe.json': {
    owner: 'A',
    setup: async (w) => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/matrix-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      await w.server.db.insertInto('push_subscriptions').values({ user_id: w.actors.A.id, endpoint, p256dh: 'B'.repeat(87), auth: 'C'.repeat(22) }).execute();
      return { endpoint };
    },
    call: (_w, c) => post('/push/unsubscribe.json', { endpoint: c.endpoint }),
  },

  // Hashes from link and OTP flows.
  'POST /api/users/login_once.json': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/users/login_once.json', { hash: GUESSED_HASH }),
    expect: GUESSED,
  },
  'POST /api/users/reset_password.json': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/users/reset_password.json', { hash: GUESSED_HASH, password: 'Abcd1234!x', password_confirm: 'Abcd1234!x' }),
    expect: GUESSED,
  },
  'POST /api/users/verify/phone/auth.json': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/users/verify/phone/auth.json', { hash: GUESSED_HASH, otp: '123456' }),
    expect: { ...GUESSED, guest: 403 },
  },
  'POST /api/new/v1/email_verifications/auth': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/new/v1/email_verifications/auth', { hash: GUESSED_HASH, otp: '123456' }),
    expect: GUESSED,
  },
  'POST /api/users/validate_user.json': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/users/validate_user.json', { phone: '0912345678', verify_code: '123456', hash: GUESSED_HASH }),
    expect: GUESSED,
  },
  'POST /api/new/v1/users/edit_email': {
    owner: 'A',
    public: 'a hash from a link or OTP flow; only a guessed hash is tried here',
    call: () => post('/new/v1/users/edit_email', { email: 'new-address@example.com', hash: GUESSED_HASH, otp: '123456' }),
    expect: { ...GUESSED, guest: 403 },
  },
  'POST /api/stripes/payment_intent.json': {
    owner: 'P',
    call: (w) => post('/stripes/payment_intent.json', { card_id: w.cardP, amount: 100, idempotency_key: key() }),
    // The tests run with CARD_PROVIDER=sandbox: the Stripe routes are off (404) for everyone.
    expect: { owner: 404, guest: 404 },
    readBack: () => '/transactions/index.json',
  },

  // Requests (consumer A).
  'GET /api/quote_request/:file': { owner: 'A', call: (w) => get(requestView(w)), also: [{ who: 'Q', status: 404, why: 'a bidder' }] },
  'GET /api/quote_request/:file#by-bid': {
    owner: 'A',
    call: (w) => get(`/quote_request/quote_bid_id:${w.bidP}.json`),
    also: [{ who: 'Q', status: 404, why: 'another bidder on the same request' }],
  },
  'POST /api/quote_requests/edit.json': {
    owner: 'A',
    call: (w) => post('/quote_requests/edit.json', { quote_request_id: w.requestA, description: '改成下週三施工' }),
    readBack: requestView,
  },
  'POST /api/quote_requests/change_status/:action/:file': {
    owner: 'A',
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (_w, c) => post(`/quote_requests/change_status/close/${c.request}.json`),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
  },
  'POST /api/quote_requests/new_hash/:file': {
    owner: 'A',
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (_w, c) => post(`/quote_requests/new_hash/${c.request}.json`),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
  },
  'POST /api/quote_requests/copy/:file': { owner: 'A', call: (w) => post(`/quote_requests/copy/${w.requestA}.json`), readBack: requestView },
  'POST /api/quote_reports/add.json': {
    owner: 'A',
    otherRole: 'R',
    call: (w) => post('/quote_reports/add.json', { quote_request_id: w.requestA, reason: '需求內容不實' }),
    also: [{ who: 'Q', status: 200, why: 'a pro holding a lead on the request may report it' }],
  },
  'POST /api/new/v1/quote_bids/match/:file': {
    owner: 'A',
    otherRole: 'R',
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (_w, c) => post(`/new/v1/quote_bids/match/${c.request}.json`),
    // A consumer, or a pro not serving the category, is refused with 251 (category not served).
    expect: { owner: 404, sameRole: [404, 409], otherRole: [404, 409] },
    also: [{ who: 'Q', status: 200, why: 'any pro serving the category may take an open request (job center)' }],
  },
  'POST /api/new/v1/quote_bids/invite_pro.json': {
    owner: 'A',
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (w, c) => post('/new/v1/quote_bids/invite_pro.json', { quote_request_id: c.request, quote_service_id: w.serviceQ }),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
  },

  // Bids: the pro's side (P) and the consumer's side (A).
  'GET /api/quote_bids/view/:file': { owner: 'P', call: (w) => get(bidView(w)), also: [{ who: 'A', status: 404, why: 'the consumer sees quotes through the request' }] },
  'GET /api/quote_bids/preview_quote_fee/:file': { owner: 'P', call: (w) => get(`/quote_bids/preview_quote_fee/${w.bidP}.json`) },
  'POST /api/quote_bids/tag/:file': { owner: 'P', call: (w) => post(`/quote_bids/tag/${w.bidP}.json`, { provider_tag: 'favorite' }), readBack: bidView },
  'POST /api/quote_bids/change_status/:action/:file': {
    owner: 'P',
    setup: (w) => freshBid(w, { sent: true }),
    call: (_w, c) => post(`/quote_bids/change_status/archive/${c.bid}.json`),
    readBack: (_w, c) => `/quote_bids/view/${c.bid}.json`,
    also: [{ who: 'A', status: 409, why: 'the consumer is a party, but archiving is the pro’s action' }],
  },
  'POST /api/quote_bids/change_status/:action/:file#consumer': {
    owner: 'A',
    otherRole: 'Q',
    setup: (w) => freshBid(w, { sent: true }),
    call: (_w, c) => post(`/quote_bids/change_status/reject/${c.bid}.json`, { reason: '價格不合' }),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
    also: [{ who: 'P', status: 409, why: 'the pro is a party, but rejecting is the consumer’s action' }],
  },
  'POST /api/quote_bids/switch_to_manual_quote/:file': {
    owner: 'P',
    setup: async (w) => {
      const ctx = await freshBid(w, { sent: true });
      await w.server.db.updateTable('quote_bids').set({ is_contact_charge: true }).where('id', '=', Number(ctx.bid)).execute();
      return ctx;
    },
    call: (_w, c) => post(`/quote_bids/switch_to_manual_quote/${c.bid}.json`),
    expect: { owner: [200, 409] },
    readBack: (_w, c) => `/quote_bids/view/${c.bid}.json`,
  },
  'POST /api/quote_bids/want_to_contact_provider/:file': {
    owner: 'A',
    otherRole: 'P',
    call: (w) => post(`/quote_bids/want_to_contact_provider/${w.bidP}.json`),
    expect: { owner: [200, 409] },
    readBack: requestView,
    also: [{ who: 'Q', status: 404, why: 'another bidder' }],
  },
  'POST /api/quote_bids/provider_accept_narrow_match/:file/*': {
    owner: 'P',
    call: (w) => post(`/quote_bids/provider_accept_narrow_match/${w.bidP}/narrow_status_id:2.json`),
    // P's bid is an ordinary lead: the owner passes the access check and meets the state rule.
    expect: { owner: 409 },
    readBack: bidView,
  },

  // Conversations: both parties of the bid.
  'GET /api/messages/get_conversation/*': {
    owner: 'A',
    sameRole: 'B',
    otherRole: 'Q',
    call: (w) => get(`/messages/get_conversation/${w.bidP}.json`),
    also: [{ who: 'P', status: 200, why: 'the pro of the bid is the other party' }],
  },
  'POST /api/messages/quote_conversation/:file': {
    owner: 'A',
    otherRole: 'Q',
    call: (w) => post(`/messages/quote_conversation/${w.bidP}.json`, { message: '請問週六可以嗎？' }),
    readBack: (w) => `/messages/get_conversation/${w.bidP}.json`,
    also: [{ who: 'P', status: 200, why: 'the pro of the bid is the other party' }],
  },

  // Templates and auto-quote (P).
  'POST /api/quote_templates/add.json': {
    owner: 'P',
    call: (w) => post('/quote_templates/add.json', { display_name: '另一個範本', flat_rate_at: 2000, quote_service_id: w.serviceP }),
    // The body's service id is checked as a field: someone else's service is a 400 naming it.
    expect: { sameRole: 400, otherRole: [400, 404] },
    readBack: () => '/quote_templates/index.json',
  },
  'POST /api/quote_templates/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_templates/edit/${w.templateP}.json`, { display_name: '到府估價', on_site: 1 }),
    readBack: () => '/quote_templates/index.json',
  },
  'POST /api/quote_templates/delete/:file': {
    owner: 'P',
    setup: async (w) => ({ tpl: ((await w.ok(w.actors.P, '/quote_templates/add.json', { method: 'POST', json: { display_name: '要刪的', flat_rate_at: 900 } })).quote_template as { id: number }).id }),
    call: (_w, c) => post(`/quote_templates/delete/${c.tpl}.json`),
    readBack: () => '/quote_templates/index.json',
  },
  'GET /api/quote_service_categories/auto_quote/:file': { owner: 'P', call: (w) => get(`/quote_service_categories/auto_quote/${w.settingP}.json`) },
  'POST /api/quote_service_categories/auto_quote/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_categories/auto_quote/${w.settingP}.json`, { weekly_budget: 600 }),
    readBack: (w) => `/quote_service_categories/auto_quote/${w.settingP}.json`,
  },
  'GET /api/quote_service_categories/auto_quote_history/:file': { owner: 'P', call: (w) => get(`/quote_service_categories/auto_quote_history/${w.settingP}.json`) },

  // Reviews.
  'POST /api/quote_feedbacks/invite/:file': {
    owner: 'P',
    call: (w) => post(`/quote_feedbacks/invite/${w.serviceP}.json`, { invitee_name: '陳先生', invitee_email: 'client2@example.com' }),
  },
  'GET /api/quote_feedbacks/invite/:service/:file': {
    owner: 'P',
    public: 'the review link works for whoever holds it (single use)',
    call: (w) => get(`/quote_feedbacks/invite/${w.serviceP}/${w.inviteHashP}.json`),
  },
  'GET /api/quote_feedbacks/invite/:service/:file#wrong-service': {
    owner: 'P',
    public: 'the review link; sent with another service’s id it is refused for everyone',
    call: (w) => get(`/quote_feedbacks/invite/${w.serviceQ}/${w.inviteHashP}.json`),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
  },
  'POST /api/quote_feedbacks/invite/:service/:file': {
    owner: 'P',
    public: 'the review link works for whoever holds it; here the hash is sent with the wrong service id',
    call: (w) => post(`/quote_feedbacks/invite/${w.serviceQ}/${w.inviteHashP}.json`, { reviewer_name: '林小姐', rating: 5, feedback: '很專業' }),
    expect: { owner: 404, sameRole: 404, otherRole: 404, guest: 404 },
    readBack: (w) => `/quote_feedbacks/invite/${w.serviceP}/${w.inviteHashP}.json`,
  },

  // Calendar and bookings.
  'GET /api/business_hours/:file': { owner: 'P', call: (w) => get(`/business_hours/${w.serviceP}.json`) },
  'POST /api/business_hours/edit/:file': {
    owner: 'P',
    call: (w) => post(`/business_hours/edit/${w.serviceP}.json`, { day_slots: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [1, 2, 3, 4, 5]])) }),
    readBack: (w) => `/business_hours/${w.serviceP}.json`,
  },
  'GET /api/suspension_events/index/:file': { owner: 'P', call: (w) => get(`/suspension_events/index/${w.serviceP}.json`) },
  'POST /api/suspension_events/add.json': {
    owner: 'P',
    call: (w) =>
      post('/suspension_events/add.json', { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(25), '09:00'), end_time: utcOfTaipei(taipeiDateIn(25), '10:00') }),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'POST /api/suspension_events/edit/:file': {
    owner: 'P',
    call: (w) => post(`/suspension_events/edit/${w.pauseP}.json`, { begin_time: utcOfTaipei(taipeiDateIn(21), '13:00'), end_time: utcOfTaipei(taipeiDateIn(21), '15:00'), title: '進修' }),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'POST /api/suspension_events/delete/:file': {
    owner: 'P',
    setup: async (w) => ({
      pause: (
        (await w.ok(w.actors.P, '/suspension_events/add.json', {
          method: 'POST',
          json: { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(30), '09:00'), end_time: utcOfTaipei(taipeiDateIn(30), '10:00') },
        })).suspension_event as { id: number }
      ).id,
    }),
    call: (_w, c) => post(`/suspension_events/delete/${c.pause}.json`),
    readBack: (w) => `/suspension_events/index/${w.serviceP}.json`,
  },
  'GET /api/calendar/:file': { owner: 'P', call: (w) => get(`/calendar/${w.serviceP}.json?from=${taipeiDateIn(1)}&to=${taipeiDateIn(7)}`) },
  'POST /api/service_reserves/add.json': {
    owner: 'A',
    otherRole: 'Q',
    // Any consumer may book a public service; the bid in the body must be on the caller's own request.
    call: (w) => post('/service_reserves/add.json', { quote_service_id: w.serviceP, quote_bid_id: w.bidP, begin_time: utcOfTaipei(taipeiDateIn(4), '15:00') }),
    expect: { sameRole: [400, 404, 409], otherRole: [400, 404, 409] },
    readBack: () => '/service_reserves/index.json',
  },
  'GET /api/service_reserves/:file': {
    owner: 'A',
    otherRole: 'Q',
    call: (w) => get(`/service_reserves/${w.reserveA}.json`),
    also: [{ who: 'P', status: 200, why: 'the pro of the booked service is the other party' }],
  },
  'POST /api/service_reserves/cancel/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: async (w) => {
      // The hours are opened again first: another test may have changed them.
      await openAllWeek(w.server, w.actors.P.token, w.serviceP);
      const body = await w.ok(w.actors.A, '/service_reserves/add.json', {
        method: 'POST',
        json: { quote_service_id: w.serviceP, begin_time: utcOfTaipei(taipeiDateIn(6), '12:00') },
      });
      return { reserve: (body.service_reserve as { id: number }).id };
    },
    call: (_w, c) => post(`/service_reserves/cancel/${c.reserve}.json`),
    readBack: (_w, c) => `/service_reserves/${c.reserve}.json`,
  },

  // Services and their parts (P).
  'GET /api/quote_services/edit/:file': { owner: 'P', call: (w) => get(svc(w)) },
  'POST /api/quote_services/edit/:file': { owner: 'P', call: (w) => post(svc(w), { display_name: '大安冷氣王' }), readBack: svc },
  'POST /api/quote_services/change_status/:action/:file': {
    owner: 'P',
    setup: freshService,
    call: (_w, c) => post(`/quote_services/change_status/archive/${c.service}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
  },
  'POST /api/quote_services/delete/:file': {
    owner: 'P',
    setup: freshService,
    call: (_w, c) => post(`/quote_services/delete/${c.service}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
  },
  'GET /api/quote_services/external_review_links/:file': { owner: 'P', call: (w) => get(`/quote_services/external_review_links/${w.serviceP}.json`) },
  'POST /api/quote_services/external_review_links/:file': {
    owner: 'P',
    call: (w) => post(`/quote_services/external_review_links/${w.serviceP}.json`, { external_review_links: [{ site_name: 'Google 地圖', url: 'https://maps.google.com/?cid=1' }] }),
    readBack: (w) => `/quote_services/external_review_links/${w.serviceP}.json`,
  },
  'POST /api/quote_services/onboard/:file': { owner: 'P', call: (w) => post(`/quote_services/onboard/${w.serviceP}.json`, { onboard_state: 2 }), readBack: svc },
  'POST /api/quote_service_faqs/add/:file': { owner: 'P', call: (w) => post(`/quote_service_faqs/add/${w.serviceP}.json`, { question: '可以刷卡嗎？', answer: '可以。' }), readBack: svc },
  'POST /api/quote_service_faqs/edit/:file': { owner: 'P', call: (w) => post(`/quote_service_faqs/edit/${w.faqP}.json`, { question: '多久到府？', answer: '一天內。' }), readBack: svc },
  'POST /api/quote_service_faqs/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const faqs = (await w.ok(w.actors.P, `/quote_service_faqs/add/${w.serviceP}.json`, { method: 'POST', json: { question: '要刪的？', answer: '是。' } }))
        .quote_service_faqs as { id: number }[];
      return { faq: faqs[faqs.length - 1]!.id };
    },
    call: (_w, c) => post(`/quote_service_faqs/delete/${c.faq}.json`),
    readBack: svc,
  },
  'POST /api/quote_service_faqs/reorder/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_services/edit/${w.serviceP}.json`);
      const faqs = (body.quote_service as { QuoteServiceFaq: { id: number }[] }).QuoteServiceFaq.map((f) => f.id);
      return { ids: JSON.stringify(faqs.reverse()) };
    },
    call: (w, c) => post(`/quote_service_faqs/reorder/${w.serviceP}.json`, { ids: JSON.parse(String(c.ids)) }),
    readBack: svc,
  },
  'POST /api/quote_service_categories/add/:file': {
    owner: 'P',
    setup: freshService,
    call: (w, c) => post(`/quote_service_categories/add/${c.service}.json`, { quote_category_id: w.categoryId + 1 }),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
    expect: { owner: [200, 400] },
  },
  'POST /api/quote_service_categories/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const { service } = await freshService(w);
      const row = await w.server.db.selectFrom('quote_service_categories').select('id').where('quote_service_id', '=', Number(service)).executeTakeFirstOrThrow();
      return { service: Number(service), setting: row.id };
    },
    call: (_w, c) => post(`/quote_service_categories/delete/${c.setting}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
    // A service's only category cannot be removed: the owner reaches the rule, others do not.
    expect: { owner: [200, 400, 409] },
  },
  'GET /api/quote_service_categories/view/:file': { owner: 'P', call: (w) => get(`/quote_service_categories/view/${w.settingP}.json`) },
  'POST /api/quote_service_categories/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_categories/edit/${w.settingP}.json`, { quote_job_preference: { answers: {} } }),
    readBack: (w) => `/quote_service_categories/view/${w.settingP}.json`,
  },
  'POST /api/quote_service_areas/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_areas/edit/${w.serviceP}.json`, { areas: [{ city_id: w.cityId, district_id: null }] }),
    readBack: svc,
  },
  'GET /api/quote_service_photos/index/:file': { owner: 'P', call: (w) => get(`/quote_service_photos/index/${w.serviceP}.json`) },
  'POST /api/quote_service_photos/add/:file': {
    owner: 'P',
    call: (w) => ({ method: 'POST', path: `/quote_service_photos/add/${w.serviceP}.json`, body: photoForm() }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_photos/edit/${w.photoP}.json`, { caption: '施工前' }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_service_photos/add/${w.serviceP}.json`, { method: 'POST', body: photoForm() });
      const photos = body.quote_service_photos as { id: number }[];
      return { photo: photos[photos.length - 1]!.id };
    },
    call: (_w, c) => post(`/quote_service_photos/delete/${c.photo}.json`),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/sort/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_service_photos/index/${w.serviceP}.json`);
      return { ids: JSON.stringify((body.quote_service_photos as { id: number }[]).map((p) => p.id).reverse()) };
    },
    call: (w, c) => post(`/quote_service_photos/sort/${w.serviceP}.json`, { ids: JSON.parse(String(c.ids)) }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_services/upload_logo/:file': {
    owner: 'P',
    call: (w) => ({ method: 'POST', path: `/quote_services/upload_logo/${w.serviceP}.json`, body: logoForm() }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_services/delete_logo/:file': {
    owner: 'P',
    call: (w) => post(`/quote_services/delete_logo/${w.serviceP}.json`),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/photos/like/:file': {
    owner: 'P',
    public: 'any signed-in user may like a public photo',
    call: (w) => post(`/photos/like/${w.photoP}.json`),
    expect: { guest: 403 },
  },
  'POST /api/photos/unlike/:file': {
    owner: 'P',
    public: 'any signed-in user may unlike (their own like of) a public photo',
    call: (w) => post(`/photos/unlike/${w.photoP}.json`),
    expect: { guest: 403 },
  },

  // Certificates (P) and their review (operator O).
  'GET /api/new/v1/cert_certificates/view/:file': { owner: 'P', call: (w) => get(`/new/v1/cert_certificates/view/${w.certificateP}.json`) },
  'POST /api/new/v1/cert_certificates/edit/:file': {
    owner: 'P',
    call: (w) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ type: 'license', name: '甲級技術士', reference_identity: '123-456789' })) form.append(k, v);
      return { method: 'POST', path: `/new/v1/cert_certificates/edit/${w.certificateP}.json`, body: form };
    },
    readBack: (w) => `/new/v1/cert_certificates/view/${w.certificateP}.json`,
  },
  'POST /api/new/v1/cert_certificates/withdraw/:file': {
    owner: 'P',
    setup: freshCertificate,
    call: (_w, c) => post(`/new/v1/cert_certificates/withdraw/${c.cert}.json`),
    readBack: (_w, c) => `/new/v1/cert_certificates/view/${c.cert}.json`,
  },
  'GET /private-files/:folder/:name': {
    owner: 'A',
    otherRole: 'Q',
    setup: async (w) => {
      const body = new FormData();
      body.append('message', '現場照片');
      body.append('attachments', new Blob([new Uint8Array(await pngOf(20, 20))], { type: 'image/png' }), 'a.png');
      await w.ok(w.actors.A, `/messages/quote_conversation/${w.bidP}.json`, { method: 'POST', body });
      const row = await w.server.db.selectFrom('messages').select('attachments').where('quote_bid_id', '=', w.bidP).where('sender_id', '=', w.actors.A.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return { path: new URL((row.attachments as { url: string }[])[0]!.url, 'http://x').pathname };
    },
    call: (_w, c) => ({ path: String(c.path), outsideApi: true }),
    expect: { guest: 404 },
    also: [{ who: 'P', status: 200, why: 'the other party of the conversation' }],
  },
  'POST /api/users/sessions/revoke/:id.json': {
    owner: 'P',
    setup: async (w) => {
      // Another signed-in device of P's, made directly (a login would count against the limits).
      const row = await w.server.db
        .insertInto('sessions')
        .values({ user_id: w.actors.P.id, token_hash: `matrix-${Date.now()}-${Math.random()}`, expires_at: new Date(Date.now() + 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { session: row.id };
    },
    // No read-back: the list carries last_seen, which moves on use; the owner's revoke, called
    // last, succeeds only if no one else's call ended the session first.
    call: (_w, c) => post(`/users/sessions/revoke/${c.session}.json`),
  },
  'GET /certificate-files/:id': {
    owner: 'P',
    call: (w) => ({ path: `/certificate-files/${w.documentP}`, outsideApi: true }),
    expect: { guest: 404 },
    also: [{ who: 'O', status: 200, why: 'an operator reviews the documents' }],
  },
  'GET /api/admin/certificates/view/:file': {
    owner: 'O',
    sameRole: 'B',
    otherRole: 'P',
    call: (w) => get(`/admin/certificates/view/${w.certificateP}.json`),
  },
  'POST /api/admin/certificates/approve/:file': {
    owner: 'O',
    sameRole: 'B',
    otherRole: 'P',
    setup: freshCertificate,
    call: (_w, c) => post(`/admin/certificates/approve/${c.cert}.json`),
    readBack: (_w, c) => `/admin/certificates/view/${c.cert}.json`,
  },
  'POST /api/admin/certificates/reject/:file': {
    owner: 'O',
    sameRole: 'B',
    otherRole: 'P',
    setup: freshCertificate,
    call: (_w, c) => post(`/admin/certificates/reject/${c.cert}.json`, { reason: '文件不清楚' }),
    readBack: (_w, c) => `/admin/certificates/view/${c.cert}.json`,
  },
  'POST /api/admin/free_credit_events/edit/:file': {
    owner: 'O',
    sameRole: 'B',
    otherRole: 'P',
    setup: async (w) => ({ event: (await w.server.db.selectFrom('free_credit_events').select('id').orderBy('id').executeTakeFirstOrThrow()).id }),
    call: (_w, c) => post(`/admin/free_credit_events/edit/${c.event}.json`, { title: '完成專家檔案', description: '填寫姓名與大頭照', reward_amount: 80, is_active: 1 }),
    readBack: () => '/admin/free_credit_events/index.json',
  },

  // Blocks.
  'POST /api/blocked_users/add.json': {
    owner: 'P',
    public: 'any member may send a block for any id and gets the same answer (kept only between people who have met; reveals nothing)',
    call: (w) => post('/blocked_users/add.json', { blocked_user_id: w.actors.R.id }),
    expect: { guest: 403 },
  },
  'POST /api/blocked_users/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const someone = await createUser(w.server.db);
      // Blocks are kept only between people who have met; the row is made directly.
      const row = await w.server.db.insertInto('blocked_users').values({ user_id: w.actors.P.id, blocked_user_id: someone.id }).returning('id').executeTakeFirstOrThrow();
      return { block: row.id };
    },
    call: (_w, c) => post(`/blocked_users/delete/${c.block}.json`),
    readBack: () => '/blocked_users/index.json',
  },

  // Cards, purchases and the wallet (P).
  'POST /api/new/v1/tap_pay/remove_card/:file': {
    owner: 'P',
    setup: async (w) => ({ card: (await bindTestCard(w.server.db, w.actors.P.id)).id }),
    call: (_w, c) => post(`/new/v1/tap_pay/remove_card/${c.card}.json`),
    readBack: () => '/new/v1/tap_pay/cards.json',
  },
  'POST /api/stripes/remove_card/:file': {
    owner: 'P',
    setup: async (w) => ({ card: (await bindTestCard(w.server.db, w.actors.P.id, { provider: 'stripe' })).id }),
    call: (_w, c) => post(`/stripes/remove_card/${c.card}.json`),
    readBack: () => '/stripes/cards.json',
    // The tests run with CARD_PROVIDER=sandbox: the Stripe routes are off (404) for everyone.
    expect: { owner: 404, guest: 404 },
  },
  'POST /api/new/v1/tap_pay/pay_by_token.json': {
    owner: 'P',
    call: (w) => post('/new/v1/tap_pay/pay_by_token.json', { card_id: w.cardP, amount: 100, idempotency_key: key() }),
    readBack: () => '/transactions/index.json',
  },
  'POST /api/wallet/auto_topup.json': {
    owner: 'P',
    call: (w) => post('/wallet/auto_topup.json', { is_on: 1, threshold: 100, amount: 500, card_id: w.cardP, consent: 1 }),
    // The card is checked as a field: someone else's card is a 400 naming card_id.
    expect: { owner: [200, 400], sameRole: 400, otherRole: 400 },
    readBack: () => '/wallet/auto_topup.json',
  },
  'GET /api/purchases/view/:file': { owner: 'P', call: (w) => get(`/purchases/view/${w.purchaseP}.json`) },
  'GET /api/purchases/order/:file': { owner: 'P', call: (w) => get(`/purchases/order/${w.orderNumberP}.json`) },
  'GET /api/purchases/payment/:file': { owner: 'P', call: (w) => get(`/purchases/payment/${w.payHashP}.json`) },
  'POST /api/purchases/payfee.json': {
    owner: 'P',
    call: (w) => post('/purchases/payfee.json', { quote_bid_id: w.bidP }),
    readBack: (w) => `/purchases/view/${w.purchaseP}.json`,
    also: [{ who: 'A', status: 404, why: 'the consumer of the bid does not pay its fee' }],
  },
  'POST /api/new/v1/ecpay/purchase.json': {
    owner: 'P',
    call: (w) => post('/new/v1/ecpay/purchase.json', { pay_type: 'atm', order_number: w.orderNumberP, idempotency_key: key() }),
    readBack: (w) => `/purchases/view/${w.purchaseP}.json`,
  },
};

const OWN = "the caller's own data or an action on the caller's own account; named params (page:, type:) are not ids";
const PUBLIC = 'public catalogue, discovery or health data';
const GUEST = 'sign-up, sign-in and OTP start: no object of another user is named';
const GATEWAY = 'payment gateway callback or local sandbox gateway: signed by the gateway, or a development fake not mounted in production';
const DEV = 'development outbox, not mounted in production (dev-outbox tests)';
const OPENAPI = 'the OpenAPI document and its docs page: the contract, no data (openapi.routes.test.ts)';

/** API routes that take no id, hash or object reference (only the caller's own data, or nothing), with the reason. */
export const ROUTES_WITHOUT_IDS: Record<string, string> = {
  'POST /sandbox-gateway/tappay/prime': GATEWAY,
  'POST /sandbox-gateway/tappay/tpc/payment/pay-by-prime': GATEWAY,
  'POST /sandbox-gateway/tappay/tpc/payment/pay-by-token': GATEWAY,
  'POST /sandbox-gateway/tappay/tpc/card/remove': GATEWAY,
  'POST /sandbox-gateway/tappay/tpc/transaction/refund': GATEWAY,
  'POST /sandbox-gateway/tappay/tpc/transaction/query': GATEWAY,
  'GET /sandbox-gateway/tappay/3ds/:id': GATEWAY,
  'POST /sandbox-gateway/tappay/3ds/:id': GATEWAY,
  'POST /api/new/v1/tap_pay/three_domain_secure/notify': GATEWAY,
  'GET /api/new/v1/tap_pay/three_domain_secure/return': GATEWAY,
  'GET /api/health.json': PUBLIC,
  'GET /api/openapi.json': OPENAPI,
  'GET /api/docs': OPENAPI,
  'GET /api/docs/json': OPENAPI,
  'GET /api/docs/yaml': OPENAPI,
  'GET /api/docs/static/*': OPENAPI,
  'GET /api/docs/static/index.html': OPENAPI,
  'GET /api/docs/static/swagger-initializer.js': OPENAPI,
  'GET /api/push/config.json': 'whether web push is offered, and for the caller whether to ask; no object',
  'POST /api/push/subscribe.json': "the caller's own browser subscription (endpoint and keys), no object id",
  'POST /api/users/resend_activation.json': OWN,
  'GET /api/quote_categories/index.json': PUBLIC,
  'GET /api/quote_categories/index/*': PUBLIC,
  'GET /api/quote_categories/tree.json': PUBLIC,
  'GET /api/quote_categories/search.json': PUBLIC,
  'GET /api/cities/index.json': PUBLIC,
  'GET /api/features/index.json': PUBLIC,
  'GET /api/articles/index.json': PUBLIC,
  'GET /api/articles/index/*': PUBLIC,
  'GET /api/price_guides/index.json': PUBLIC,
  'GET /api/user/me.json': OWN,
  'GET /api/user/me/type::brief.json': OWN,
  'GET /api/user/get_settings.json': OWN,
  'POST /api/user/get_settings.json': OWN,
  'POST /api/user/change_settings.json': OWN,
  'POST /api/user/edit_profile.json': OWN,
  'POST /api/users/login.json': GUEST,
  'POST /api/users/register/manual.json': GUEST,
  'POST /api/users/sign_up.json': GUEST,
  'POST /api/users/check_account.json': GUEST,
  'POST /api/users/forgot_password.json': GUEST,
  'POST /api/users/change_password.json': OWN,
  'POST /api/users/delete.json': OWN,
  'POST /api/users/logout.json': OWN,
  'POST /api/users/verify/phone/preauth.json': GUEST,
  'POST /api/users/verify/voice/preauth.json': GUEST,
  'POST /api/users/send_otp_to_phone_by_email.json': GUEST,
  'POST /api/new/v1/email_verifications/preauth_login': GUEST,
  'GET /api/users/social_providers.json': GUEST,
  'POST /api/users/connect_social/:provider.json': "the provider's name (google, facebook, line, apple), not an object",
  'GET /api/dev/outbox.json': DEV,
  'POST /api/quote_requests/search_add.json': 'names only public objects (a category, public services to invite)',
  'GET /api/quote_requests/index.json': OWN,
  'GET /api/quote_requests/index/*': OWN,
  'GET /api/quote_bids/index/*': OWN,
  'GET /api/new/v1/quote_requests/job_center/*': OWN,
  'GET /api/quote_templates/index.json': OWN,
  'GET /api/quote_templates/index/*': OWN,
  'GET /api/calendar/index.json': OWN,
  'GET /api/service_reserves/index.json': OWN,
  'GET /api/service_reserves/hires.json': OWN,
  'GET /api/users/invoice_settings.json': OWN,
  'POST /api/users/invoice_settings.json': OWN,
  'GET /api/free_credits/index.json': OWN,
  'POST /api/free_credits/claim/:file': "an event code (verify_phone, ...); the claim is always the caller's own",
  'GET /api/admin/free_credit_events/index.json': OWN,
  'GET /api/users/referrals.json': OWN,
  'POST /api/users/refer.json': 'an e-mail address to invite, no object id',
  'GET /api/admin/referral_settings.json': OWN,
  'POST /api/admin/referral_settings.json': OWN,
  'GET /api/packages/index.json': PUBLIC,
  'GET /api/transactions/index.json': OWN,
  'GET /api/transactions/index/*': OWN,
  'GET /api/new/v1/tap_pay/config.json': PUBLIC,
  'GET /api/new/v1/tap_pay/cards.json': OWN,
  'POST /api/new/v1/tap_pay/bind_card.json': OWN,
  'POST /api/new/v1/tap_pay/pay_by_prime.json': OWN,
  'GET /api/stripes/config.json': PUBLIC,
  'GET /api/stripes/cards.json': OWN,
  'POST /api/stripes/setup_intent.json': OWN,
  'GET /api/wallet/auto_topup.json': OWN,
  'GET /api/quote_services/list.json': PUBLIC,
  'GET /api/quote_services/search.json': PUBLIC,
  'GET /api/quote_services/featured.json': PUBLIC,
  'GET /api/messages/inbox.json': OWN,
  'GET /api/messages/inbox/*': OWN,
  'GET /api/purchases/index/*': OWN,
  'GET /api/purchases/index.json': OWN,
  'GET /api/quote_services/index.json': OWN,
  'GET /api/quote_services/index/*': OWN,
  'POST /api/quote_services/add.json': OWN,
  'GET /api/photos/liked.json': OWN,
  'GET /api/photos/liked/*': OWN,
  'GET /api/new/v1/cert_certificates/index.json': OWN,
  'POST /api/new/v1/cert_certificates/add.json': OWN,
  'GET /api/admin/certificates/index.json': OWN,
  'GET /api/blocked_users/index.json': OWN,
  'GET /api/users/sessions.json': OWN,
  'POST /api/users/reauth/send_code.json': OWN,
  'POST /api/users/reauth.json': "re-confirms the caller's own session; the challenge hash is looked up with the caller's user id, so another's hash is refused (400 invalid hash)",
  'POST /api/users/disconnect_social/:provider.json': "the provider's name, not an id: removes the caller's own link",
  'GET /dev/outbox': DEV,
  'GET /locales/:lng/:file': 'public translation files by language and namespace name; no object of anyone (locales.routes.test.ts)',
  'POST /locales/add/:lng/:ns': 'development only (404 in production): collects missing translation keys in a file; no object of anyone (locales.routes.test.ts)',
  'POST /api/client_errors.json': 'anyone may report a browser error; it reads and writes no object, only the log (client-errors.routes.test.ts)',
  'GET /uploads/*': 'public media only (service photos, logos, avatars, review photos); private folders are not served here',
  'GET /uploads/messages/:name': 'old URLs of message files, served under the /private-files rule (private-files.routes.test.ts, old /uploads URLs)',
  'GET /uploads/quotes/:name': 'old URLs of quote files, served under the /private-files rule (private-files.routes.test.ts, old /uploads URLs)',
  'GET /uploads/requests/:name': 'old URLs of request photos, served under the /private-files rule (private-files.routes.test.ts, old /uploads URLs)',
  'GET /api/messages/socket': "WebSocket; delivers only the session's own conversations (messages.socket tests)",
  'POST /api/new/v1/ecpay/notify': GATEWAY,
  'POST /api/new/v1/ecpay/payment_info': GATEWAY,
  'POST /sandbox-gateway/ecpay/Cashier/AioCheckOut/V5': GATEWAY,
  'POST /sandbox-gateway/ecpay/Cashier/QueryPaymentInfo': GATEWAY,
  'GET /sandbox-gateway/ecpay': GATEWAY,
  'GET /sandbox-gateway/ecpay/trades.json': GATEWAY,
  'POST /sandbox-gateway/ecpay/pay': GATEWAY,
  'GET /robots.txt': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /sitemap/catalogue.xml': PUBLIC,
  'GET /sitemap/:file': 'public sitemap part',
};
