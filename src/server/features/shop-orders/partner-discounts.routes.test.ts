import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import { ENGINES } from '../../test/harness';
import { createSession } from '../auth/sessions.repository';
import { partnerDiscountAddCommand } from '../partners';
import { writePartnersFile } from '../partners/partners.test-support';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { escrowBalance } from '../safety-payments';
import { escrowInvariantProblems } from '../safety-payments/safety-payments.test-support';
import { reconcileEscrowDay } from '../trust-fund/escrow-reconciliation';
import { orderOf, shopOrdersSuite } from './shop-orders.test-support';

const DAY = 24 * 60 * 60 * 1000;
const partners = await writePartnersFile();

describe.each(ENGINES)('partner discount codes at checkout on %s', (engine) => {
  const suite = shopOrdersSuite(engine, { PARTNERS_FILE: partners.file, JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '10', SAFETY_PAYMENT_FEE_MIN: '0' });
  const { newShop, consumer, status } = suite;
  const db = () => suite.server.db;
  const inChannel = async (userId: number, partner = 'fet') => (await createSession(db(), userId, { partnerChannel: partner })).token;
  let n = 0;
  /** A new code of the partner (NT$500 off by default, valid from a day ago for ten days). */
  const newCode = async (change: Record<string, unknown> = {}, partner = 'fet') => {
    n += 1;
    const code = `FET${n}${randomUUID().slice(0, 6).toUpperCase()}`;
    const now = suite.clock.now().getTime();
    await db()
      .insertInto('partner_discount_codes')
      .values({ partner_id: partner, code, title: '遠傳用戶專屬', amount_off: 500, percent_off: null, min_order: 0, valid_from: new Date(now - DAY), valid_until: new Date(now + 10 * DAY), max_uses: null, per_user_limit: null, active: true, ...change })
      .execute();
    return code;
  };
  /** An order of 2 x NT$1,800 (NT$3,600) with the code, by the token. */
  const order = async (token: string, shop: Awaited<ReturnType<typeof newShop>>, code: string | undefined) =>
    suite.add(token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0], quantity: 2 }], at_pro_place: 1, ...(code ? { discount_code: code } : {}) });
  const refusal = (res: { status: number; body: Record<string, unknown> }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const fields = res.body.fields as { field: string; message: string }[];
    expect(fields[0]!.field).toBe('discount_code');
    return fields[0]!.message;
  };

  it('takes the discount off what the consumer pays, records the use, and pays the pro the whole price with the partner subsidy', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const token = await inChannel(buyer.user.id);
    const code = await newCode();
    const res = await order(token, shop, code.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const placed = orderOf(res);
    expect(placed).toMatchObject({ total: 3600, partner_discount: 500, amount_due: 3100 });
    const payment = await db().selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', placed.nshop_order_id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 3100, fee: 310, partner_id: 'fet' });
    const use = await db().selectFrom('partner_discount_redemptions').selectAll().where('nshop_order_id', '=', placed.nshop_order_id).executeTakeFirstOrThrow();
    expect(use).toMatchObject({ user_id: buyer.user.id, discount: 500 });
    // Paid by card, confirmed and completed.
    const paid = await suite.server.api(`/new/v1/third_party_payments/pay/${payment.pid}.json`, {
      method: 'POST',
      token,
      json: { pay_type: 'card', prime: await samplePrime(suite.server, CARDS.visa), idempotency_key: `pay-${randomUUID()}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await escrowBalance(db(), K.TrustLiability, payment.id)).toBe(-3100);
    const id = placed.nshop_order_id;
    expect((await status(shop.token, 'confirm', id)).status).toBe(200);
    expect((await status(shop.token, 'apply_complete', id)).status).toBe(200);
    const done = await status(token, 'complete', id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(orderOf(done).status).toBe(ShopOrderStatus.Completed);
    // The pro: what the consumer paid less the fee, plus the partner's NT$500.
    expect(await escrowBalance(db(), K.ProPayable, shop.user.id)).toBe(-(3100 - 310 + 500));
    expect(await escrowBalance(db(), K.PartnerReceivable, payment.id)).toBe(500);
    const kinds = await db().selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', payment.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['payment_received', 'release', 'partner_subsidy']);
    expect(await escrowInvariantProblems(db())).toEqual([]);
    const now = suite.clock.now();
    const check = await reconcileEscrowDay(db(), { start: new Date(now.getTime() - DAY), end: new Date(now.getTime() + DAY) });
    expect(check.mismatches).toEqual([]);
    expect(check.balanced).toBe(true);
  });

  it('takes a percentage off, rounded down', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const res = await order(await inChannel(buyer.user.id), shop, await newCode({ amount_off: null, percent_off: 7 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(orderOf(res)).toMatchObject({ total: 3600, partner_discount: 252, amount_due: 3348 });
  });

  it('refuses a code outside its channel, an unknown one, and another partner’s, naming the field; nothing is written', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const code = await newCode();
    const before = await db().selectFrom('nshop_orders').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(refusal(await order(buyer.token, shop, code))).toContain('只能在合作夥伴的頻道中使用');
    expect(refusal(await order(await inChannel(buyer.user.id, 'ibon'), shop, code))).toContain('只能在合作夥伴的頻道中使用');
    expect(refusal(await order(await inChannel(buyer.user.id), shop, 'NOSUCHCODE'))).toContain('不存在');
    const ibonCode = await newCode({}, 'ibon');
    expect(refusal(await order(await inChannel(buyer.user.id), shop, ibonCode))).toContain('只能在合作夥伴的頻道中使用');
    const after = await db().selectFrom('nshop_orders').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // Without a code the channel's order is as before.
    const plain = await order(await inChannel(buyer.user.id), shop, undefined);
    expect(orderOf(plain)).toMatchObject({ total: 3600, partner_discount: 0, amount_due: 3600 });
  });

  it('refuses a code not yet valid, expired, inactive, or below its minimum', async () => {
    const shop = await newShop();
    const buyer = await consumer();
    const token = await inChannel(buyer.user.id);
    const now = suite.clock.now().getTime();
    expect(refusal(await order(token, shop, await newCode({ valid_from: new Date(now + DAY), valid_until: new Date(now + 2 * DAY) })))).toContain('尚未開始');
    expect(refusal(await order(token, shop, await newCode({ valid_from: new Date(now - 2 * DAY), valid_until: new Date(now - DAY) })))).toContain('已過期');
    expect(refusal(await order(token, shop, await newCode({ active: false })))).toContain('已停用');
    expect(refusal(await order(token, shop, await newCode({ min_order: 5000 })))).toContain('NT$5,000');
    expect((await order(token, shop, await newCode({ min_order: 3600 }))).status).toBe(200);
  });

  it('counts the total and per-user limits; a cancelled order gives its use back', async () => {
    const shop = await newShop();
    const first = await consumer();
    const second = await consumer();
    const once = await newCode({ max_uses: 1 });
    const firstToken = await inChannel(first.user.id);
    const used = await order(firstToken, shop, once);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(refusal(await order(await inChannel(second.user.id), shop, once))).toContain('使用完畢');
    // The first order cancelled unpaid: the use counts no more.
    expect((await status(firstToken, 'cancel', orderOf(used).nshop_order_id)).status).toBe(200);
    expect((await order(await inChannel(second.user.id), shop, once)).status).toBe(200);

    const perUser = await newCode({ per_user_limit: 1 });
    expect((await order(firstToken, shop, perUser)).status).toBe(200);
    expect(refusal(await order(firstToken, shop, perUser))).toContain('每人使用次數上限');
    expect((await order(await inChannel(second.user.id), shop, perUser)).status).toBe(200);
  });

  it('lists the channel partner’s active offers with the uses left, 404 outside a channel', async () => {
    const buyer = await consumer();
    const code = await newCode({ max_uses: 3, title: '遠傳會員折 500' });
    await newCode({ active: false });
    const res = await suite.server.api('/partner/offers.json', { token: await inChannel(buyer.user.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const offers = res.body.offers as { code: string; remaining_uses: number | null }[];
    expect(offers.find((o) => o.code === code)).toMatchObject({ code, remaining_uses: 3, amount_off: 500, min_order: 0 });
    expect(offers.every((o) => o.code.startsWith('FET'))).toBe(true);
    expect((await suite.server.api('/partner/offers.json', { token: buyer.token })).status).toBe(404);
  });

  it('adds codes by the operator command, refusing bad options', async () => {
    const args = ['--partner', 'fet', '--code', `cmd${n}x`, '--amount-off', '100', '--from', '2026-01-01T00:00+08:00', '--until', '2027-01-01T00:00+08:00', '--per-user', '1'];
    const added = await partnerDiscountAddCommand(args, db(), ['fet', 'ibon']);
    expect(added.err).toEqual([]);
    expect(added.exitCode).toBe(0);
    const row = await db().selectFrom('partner_discount_codes').selectAll().where('code', '=', `CMD${n}X`).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ partner_id: 'fet', amount_off: 100, percent_off: null, per_user_limit: 1, active: true });
    expect((await partnerDiscountAddCommand(args, db(), ['fet'])).err[0]).toContain('already exists');
    expect((await partnerDiscountAddCommand(['--partner', 'nope'], db(), ['fet'])).err[0]).toContain('--partner');
    expect((await partnerDiscountAddCommand([...args.slice(0, 4), '--percent-off', '5', ...args.slice(4)], db(), ['fet'])).err[0]).toContain('exactly one');
  });
});
