import { QuoteStatus } from '../../../domain/bids/quote-status';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { postEscrow } from '../../features/safety-payments';
import { seedHeldPayment, seedRefundRequest } from '../../features/safety-payments/safety-payments-refund.test-support';
import { seedPayment } from '../../features/safety-payments/safety-payments.test-support';
import type { World } from '../access-matrix.world';
import { type Ctx, get, type MatrixEntry, post } from './entry';

const BASE = '/new/v1/third_party_payments';

/** A request of A's and P's bid on it, hired: what a payment request is issued on. */
async function hiredBidOfAP(w: World): Promise<number> {
  const db = w.server.db;
  const request = await db
    .insertInto('quote_requests')
    .values({ user_id: w.actors.A.id, quote_category_id: w.categoryId, city_id: w.cityId, district_id: w.districtId, hash_digest: `sp-${Date.now()}-${Math.random()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bid = await db
    .insertInto('quote_bids')
    .values({ quote_request_id: request.id, quote_service_id: w.serviceP, user_id: w.actors.P.id, quote_status_id: QuoteStatus.Hired, hired_on: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return bid.id;
}

/** An unpaid payment request of P's to A, made fresh for each entry. */
async function paymentOfAP(w: World): Promise<Ctx> {
  const bid = await hiredBidOfAP(w);
  const payment = await seedPayment(w.server.db, bid, { amount: 2400 });
  return { bid, pid: payment.pid, hash: payment.hash };
}

/** A payment of P's paid by A and held in trust (its payment_received posted), made fresh for each entry. */
async function heldPaymentOfAP(w: World): Promise<Ctx> {
  const bid = await hiredBidOfAP(w);
  const payment = await seedPayment(w.server.db, bid, { amount: 2400, state: 'held' });
  await w.server.db.transaction().execute((trx) => postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount: 2400 }, reference: 'paid' }));
  return { bid, pid: payment.pid, hash: payment.hash };
}

/** A console call (approve_payouts): no marketplace session passes the console's guard. */
const consoleOnly = (path: string, method: 'GET' | 'POST' = 'GET'): MatrixEntry => ({
  owner: 'A',
  call: () => (method === 'GET' ? get(path) : post(path, { file: 'reference,status,message\r\nPO1,paid,' })),
  expect: { owner: 403, sameRole: 403, otherRole: 403 },
});

const view = (_w: World, c: Ctx) => `${BASE}/view/${c.pid}.json`;

/** A CVS payment of P's to A, paid and held. */
async function heldOfAP(w: World): Promise<Ctx> {
  const payment = await seedHeldPayment(w.server.db, await hiredBidOfAP(w), { amount: 2400, payType: 'cvs' });
  return { pid: payment.pid };
}

/** A payment of P's to A with A's refund request standing. */
async function refundRequestOfAP(w: World): Promise<Ctx> {
  const payment = await seedRefundRequest(w.server.db, await hiredBidOfAP(w), { amount: 2400 });
  return { pid: payment.pid };
}

/** A payment of P's to A whose refund P declined: a dispute. */
async function disputeOfAP(w: World): Promise<Ctx> {
  const payment = await seedRefundRequest(w.server.db, await hiredBidOfAP(w), { amount: 2400, state: 'disputed' });
  return { id: payment.id, pid: payment.pid };
}
const CONSOLE_ONLY = { owner: 403, sameRole: 403, otherRole: 403 } as const;

const BANK = { bank_code: '808', bank_branch: '0012', bank_account: '0123456789012', holder_name: '王小明' };
const change = (action: string, json: unknown = {}) => (_w: World, c: Ctx) => post(`${BASE}/change_status/${action}/${c.pid}.json`, json);

/** Access matrix entries (see access-matrix.entries.ts): safety payments (third-party payments). */
export const SAFETY_PAYMENT_ENTRIES: Record<string, MatrixEntry> = {
  // The bid's pro only. This server has no approved charge applications, so even he is refused
  // with 409 past the access check (the add itself: features/safety-payments/safety-payments.routes.test.ts).
  'POST /api/new/v1/third_party_payments/add.json': {
    owner: 'P',
    setup: async (w) => ({ bid: await hiredBidOfAP(w) }),
    call: (_w, c) => post(`${BASE}/add.json`, { quote_bid_id: c.bid, amount: 2400, items: ['冷氣安裝'], due_date: taipeiDateKey(new Date(Date.now() + 7 * 86_400_000)) }),
    expect: { owner: 409 },
    also: [{ who: 'A', status: 404, why: "the bid's consumer: only its pro asks for payment" }],
  },
  // The list filtered by a bid (`quote_bid_id:{id}`): the bid's two parties only.
  'GET /api/new/v1/third_party_payments/index/*': {
    owner: 'P',
    setup: paymentOfAP,
    call: (_w, c) => get(`${BASE}/index/quote_bid_id:${c.bid}/page:1.json`),
    also: [{ who: 'A', status: 200, why: 'the consumer of the bid' }],
  },
  'GET /api/new/v1/third_party_payments/view/:file': {
    owner: 'P',
    setup: paymentOfAP,
    call: (w, c) => get(view(w, c)),
    also: [{ who: 'A', status: 200, why: 'the consumer the payment is asked of' }],
  },
  'GET /api/new/v1/third_party_payments/hash/:file': {
    owner: 'A',
    public: "the guest link: whoever holds the payment's 128-bit hash may read it (the consumer shares it)",
    setup: paymentOfAP,
    call: (_w, c) => get(`${BASE}/hash/${c.hash}.json`),
  },
  // read is the consumer's: the pro of the payment is refused with 409 past the access check.
  'POST /api/new/v1/third_party_payments/change_status/:action/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: paymentOfAP,
    call: (_w, c) => post(`${BASE}/change_status/read/${c.pid}.json`),
    readBack: view,
    also: [{ who: 'P', status: 409, why: 'the pro of the payment: read is the consumer’s' }],
  },
  // The consumer pays (here a CVS code from the ECPay sandbox); the guest link's hash in the body is
  // the other way in (features/safety-payments/safety-payments-pay.routes.test.ts): without it a guest is told nothing exists.
  'POST /api/new/v1/third_party_payments/pay/:file': {
    owner: 'A',
    setup: paymentOfAP,
    call: (_w, c) => post(`${BASE}/pay/${c.pid}.json`, { pay_type: 'cvs', idempotency_key: `matrix-${c.pid}` }),
    readBack: view,
    expect: { guest: 404 },
    also: [{ who: 'P', status: 404, why: 'the pro of the payment: only the consumer (or the link holder) pays' }],
  },
  'POST /api/new/v1/third_party_payments/change_status/:action/:file#cancel_request': {
    owner: 'P',
    setup: paymentOfAP,
    call: (_w, c) => post(`${BASE}/change_status/cancel_request/${c.pid}.json`),
    readBack: view,
    also: [{ who: 'A', status: 409, why: 'the consumer: withdrawing the request is the pro’s' }],
  },
  // The consumer releases what is held; the pro of the payment is refused with 409 past the access check.
  'POST /api/new/v1/third_party_payments/change_status/approve_export_instruct/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: heldPaymentOfAP,
    call: (_w, c) => post(`${BASE}/change_status/approve_export_instruct/${c.pid}.json`),
    readBack: view,
    also: [{ who: 'P', status: 409, why: 'the pro of the payment: releasing is the consumer’s' }],
  },
  // The payout batches (permission approve_payouts): console only; the guard answers before any lookup.
  'GET /api/ops/payout_batches/index/*': consoleOnly('/ops/payout_batches/index/page:1.json'),
  'GET /api/ops/payout_batches/view/:file': consoleOnly('/ops/payout_batches/view/1.json'),
  'POST /api/ops/payout_batches/approve/:file': consoleOnly('/ops/payout_batches/approve/1.json', 'POST'),
  'POST /api/ops/payout_batches/export/:file': consoleOnly('/ops/payout_batches/export/1.csv', 'POST'),
  'POST /api/ops/payout_batches/import/:file': consoleOnly('/ops/payout_batches/import/1.json', 'POST'),
  // Retrying a failed e-invoice (permission read_finance; roles: features/einvoices/einvoices.routes.test.ts): console only.
  'POST /api/ops/einvoices/retry/:file': consoleOnly('/ops/einvoices/retry/1.json', 'POST'),
  // Refunds (features/safety-payments/safety-payments-refund.routes.test.ts): the consumer asks,
  // gives the transfer account and withdraws; the pro approves or declines. The other party is
  // refused with 409 past the access check.
  'POST /api/new/v1/third_party_payments/change_status/apply_refund/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: heldOfAP,
    call: change('apply_refund', { amount: 1000, reason: '沒有施工', ...BANK }),
    readBack: view,
    also: [{ who: 'P', status: 409, why: 'the pro of the payment: asking for a refund is the consumer’s' }],
  },
  'POST /api/new/v1/third_party_payments/change_status/edit_refund_info/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: refundRequestOfAP,
    call: change('edit_refund_info', BANK),
    readBack: view,
    also: [{ who: 'P', status: 409, why: 'the pro of the payment: the transfer account is the consumer’s' }],
  },
  'POST /api/new/v1/third_party_payments/change_status/cancel_refund/:file': {
    owner: 'A',
    otherRole: 'Q',
    setup: refundRequestOfAP,
    call: change('cancel_refund'),
    readBack: view,
    also: [{ who: 'P', status: 409, why: 'the pro of the payment: withdrawing the request is the consumer’s' }],
  },
  'POST /api/new/v1/third_party_payments/change_status/approve_refund/:file': {
    owner: 'P',
    setup: refundRequestOfAP,
    call: change('approve_refund'),
    readBack: view,
    also: [{ who: 'A', status: 409, why: 'the consumer: approving the refund is the pro’s' }],
  },
  'POST /api/new/v1/third_party_payments/change_status/decline_refund/:file': {
    owner: 'P',
    setup: refundRequestOfAP,
    call: change('decline_refund', { reason: '工程已完成' }),
    readBack: view,
    also: [{ who: 'A', status: 409, why: 'the consumer: declining the refund is the pro’s' }],
  },
  // The console's refund disputes (permission decide_disputes; roles: features/ops/ops-refund-disputes.routes.test.ts):
  // every marketplace caller, the payment's parties included, gets 403.
  'GET /api/ops/refund_disputes/index/*': { owner: 'A', call: () => get('/ops/refund_disputes/index/page:1.json'), expect: CONSOLE_ONLY },
  'GET /api/ops/refund_disputes/view/:file': {
    owner: 'A',
    setup: disputeOfAP,
    call: (_w, c) => get(`/ops/refund_disputes/view/${c.id}.json`),
    expect: CONSOLE_ONLY,
  },
  'POST /api/ops/refund_disputes/grant/:file': {
    owner: 'A',
    setup: disputeOfAP,
    call: (_w, c) => post(`/ops/refund_disputes/grant/${c.id}.json`, { reason: '存取測試' }),
    readBack: view,
    expect: CONSOLE_ONLY,
  },
  'POST /api/ops/refund_disputes/deny/:file': {
    owner: 'A',
    setup: disputeOfAP,
    call: (_w, c) => post(`/ops/refund_disputes/deny/${c.id}.json`, { reason: '存取測試' }),
    readBack: view,
    expect: CONSOLE_ONLY,
  },
};
