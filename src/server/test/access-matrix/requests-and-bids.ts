import { freshRequest, freshBid } from './fixtures';
import { post, get, bidView, requestView, type MatrixEntry } from './entry';

/** Access matrix entries (see access-matrix.entries.ts): requests, bids from both sides, their conversations, templates and auto-quote. */
export const REQUEST_AND_BID_ENTRIES: Record<string, MatrixEntry> = {
  // Requests (consumer A).
  'GET /api/quote_request/:file': { owner: 'A', rule: { request: 'read', id: (w) => w.requestA }, call: (w) => get(requestView(w)), also: [{ who: 'Q', status: 404, why: 'a bidder' }] },
  'GET /api/quote_request/:file#by-bid': {
    owner: 'A',
    call: (w) => get(`/quote_request/quote_bid_id:${w.bidP}.json`),
    also: [{ who: 'Q', status: 404, why: 'another bidder on the same request' }],
  },
  'POST /api/quote_requests/edit.json': {
    owner: 'A', rule: { request: 'change', id: (w) => w.requestA },
    call: (w) => post('/quote_requests/edit.json', { quote_request_id: w.requestA, description: '改成下週三施工' }),
    readBack: requestView,
  },
  'POST /api/quote_requests/change_status/:action/:file': {
    owner: 'A', rule: { request: 'change', id: (_w, c) => Number(c.request) },
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (_w, c) => post(`/quote_requests/change_status/close/${c.request}.json`),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
  },
  'POST /api/quote_requests/new_hash/:file': {
    owner: 'A', rule: { request: 'change', id: (_w, c) => Number(c.request) },
    setup: async (w) => ({ request: await freshRequest(w) }),
    call: (_w, c) => post(`/quote_requests/new_hash/${c.request}.json`),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
  },
  'POST /api/quote_requests/copy/:file': { owner: 'A', rule: { request: 'change', id: (w) => w.requestA }, call: (w) => post(`/quote_requests/copy/${w.requestA}.json`), readBack: requestView },
  'POST /api/quote_reports/add.json': {
    owner: 'A', rule: { request: 'report', id: (w) => w.requestA },
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
  'GET /api/quote_bids/view/:file': { owner: 'P', rule: { bid: 'pro', id: (w) => w.bidP }, call: (w) => get(bidView(w)), also: [{ who: 'A', status: 404, why: 'the consumer sees quotes through the request' }] },
  'GET /api/quote_bids/preview_quote_fee/:file': { owner: 'P', rule: { bid: 'pro', id: (w) => w.bidP }, call: (w) => get(`/quote_bids/preview_quote_fee/${w.bidP}.json`) },
  'POST /api/quote_bids/tag/:file': { owner: 'P', rule: { bid: 'pro', id: (w) => w.bidP }, call: (w) => post(`/quote_bids/tag/${w.bidP}.json`, { provider_tag: 'favorite' }), readBack: bidView },
  'POST /api/quote_bids/change_status/:action/:file': {
    owner: 'P', rule: { bid: 'either', id: (_w, c) => Number(c.bid) },
    setup: (w) => freshBid(w, { sent: true }),
    call: (_w, c) => post(`/quote_bids/change_status/archive/${c.bid}.json`),
    readBack: (_w, c) => `/quote_bids/view/${c.bid}.json`,
    also: [{ who: 'A', status: 409, why: 'the consumer is a party, but archiving is the pro’s action' }],
  },
  'POST /api/quote_bids/change_status/:action/:file#consumer': {
    owner: 'A', rule: { bid: 'either', id: (_w, c) => Number(c.bid) },
    otherRole: 'Q',
    setup: (w) => freshBid(w, { sent: true }),
    call: (_w, c) => post(`/quote_bids/change_status/reject/${c.bid}.json`, { reason: '價格不合' }),
    readBack: (_w, c) => `/quote_request/${c.request}.json`,
    also: [{ who: 'P', status: 409, why: 'the pro is a party, but rejecting is the consumer’s action' }],
  },
  'POST /api/quote_bids/switch_to_manual_quote/:file': {
    owner: 'P', rule: { bid: 'pro', id: (_w, c) => Number(c.bid) },
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
    owner: 'A', rule: { bid: 'consumer', id: (w) => w.bidP },
    otherRole: 'P',
    call: (w) => post(`/quote_bids/want_to_contact_provider/${w.bidP}.json`),
    expect: { owner: [200, 409] },
    readBack: requestView,
    also: [{ who: 'Q', status: 404, why: 'another bidder' }],
  },
  'POST /api/quote_bids/provider_accept_narrow_match/:file/*': {
    owner: 'P', rule: { bid: 'pro', id: (w) => w.bidP },
    call: (w) => post(`/quote_bids/provider_accept_narrow_match/${w.bidP}/narrow_status_id:2.json`),
    // P's bid is an ordinary lead: the owner passes the access check and meets the state rule.
    expect: { owner: 409 },
    readBack: bidView,
  },

  // Conversations: both parties of the bid.
  'GET /api/messages/get_conversation/*': {
    owner: 'A', rule: { conversation: (w) => w.bidP },
    sameRole: 'B',
    otherRole: 'Q',
    call: (w) => get(`/messages/get_conversation/${w.bidP}.json`),
    also: [{ who: 'P', status: 200, why: 'the pro of the bid is the other party' }],
  },
  'POST /api/messages/quote_conversation/:file': {
    owner: 'A', rule: { conversation: (w) => w.bidP },
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
};
