import { pngOf, TINY_PNG } from '../../features/media/media.test-support';
import { seedPurchase } from '../../features/ops/finance.test-support';
import { confirmPurchase } from '../../features/payments/purchases.repository';
import { bindTestCard, createUser } from '../factories';
import { chargeApplicationOfP, freshCertificate, key } from './fixtures';
import type { World } from '../access-matrix.world';
import { type Ctx, get, type MatrixEntry, post } from './entry';

/** A contact message from A, for the support inbox's entries. */
async function contactMessageOf(w: World): Promise<Ctx> {
  const row = await w.server.db
    .insertInto('contact_messages')
    .values({ user_id: w.actors.A.id, name: '存取測試', email: 'matrix-contact@example.tw', phone: null, topic: 'other', message: '存取測試的聯絡訊息內容。' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { message: row.id };
}

/** A contact message from A with a PDF attachment, sent through the contact form (so the file is really stored). */
async function contactAttachmentOf(w: World): Promise<Ctx> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ name: '存取測試', email: 'matrix-attach@example.tw', topic: 'other', message: '存取測試的附件訊息內容。' })) body.append(name, value);
  body.append('attachment', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' }), 'matrix.pdf');
  await w.ok(w.actors.A, '/contact_messages/add.json', { method: 'POST', body });
  const row = await w.server.db.selectFrom('contact_messages').select('id').where('email', '=', 'matrix-attach@example.tw').executeTakeFirstOrThrow();
  return { message: row.id };
}

/** A console call: every marketplace caller gets 403 (roles: features/ops/ops-roles.routes.test.ts and each area's tests). */
function consoleOnly(call: MatrixEntry['call']): MatrixEntry {
  return {
    owner: 'A',
    call,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  };
}

/** The content editor's calls of each kind, named by a site page's slug or an article's, post's or campaign's id. */
function contentEditorEntries(): Record<string, MatrixEntry> {
  const entries: Record<string, MatrixEntry> = {};
  const doc = { title: '存取測試', body: [{ heading: '存取測試', paragraphs: ['存取測試'] }] };
  const collectionDoc = { title: '存取測試', intro: ['存取測試'] };
  const guideDoc = { intro: ['存取測試'] };
  for (const [kind, param, key, kindDoc] of [
    ['site_pages', ':slug', 'terms', doc],
    ['articles', ':id', '1', doc],
    ['blog_posts', ':id', '1', doc],
    ['campaign_pages', ':id', '1', doc],
    ['feature_collections', ':id', '1', collectionDoc],
    ['price_guides', ':id', '1', guideDoc],
  ] as const) {
    const base = `/ops/content/${kind}`;
    entries[`GET /api${base}/index/*`] = consoleOnly(() => get(`${base}/index/page:1.json`));
    entries[`GET /api${base}/view/${param}`] = consoleOnly(() => get(`${base}/view/${key}.json`));
    entries[`POST /api${base}/edit/${param}`] = { ...consoleOnly(() => post(`${base}/edit/${key}.json`, kindDoc)), readBack: () => '/site_pages/terms.json' };
    entries[`POST /api${base}/publish/${param}`] = consoleOnly(() => post(`${base}/publish/${key}.json`));
    entries[`POST /api${base}/unpublish/${param}`] = { ...consoleOnly(() => post(`${base}/unpublish/${key}.json`)), readBack: () => '/site_pages/terms.json' };
  }
  // A blog post's cover: multipart, the picture in `cover`.
  entries['POST /api/ops/content/blog_posts/upload_cover/:id'] = consoleOnly(() => {
    const body = new FormData();
    body.append('cover', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'cover.png');
    return { method: 'POST', path: '/ops/content/blog_posts/upload_cover/1.json', body };
  });
  return entries;
}

