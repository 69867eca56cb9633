import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FakeCard, readTestCard } from '../test-cards';

/**
 * A local TapPay: the Backend API's Pay by Prime, Pay by Token, Refund and Record endpoints with
 * their request and response bodies, 3-D Secure through a page of its own that then calls the
 * merchant's backend_notify_url and sends the browser to frontend_redirect_url, and `POST /prime`
 * standing in for the browser SDK's getPrime. Mounted in-process as the default sandbox and on
 * its own port by tests. Everything lives in memory.
 */
export interface FakeTapPayOptions {
  partnerKey: string;
  merchantId: string;
}

interface Trade {
  recTradeId: string;
  amount: number;
  orderNumber: string;
  card: FakeCard;
  /** TapPay record_status: -1 error, 0 auth, 1 ok, 3 refunded, 4 pending (3-D Secure) */
  recordStatus: number;
  frontendRedirectUrl: string | null;
  backendNotifyUrl: string | null;
  /** NT$ refunded so far (TapPay refunds a trade in parts; record_status 3 once all of it is back). */
  refunded?: number;
}

export interface FakeTapPayState {
  /** Calls to pay-by-prime and pay-by-token (what a test counts to prove one charge). */
  charges: { path: string; order_number: string; amount: number }[];
  refunds: { rec_trade_id: string; amount: number }[];
  /** card_key of every card removed through /tpc/card/remove. */
  removedCards: string[];
  /** Backend notifications sent and whether the merchant answered 2xx. */
  notifications: { url: string; delivered: boolean }[];
  trades: Map<string, Trade>;
  /** Tests set this: the next successful payment answers with this amount or currency (a gateway that took something else). */
  tamperNext: { amount?: number; currency?: string } | null;
}

const PRIME_TTL_MS = 90_000;
const newId = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex')}`;

function cardInfoOf(card: FakeCard) {
  const type = { VISA: 1, MASTERCARD: 2, JCB: 3 }[card.brand] ?? -1;
  return {
    bin_code: card.bin,
    last_four: card.last4,
    issuer: card.countryCode === 'TW' ? 'SANDBOX BANK' : 'FOREIGN SANDBOX BANK',
    issuer_zh_tw: card.countryCode === 'TW' ? '測試銀行' : '',
    bank_id: card.countryCode === 'TW' ? '000' : '',
    funding: 0,
    type,
    level: 'CLASSIC',
    country: card.country,
    country_code: card.countryCode,
    expiry_date: '203012',
  };
}

