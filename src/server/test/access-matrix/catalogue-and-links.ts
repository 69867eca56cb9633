import { taipeiDateIn } from '../../features/calendar/calendar.test-support';
import { newLinkHash } from '../../features/requests';
import { key } from './fixtures';
import { post, get, GUESSED_HASH, GUESSED, PUBLIC_CATALOGUE, type MatrixEntry } from './entry';

/** Access matrix entries (see access-matrix.entries.ts): catalogue pages and hash links (public, or refused for a guessed hash), and the hashes of link and OTP flows. */
export const CATALOGUE_AND_LINK_ENTRIES: Record<string, MatrixEntry> = {
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
};
