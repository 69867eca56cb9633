import { QuoteStatus } from '../../domain/bids/quote-status';
import { openAllWeek, taipeiDateIn, utcOfTaipei } from '../features/calendar/calendar.test-support';
import { pngOf } from '../features/media/media.test-support';
import { CARDS, samplePrime } from '../features/payments/cards/cards.test-support';
import { createConsumer, createProWithService, findCategory, findPlace, sendQuote } from './factories';
import type { ApiInit, ApiResponse, TestServer } from './harness';

/**
 * The people and objects the access matrix and the bad-input sweep share, made once per file.
 *
 * Consumers A and B; pros P and Q in A's request's category (both hold a bid on it, P quoted),
 * pro R in another category with no lead on it. Each object below belongs to A (consumer side)
 * or P (pro side). Operators are not marketplace users: the console's own tests cover them.
 */
export interface Actor {
  id: number;
  token: string;
}
export type ActorName = 'A' | 'B' | 'P' | 'Q' | 'R';

export interface World {
  server: TestServer;
  actors: Record<ActorName, Actor>;
  /** Service ids: P's (s), Q's, R's. */
  serviceP: number;
  serviceQ: number;
  serviceR: number;
  /** P's service-category setting (auto-quote). */
  settingP: number;
  categoryId: number;
  cityId: number;
  districtId: number;
  /** A's request, P's quoted bid on it, Q's lead on it. */
  requestA: number;
  bidP: number;
  bidQ: number;
  /** B's request (for cross-checks). */
  requestB: number;
  templateP: number;
  faqP: number;
  photoP: number;
  pauseP: number;
  reserveA: number;
  cardP: number;
  purchaseP: number;
  orderNumberP: string;
  payHashP: string;
  certificateP: number;
  documentP: number;
  blockP: number;
  inviteHashP: string;
  /** Calls the API as an actor (undefined: guest). */
  call(who: Actor | undefined, path: string, init?: Omit<ApiInit, 'token'>): Promise<ApiResponse>;
  /** Calls as an actor and fails loudly unless the answer is 200; returns the body. */
  ok(who: Actor, path: string, init?: Omit<ApiInit, 'token'>): Promise<Record<string, unknown>>;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const db = server.db;
  const aircon = await findCategory(db, 'aircon-installation');
  const cleaning = await findCategory(db, 'home-cleaning');
  const place = await findPlace(db, '臺北市', '大安區');
  const area = [{ cityId: place.cityId, districtId: null }];
  const [a, b] = [await createConsumer(db), await createConsumer(db)];
  const p = await createProWithService(db, { categoryIds: [aircon.id], areas: area });
  const q = await createProWithService(db, { categoryIds: [aircon.id], areas: area });
  const r = await createProWithService(db, { categoryIds: [cleaning.id], areas: area });
  const actors: Record<ActorName, Actor> = {
    A: { id: a.user.id, token: a.token },
    B: { id: b.user.id, token: b.token },
    P: { id: p.user.id, token: p.token },
    Q: { id: q.user.id, token: q.token },
    R: { id: r.user.id, token: r.token },
  };
  const call = (who: Actor | undefined, path: string, init: Omit<ApiInit, 'token'> = {}) =>
    server.api(path, { ...init, ...(who ? { token: who.token } : {}) });
  const ok = async (who: Actor, path: string, init: Omit<ApiInit, 'token'> = {}) => {
    const res = await call(who, path, init);
    if (res.status !== 200) throw new Error(`world set-up: ${init.method ?? 'GET'} ${path} gave ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const post = (who: Actor, path: string, json: unknown = {}) => ok(who, path, { method: 'POST', json });

  const request = async (userId: number) =>
    (
      await db
        .insertInto('quote_requests')
        .values({ user_id: userId, quote_category_id: aircon.id, city_id: place.cityId, district_id: place.districtId, hash_digest: `am-${userId}-${Date.now()}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bid = async (requestId: number, pro: { user: { id: number }; service: { id: number } }) =>
    (
      await db
        .insertInto('quote_bids')
        .values({ quote_request_id: requestId, quote_service_id: pro.service.id, user_id: pro.user.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const requestA = await request(a.user.id);
  const requestB = await request(b.user.id);
  const bidP = await bid(requestA, p);
  const bidQ = await bid(requestA, q);
  await sendQuote(db, bidP, { type: 'flat', amount: 2400 });
  await db.updateTable('quote_bids').set({ quote_status_id: QuoteStatus.InProgress }).where('id', '=', bidP).execute();

  const setting = await db.selectFrom('quote_service_categories').select('id').where('quote_service_id', '=', p.service.id).executeTakeFirstOrThrow();
  const templateP = ((await post(actors.P, '/quote_templates/add.json', { display_name: '標準安裝', flat_rate_at: 3600, price_note: '含材料' })).quote_template as { id: number }).id;
  const faqs = (await post(actors.P, `/quote_service_faqs/add/${p.service.id}.json`, { question: '有保固嗎？', answer: '一年保固。' })).quote_service_faqs as { id: number }[];
  const photoForm = new FormData();
  photoForm.append('photo', new Blob([new Uint8Array(await pngOf(64, 48))], { type: 'image/png' }), 'work.png');
  const photos = (await ok(actors.P, `/quote_service_photos/add/${p.service.id}.json`, { method: 'POST', body: photoForm })).quote_service_photos as { id: number }[];
  const day = taipeiDateIn(3);
  const pause = (await post(actors.P, '/suspension_events/add.json', {
    quote_service_id: p.service.id,
    begin_time: utcOfTaipei(taipeiDateIn(20), '13:00'),
    end_time: utcOfTaipei(taipeiDateIn(20), '14:00'),
  })) as { suspension_event: { id: number } };
  await openAllWeek(server, p.token, p.service.id);
  const reserve = (await post(actors.A, '/service_reserves/add.json', { quote_service_id: p.service.id, begin_time: utcOfTaipei(day, '12:00') })) as {
    service_reserve: { id: number };
  };
  // Bound through the sandbox gateway, so paying with it works.
  await post(actors.P, '/new/v1/tap_pay/bind_card.json', { prime: await samplePrime(server, CARDS.visa) });
  const card = await db.selectFrom('payment_cards').select('id').where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
  const payfee = (await post(actors.P, '/purchases/payfee.json', { quote_bid_id: bidP })) as { purchase: { id: number; order_number: string; pay_link: string } };
  const certForm = new FormData();
  for (const [k, v] of Object.entries({ type: 'license', name: '甲級室內配線技術士', reference_identity: '123-456789' })) certForm.append(k, v);
  certForm.append('documents', new Blob([new Uint8Array(await pngOf(40, 30))], { type: 'image/png' }), '證照.png');
  const cert = (await ok(actors.P, '/new/v1/cert_certificates/add.json', { method: 'POST', body: certForm })).service_certificate as {
    service_certificate_id: number;
    documents: { id: number }[];
  };
  // A block is kept only between people who have met; B has not met P, so the row is made directly.
  const block = await db.insertInto('blocked_users').values({ user_id: p.user.id, blocked_user_id: b.user.id }).returning('id').executeTakeFirstOrThrow();
  const invite = (await post(actors.P, `/quote_feedbacks/invite/${p.service.id}.json`, { invitee_name: '林小姐', invitee_email: 'past-client@example.com' })) as {
    hash: string;
  };

  return {
    server,
    actors,
    serviceP: p.service.id,
    serviceQ: q.service.id,
    serviceR: r.service.id,
    settingP: setting.id,
    categoryId: aircon.id,
    cityId: place.cityId,
    districtId: place.districtId,
    requestA,
    bidP,
    bidQ,
    requestB,
    templateP,
    faqP: faqs[0]!.id,
    photoP: photos[0]!.id,
    pauseP: pause.suspension_event.id,
    reserveA: reserve.service_reserve.id,
    cardP: card.id,
    purchaseP: payfee.purchase.id,
    orderNumberP: payfee.purchase.order_number,
    payHashP: payfee.purchase.pay_link.split('/').pop()!,
    certificateP: cert.service_certificate_id,
    documentP: cert.documents[0]!.id,
    blockP: block.id,
    inviteHashP: invite.hash,
    call,
    ok,
  };
}