/** Access matrix entries (see access-matrix.entries.ts): certificates and their review, blocks, cards, purchases and the wallet. */
export const CERTIFICATE_AND_WALLET_ENTRIES: Record<string, MatrixEntry> = {
  // Certificates (P); their review is in the operator console (below).
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
  // The operator console: only an operator's own ops_session opens it; every marketplace caller
  // gets 403 (roles: features/ops/ops-roles.routes.test.ts).
  'POST /api/ops/wallet_adjustments/add.json': {
    owner: 'A',
    call: (w) => post('/ops/wallet_adjustments/add.json', { user_id: w.actors.A.id, amount: 100, reason: '存取測試' }),
    readBack: () => '/transactions/index/page:1.json',
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/audit/index/*': {
    owner: 'A',
    call: (w) => get(`/ops/audit/index/page:1.json?target_type=user&target_id=${w.actors.A.id}`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  ...Object.fromEntries(
    ['view', 'requests', 'bids', 'services', 'payments', 'ledger', 'sessions', 'throttles', 'blocks', 'messages'].map((tab): [string, MatrixEntry] => [
      `GET /api/ops/users/${tab}/:id`,
      {
        owner: 'A',
        call: (w) => get(`/ops/users/${tab}/${w.actors.A.id}.json`),
        expect: { owner: 403, sameRole: 403, otherRole: 403 },
          },
    ]),
  ),
  'POST /api/ops/users/end_session/:id': {
    owner: 'A',
    setup: async (w) => {
      const row = await w.server.db
        .insertInto('sessions')
        .values({ user_id: w.actors.A.id, token_hash: `matrix-ops-${Date.now()}-${Math.random()}`, expires_at: new Date(Date.now() + 86_400_000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { session: row.id };
    },
    call: (_w, c) => post(`/ops/users/end_session/${c.session}.json`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  ...Object.fromEntries(
    ['end_sessions', 'clear_throttles', 'resend_verification'].map((action): [string, MatrixEntry] => [
      `POST /api/ops/users/${action}/:id`,
      {
        owner: 'A',
        call: (w) => post(`/ops/users/${action}/${w.actors.A.id}.json`),
        expect: { owner: 403, sameRole: 403, otherRole: 403 },
          },
    ]),
  ),
  'GET /api/ops/contact_messages/index/*': {
    owner: 'A',
    call: () => get('/ops/contact_messages/index/page:1.json?status=open'),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/contact_messages/view/:id': {
    owner: 'A',
    setup: contactMessageOf,
    call: (_w, c) => get(`/ops/contact_messages/view/${c.message}.json`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/contact_messages/reply/:id': {
    owner: 'A',
    setup: contactMessageOf,
    call: (_w, c) => post(`/ops/contact_messages/reply/${c.message}.json`, { body: '存取測試回覆' }),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/contact_messages/status/:id': {
    owner: 'A',
    setup: contactMessageOf,
    call: (_w, c) => post(`/ops/contact_messages/status/${c.message}.json`, { status: 'closed' }),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  // Read by console operators who answer contact messages only (features/contact/contact-attachment.routes.test.ts): even its sender gets 404.
  'GET /contact-attachments/:id': {
    owner: 'A',
    setup: contactAttachmentOf,
    call: (_w, c) => ({ path: `/contact-attachments/${c.message}`, outsideApi: true }),
    expect: { owner: 404, guest: 404 },
  },
  // Moderation (permission moderate_users): the same console-only rule.
  'GET /api/ops/reports/index/*': consoleOnly(() => get('/ops/reports/index/page:1.json?status=open')),
  'POST /api/ops/reports/resolve/:file': consoleOnly(() => post('/ops/reports/resolve/1.json', { outcome: 'dismiss', reason: '存取測試' })),
  'GET /api/ops/users/standing/:file': consoleOnly((w) => get(`/ops/users/standing/${w.actors.A.id}.json`)),
  'POST /api/ops/users/warn/:file': consoleOnly((w) => post(`/ops/users/warn/${w.actors.A.id}.json`, { reason: '存取測試' })),
  'POST /api/ops/users/suspend/:file': consoleOnly((w) => post(`/ops/users/suspend/${w.actors.A.id}.json`, { reason: '存取測試' })),
  'POST /api/ops/users/ban/:file': consoleOnly((w) => post(`/ops/users/ban/${w.actors.A.id}.json`, { reason: '存取測試' })),
  'POST /api/ops/users/reinstate/:file': consoleOnly((w) => post(`/ops/users/reinstate/${w.actors.A.id}.json`, { reason: '存取測試' })),
  'POST /api/ops/messages/hide/:file': consoleOnly(() => post('/ops/messages/hide/1.json', { reason: '存取測試' })),
  'POST /api/ops/messages/unhide/:file': consoleOnly(() => post('/ops/messages/unhide/1.json', { reason: '存取測試' })),
  'POST /api/ops/quote_requests/hide/:file': consoleOnly((w) => post(`/ops/quote_requests/hide/${w.requestA}.json`, { reason: '存取測試' })),
  'POST /api/ops/quote_requests/unhide/:file': consoleOnly((w) => post(`/ops/quote_requests/unhide/${w.requestA}.json`, { reason: '存取測試' })),
  // The catalogue editor (permission edit_catalogue): console only; the guard answers before any lookup.
  'GET /api/ops/catalogue/categories/index/*': consoleOnly(() => get('/ops/catalogue/categories/index/page:1.json?q=冷氣')),
  'GET /api/ops/catalogue/categories/view/:id': consoleOnly(() => get('/ops/catalogue/categories/view/1.json')),
  'POST /api/ops/catalogue/categories/edit/:id': consoleOnly(() => post('/ops/catalogue/categories/edit/1.json', { name: '存取測試', genre_id: 1, is_active: true })),
  'POST /api/ops/catalogue/questions/add/:id': consoleOnly(() => post('/ops/catalogue/questions/add/1.json', { label: '存取測試', type: 'text' })),
  'POST /api/ops/catalogue/questions/edit/:id': consoleOnly(() => post('/ops/catalogue/questions/edit/1.json', { label: '存取測試', type: 'text' })),
  'POST /api/ops/catalogue/questions/reorder/:id': consoleOnly(() => post('/ops/catalogue/questions/reorder/1.json', { question_ids: [1] })),
  'POST /api/ops/catalogue/questions/deactivate/:id': consoleOnly(() => post('/ops/catalogue/questions/deactivate/1.json')),
  'POST /api/ops/catalogue/questions/activate/:id': consoleOnly(() => post('/ops/catalogue/questions/activate/1.json')),
  'POST /api/ops/catalogue/genres/edit/:id': consoleOnly(() => post('/ops/catalogue/genres/edit/1.json', { name: '存取測試', slug: 'access-test', display_order: 1 })),
  'POST /api/ops/catalogue/genres/delete/:id': consoleOnly(() => post('/ops/catalogue/genres/delete/1.json')),
  'POST /api/ops/catalogue/genres/deactivate/:id': consoleOnly(() => post('/ops/catalogue/genres/deactivate/1.json')),
  'POST /api/ops/catalogue/genres/activate/:id': consoleOnly(() => post('/ops/catalogue/genres/activate/1.json')),
  'GET /api/ops/catalogue/cities/view/:id': consoleOnly(() => get('/ops/catalogue/cities/view/1.json')),
  'POST /api/ops/catalogue/cities/edit/:id': consoleOnly(() => post('/ops/catalogue/cities/edit/1.json', { name: '存取測試', display_order: 1 })),
  'POST /api/ops/catalogue/cities/deactivate/:id': consoleOnly(() => post('/ops/catalogue/cities/deactivate/1.json')),
  'POST /api/ops/catalogue/cities/activate/:id': consoleOnly(() => post('/ops/catalogue/cities/activate/1.json')),
  'POST /api/ops/catalogue/districts/add/:id': consoleOnly(() => post('/ops/catalogue/districts/add/1.json', { name: '存取測試', zipcode: '100' })),
  'POST /api/ops/catalogue/districts/edit/:id': consoleOnly(() => post('/ops/catalogue/districts/edit/1.json', { name: '存取測試', zipcode: '100' })),
  'POST /api/ops/catalogue/districts/deactivate/:id': consoleOnly(() => post('/ops/catalogue/districts/deactivate/1.json')),
  'POST /api/ops/catalogue/districts/activate/:id': consoleOnly(() => post('/ops/catalogue/districts/activate/1.json')),
  'GET /api/ops/purchases/index/*': {
    owner: 'A',
    call: (w) => get(`/ops/purchases/index/page:1.json?user_id=${w.actors.A.id}`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/purchases/refund/:id': {
    owner: 'A',
    setup: async (w) => {
      const purchase = await seedPurchase(w.server.db, w.actors.A.id, 'cvs', 300, 300, null);
      await confirmPurchase(w.server.db, purchase.id, `MATRIX-${purchase.id}`);
      return { purchase: purchase.id };
    },
    call: (_w, c) => post(`/ops/purchases/refund/${c.purchase}.json`, { reason: '存取測試' }),
    readBack: () => '/transactions/index/page:1.json',
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/certificates/index/*': {
    owner: 'P',
    call: () => get('/ops/certificates/index/page:1.json?assigned=all'),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/certificates/view/:file': {
    owner: 'P',
    call: (w) => get(`/ops/certificates/view/${w.certificateP}.json`),
    readBack: (w) => `/new/v1/cert_certificates/view/${w.certificateP}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/certificates/approve/:file': {
    owner: 'P',
    setup: freshCertificate,
    call: (_w, c) => post(`/ops/certificates/approve/${c.cert}.json`),
    readBack: (_w, c) => `/new/v1/cert_certificates/view/${c.cert}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/certificates/reject/:file': {
    owner: 'P',
    setup: freshCertificate,
    call: (_w, c) => post(`/ops/certificates/reject/${c.cert}.json`, { reason: '文件不清楚' }),
    readBack: (_w, c) => `/new/v1/cert_certificates/view/${c.cert}.json`,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/queues/:queue/assign/:file': {
    owner: 'P',
    call: (w) => post(`/ops/queues/certificates/assign/${w.certificateP}.json`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/queues/:queue/release/:file': {
    owner: 'P',
    call: (w) => post(`/ops/queues/certificates/release/${w.certificateP}.json`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  // Charge applications (P): reviewed in the console (permission review_charge_applications).
  'GET /api/ops/charge_applications/index/*': {
    owner: 'P',
    call: () => get('/ops/charge_applications/index/page:1.json?assigned=all'),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/charge_applications/view/:file': {
    owner: 'P',
    setup: chargeApplicationOfP,
    call: (_w, c) => get(`/ops/charge_applications/view/${c.application}.json`),
    readBack: () => '/new/v1/charge_applications/index.json',
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/charge_applications/approve/:file': {
    owner: 'P',
    setup: chargeApplicationOfP,
    call: (_w, c) => post(`/ops/charge_applications/approve/${c.application}.json`),
    readBack: () => '/new/v1/charge_applications/index.json',
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/charge_applications/reject/:file': {
    owner: 'P',
    setup: chargeApplicationOfP,
    call: (_w, c) => post(`/ops/charge_applications/reject/${c.application}.json`, { reason: '文件不清楚' }),
    readBack: () => '/new/v1/charge_applications/index.json',
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /charge-application-files/:id': {
    owner: 'P',
    setup: chargeApplicationOfP,
    call: (_w, c) => ({ path: `/charge-application-files/${c.document}`, outsideApi: true }),
    expect: { guest: 404 },
  },
  'GET /certificate-files/:id': {
    owner: 'P',
    call: (w) => ({ path: `/certificate-files/${w.documentP}`, outsideApi: true }),
    expect: { guest: 404 },
  },
  // Content the console edits (permission edit_content; roles: features/ops/content.routes.test.ts).
  'POST /api/ops/free_credit_events/edit/:file': {
    ...consoleOnly((_w, c) => post(`/ops/free_credit_events/edit/${c.event}.json`, { title: '存取測試', reward_amount: 80, is_active: 1 })),
    setup: async (w) => ({ event: (await w.server.db.selectFrom('free_credit_events').select('id').orderBy('id').executeTakeFirstOrThrow()).id }),
    // The tasks as a member sees them do not change.
    readBack: () => '/free_credits/index.json',
  },
  // The content editor (permission edit_content; roles: features/ops/content-pages.routes.test.ts): console only.
  ...contentEditorEntries(),

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