export function createFakeTapPay(options: FakeTapPayOptions) {
  const primes = new Map<string, { card: FakeCard; expires: number }>();
  const tokens = new Map<string, FakeCard>();
  const state: FakeTapPayState = { charges: [], refunds: [], removedCards: [], notifications: [], trades: new Map(), tamperNext: null };

  const invalid = (field: string) => ({ status: 121, msg: `Invalid arguments : ${field}` });
  const authorised = (request: FastifyRequest, body: Record<string, unknown>) =>
    request.headers['x-api-key'] === options.partnerKey && body.partner_key === options.partnerKey;

  function pay(
    request: FastifyRequest,
    card: FakeCard,
    body: Record<string, unknown>,
    secret: { card_key: string; card_token: string } | null,
  ) {
    const amount = body.amount;
    const orderNumber = typeof body.order_number === 'string' ? body.order_number : '';
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return invalid('amount');
    if (body.currency !== undefined && body.currency !== 'TWD') return invalid('currency');
    if (typeof body.details !== 'string' || body.details === '') return invalid('details');
    const holder = body.cardholder as Record<string, unknown> | undefined;
    if (request.url.endsWith('pay-by-prime') && (typeof holder?.phone_number !== 'string' || typeof holder.name !== 'string' || typeof holder.email !== 'string')) {
      return invalid('cardholder');
    }
    state.charges.push({ path: request.url, order_number: orderNumber, amount });
    const recTradeId = newId('D', 10).toUpperCase();
    const common = {
      rec_trade_id: recTradeId,
      bank_transaction_id: newId('TP', 8).toUpperCase(),
      amount,
      currency: 'TWD',
      order_number: orderNumber,
      acquirer: 'TW_CTBC',
      card_info: cardInfoOf(card),
      card_identifier: `id_${card.bin}${card.last4}`,
      transaction_time_millis: Date.now(),
      ...(secret ? { card_secret: secret } : {}),
    };
    if (card.behaviour === 'decline') {
      state.trades.set(recTradeId, { recTradeId, amount, orderNumber, card, recordStatus: -1, frontendRedirectUrl: null, backendNotifyUrl: null });
      return { status: 10003, msg: 'Card Declined', ...common, bank_result_code: '05', bank_result_msg: 'Do not honor' };
    }
    const threeDS = body.three_domain_secure === true;
    if (card.behaviour === 'three_ds') {
      if (!threeDS) return { status: 10003, msg: 'This card requires 3D Secure', ...common, bank_result_code: '', bank_result_msg: '' };
      const urls = (body.result_url ?? {}) as Record<string, unknown>;
      if (typeof urls.frontend_redirect_url !== 'string' || typeof urls.backend_notify_url !== 'string') return invalid('result_url');
      state.trades.set(recTradeId, {
        recTradeId,
        amount,
        orderNumber,
        card,
        recordStatus: 4,
        frontendRedirectUrl: urls.frontend_redirect_url,
        backendNotifyUrl: urls.backend_notify_url,
      });
      const base = `${request.protocol}://${request.headers.host}${request.url.replace(/\/tpc\/.*$/, '')}`;
      return { status: 0, msg: 'Success', ...common, payment_url: `${base}/3ds/${recTradeId}`, auth_code: '', bank_result_code: '', bank_result_msg: '' };
    }
    state.trades.set(recTradeId, { recTradeId, amount, orderNumber, card, recordStatus: 1, frontendRedirectUrl: null, backendNotifyUrl: null });
    const tampered = state.tamperNext ?? {};
    state.tamperNext = null;
    return { status: 0, msg: 'Success', ...common, ...tampered, auth_code: String(100000 + Math.floor(Math.random() * 899999)), bank_result_code: '00', bank_result_msg: 'Success' };
  }

  function rememberCard(card: FakeCard) {
    const secret = { card_key: newId('', 32), card_token: newId('', 32) };
    tokens.set(`${secret.card_key}:${secret.card_token}`, card);
    return secret;
  }

  async function plugin(app: FastifyInstance) {
    // The 3-D Secure page posts an empty form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // The browser SDK's getPrime: the card number arrives here and nowhere else, so no logging.
    app.post('/prime', { logLevel: 'silent' }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const expiry = /^(\d{2})\/(\d{2})$/.exec(String(body.expiry ?? ''));
      const card = readTestCard(String(body.card_number ?? ''), Number(expiry?.[1]), Number(expiry?.[2]), String(body.ccv ?? ''));
      if ('error' in card) return { status: 1, msg: card.error };
      const prime = newId('test_', 32);
      primes.set(prime, { card, expires: Date.now() + PRIME_TTL_MS });
      const info = cardInfoOf(card);
      return {
        status: 0,
        msg: 'Success',
        card: {
          prime,
          bincode: info.bin_code,
          lastfour: info.last_four,
          issuer: info.issuer,
          funding: info.funding,
          type: info.type,
          level: info.level,
          country: info.country,
          countrycode: info.country_code,
        },
      };
    });

    app.post('/tpc/payment/pay-by-prime', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!authorised(request, body)) return invalid('partner_key');
      if (body.merchant_id !== options.merchantId) return invalid('merchant_id');
      const entry = typeof body.prime === 'string' ? primes.get(body.prime) : undefined;
      if (!entry || entry.expires < Date.now()) return { status: 10006, msg: 'Prime not found or expired' };
      primes.delete(body.prime as string);
      const secret = body.remember === true ? rememberCard(entry.card) : null;
      return pay(request, entry.card, body, secret);
    });

    app.post('/tpc/payment/pay-by-token', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!authorised(request, body)) return invalid('partner_key');
      if (body.merchant_id !== options.merchantId) return invalid('merchant_id');
      const card = tokens.get(`${String(body.card_key)}:${String(body.card_token)}`);
      if (!card) return { status: 10001, msg: 'Card key or card token not found' };
      return pay(request, card, body, null);
    });

    app.post('/tpc/card/remove', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!authorised(request, body)) return invalid('partner_key');
      const removed = tokens.delete(`${String(body.card_key)}:${String(body.card_token)}`);
      if (removed) state.removedCards.push(String(body.card_key));
      return removed ? { status: 0, msg: 'Success' } : { status: 10001, msg: 'Card key or card token not found' };
    });

    app.post('/tpc/transaction/refund', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!authorised(request, body)) return invalid('partner_key');
      const trade = state.trades.get(String(body.rec_trade_id));
      if (!trade) return invalid('rec_trade_id');
      if (trade.recordStatus !== 0 && trade.recordStatus !== 1) return { status: 10009, msg: 'Transaction can not be refunded' };
      const left = trade.amount - (trade.refunded ?? 0);
      const amount = typeof body.amount === 'number' ? body.amount : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) return invalid('amount');
      trade.refunded = (trade.refunded ?? 0) + amount;
      if (trade.refunded === trade.amount) trade.recordStatus = 3;
      state.refunds.push({ rec_trade_id: trade.recTradeId, amount });
      return { status: 0, msg: 'Success', refund_id: newId('R', 8).toUpperCase(), refund_amount: amount, is_captured: true, currency: 'TWD' };
    });

    /** One trade as the Record API lists it. */
    const tradeRecord = (trade: Trade) => ({
      rec_trade_id: trade.recTradeId,
      amount: trade.amount,
      currency: 'TWD',
      order_number: trade.orderNumber,
      record_status: trade.recordStatus,
      merchant_id: options.merchantId,
      card_info: cardInfoOf(trade.card),
    });

    // The Record API: the merchant checks a 3-D Secure result here rather than trusting the notify.
    app.post('/tpc/transaction/query', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!authorised(request, body)) return invalid('partner_key');
      const filters = (body.filters ?? {}) as Record<string, unknown>;
      const trade = state.trades.get(String(filters.rec_trade_id));
      const records = trade ? [tradeRecord(trade)] : [];
      return {
        status: records.length > 0 ? 0 : 2,
        msg: records.length > 0 ? 'Success' : 'No records',
        records_per_page: 50,
        page: 0,
        total_page_count: records.length > 0 ? 1 : 0,
        number_of_transactions: records.length,
        trade_records: records,
      };
    });

    app.get('/3ds/:id', async (request, reply) => {
      const trade = state.trades.get((request.params as { id: string }).id);
      if (trade?.recordStatus !== 4) return reply.code(404).type('text/html; charset=utf-8').send('<p>找不到這筆交易。</p>');
      return reply.type('text/html; charset=utf-8').send(threeDsPage(trade));
    });

    app.post('/3ds/:id', async (request, reply) => threeDsAnswer(request, reply));
  }

  async function threeDsAnswer(request: FastifyRequest, reply: FastifyReply) {
    const trade = state.trades.get((request.params as { id: string }).id);
    const outcome = (request.query as { outcome?: string }).outcome;
    if (trade?.recordStatus !== 4 || !trade.frontendRedirectUrl || !trade.backendNotifyUrl) return reply.code(404).send({ status: 404, msg: 'Not found' });
    const ok = outcome === 'authorise';
    trade.recordStatus = ok ? 1 : -1;
    const status = ok ? 0 : 10003;
    const notify = {
      rec_trade_id: trade.recTradeId,
      auth_code: ok ? '123456' : '',
      bank_transaction_id: `TP${trade.recTradeId}`,
      order_number: trade.orderNumber,
      amount: trade.amount,
      status,
      msg: ok ? 'Success' : '3D Secure authentication failed',
      transaction_time_millis: Date.now(),
      acquirer: 'TW_CTBC',
      card_info: cardInfoOf(trade.card),
    };
    let delivered = false;
    try {
      const res = await fetch(trade.backendNotifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notify), signal: AbortSignal.timeout(10_000) });
      delivered = res.ok;
    } catch {
      delivered = false;
    }
    state.notifications.push({ url: trade.backendNotifyUrl, delivered });
    const target = new URL(trade.frontendRedirectUrl);
    target.searchParams.set('rec_trade_id', trade.recTradeId);
    target.searchParams.set('order_number', trade.orderNumber);
    target.searchParams.set('status', String(status));
    return reply.redirect(target.toString(), 303);
  }

  return { plugin, state };
}

function threeDsPage(trade: Trade): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>3D 驗證（測試環境）</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>3D 驗證（測試環境）</h1>
<p>訂單 ${trade.orderNumber.replaceAll(/[^A-Za-z0-9_-]/g, '')}，金額 NT$${trade.amount.toLocaleString('en-US')}，卡號末四碼 ${trade.card.last4}。</p>
<form method="post" action="${trade.recTradeId}?outcome=authorise"><button type="submit">驗證成功</button></form>
<form method="post" action="${trade.recTradeId}?outcome=fail" style="margin-top:1rem"><button type="submit">驗證失敗</button></form>
</body></html>`;
}
