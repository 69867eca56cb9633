import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse, HiredJobResponse, QuoteRequestResponse, QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { readOutbox } from '../../adapters/messaging/outbox';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addService, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import type { LeadDetailResponse } from '../../../domain/bids/bids.contract';
import { CALENDAR_NOW, calendarClock, openAllWeek, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';

type Consumer = Awaited<ReturnType<typeof createConsumer>>;
type Pro = Awaited<ReturnType<typeof createProWithService>>;

const ADDRESS = '大安區復興南路一段 100 巷 5 號 3 樓';

describe.each(ENGINES)('the job lifecycle on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let taipei: number;
  // Booked days are Taipei dates: the server's clock is pinned (noon today), so no answer depends on the hour.
  const clock = calendarClock();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100' }, clock });
    aircon = await findCategory(server.db, 'aircon-installation');
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(() => server.close());
  afterEach(() => clock.set(CALENDAR_NOW));

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
  const act = (token: string, action: string, bidId: number, json: Record<string, unknown> = {}) =>
    server.api(`/quote_bids/change_status/${action}/${bidId}.json`, { method: 'POST', token, json });
  const detail = async (token: string, id: number) => (await server.api(`/quote_request/${id}.json`, { token })).body.quote_request as QuoteRequestResponse;
  const lead = async (token: string, bidId: number) => (await server.api(`/quote_bids/view/${bidId}.json`, { token })).body.quote_bid as LeadDetailResponse;
  const bidOf = async (requestId: number, pro: Pro) =>
    (await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow()).id;
  const workItem = async (token: string, bidId: number) =>
    ((await server.api('/quote_bids/index/type:myworks.json', { token })).body.quote_bids as { id: number; closed_by_hire: 0 | 1; is_reviewed: 0 | 1 }[]).find((b) => b.id === bidId);
  /** is_reviewed of the bid in the pro's work list, his lead page and his appointments. */
  const proViews = async (token: string, bidId: number) => {
    const job = ((await server.api('/service_reserves/hires.json', { token })).body.hires as HiredJobResponse[]).find((j) => j.quote_bid_id === bidId);
    return [await workItem(token, bidId), await lead(token, bidId), job].map((v) => v?.is_reviewed);
  };
  async function waitFor<T>(read: () => Promise<T | undefined>, what: string, ms = 10_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const notifications = (userId: number) =>
    server.db.selectFrom('notifications').select(['type', 'quote_request_id', 'quote_bid_id']).where('user_id', '=', userId).orderBy('id').execute();

  /** A consumer's request (with an address) quoted by two pros. */
  async function quotedByTwo() {
    const consumer: Consumer = await createConsumer(server.db);
    await server.db.updateTable('users').set({ first_name: '小美', last_name: '林' }).where('id', '=', consumer.user.id).execute();
    const [hired, other] = [await newPro(), await newPro()];
    const res = await postRequest(server, consumer.token, aircon, { extra: [['address', ADDRESS]] });
    expect(res.status).toBe(200);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const hiredBid = await bidOf(request.id, hired);
    const otherBid = await bidOf(request.id, other);
    expect((await act(hired.token, 'rating', hiredBid, { rating_type: 'flat', flat_rate_at: 3200 })).status).toBe(200);
    expect((await act(other.token, 'rating', otherBid, { rating_type: 'flat', flat_rate_at: 2900 })).status).toBe(200);
    const { phone } = await server.db.selectFrom('users').select('phone').where('id', '=', consumer.user.id).executeTakeFirstOrThrow();
    // +886933776264 is written 0933-776-264.
    const local = `0${phone!.slice(4)}`;
    const phoneText = `${local.slice(0, 4)}-${local.slice(4, 7)}-${local.slice(7)}`;
    return { consumer, request, hired, other, hiredBid, otherBid, phoneText };
  }

  it('moves the request from open to hired, completed and reviewed, in its header and in the list', async () => {
    const { consumer, request, hired, hiredBid } = await quotedByTwo();
    const stage = async () => (await detail(consumer.token, request.id)).stage;
    const listed = async () =>
      ((await server.api('/quote_requests/index/page:1.json', { token: consumer.token })).body.quote_requests as QuoteRequestSummaryResponse[]).find((r) => r.id === request.id)?.stage;
    expect(await stage()).toBe('open');
    expect((await act(consumer.token, 'hired', hiredBid, { date: taipeiDateIn(3), time: '14:00' })).status).toBe(200);
    expect(await stage()).toBe('hired');
    expect(await listed()).toBe('hired');
    // Booked three days out: completing now needs the pro's explicit confirmation.
    const early = await act(hired.token, 'completed', hiredBid);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(ErrorText.EarlyCompletionUnconfirmed);
    expect(early.body.fields).toEqual([expect.objectContaining({ field: 'confirm_early', message: expect.stringContaining('預約的日期') })]);
    expect(await stage()).toBe('hired');
    expect((await act(hired.token, 'completed', hiredBid, { confirm_early: 1 })).status).toBe(200);
    expect(await stage()).toBe('completed');
    expect(await proViews(hired.token, hiredBid)).toEqual([0, 0, 0]);
    expect((await act(consumer.token, 'reviews', hiredBid, { rating: 5, feedback: '準時又仔細' })).status).toBe(200);
    expect(await stage()).toBe('reviewed');
    expect(await listed()).toBe('reviewed');
    // The pro's work list, lead and appointments read 已評價 too.
    expect(await proViews(hired.token, hiredBid)).toEqual([1, 1, 1]);
  });

  it('takes a completion on or after the booked day without a confirmation', async () => {
    const { consumer, hired, hiredBid } = await quotedByTwo();
    expect((await act(consumer.token, 'hired', hiredBid, { date: taipeiDateIn(0), time: '00:00' })).status).toBe(200);
    const done = await act(hired.token, 'completed', hiredBid);
    expect(done.status).toBe(200);
    expect(done.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.WorkCompleted });
  });

  it('asks for confirm_early until midnight in Taipei starts the booked day, then takes the completion', async () => {
    const { consumer, hired, hiredBid } = await quotedByTwo();
    expect((await act(consumer.token, 'hired', hiredBid, { date: taipeiDateIn(2), time: '14:00' })).status).toBe(200);
    clock.set(new Date(`${taipeiDateIn(1)}T23:59:30+08:00`));
    const early = await act(hired.token, 'completed', hiredBid);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(ErrorText.EarlyCompletionUnconfirmed);
    // Half a minute past midnight in Taipei (still the day before in UTC): the booked day has come.
    clock.advance(60_000);
    const done = await act(hired.token, 'completed', hiredBid);
    expect(done.status).toBe(200);
    expect(done.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.WorkCompleted });
  });

  it('closes the request to the other pros on hire, tells them, and reopens it when the hire is undone', async () => {
    const { consumer, request, hired, other, hiredBid, otherBid } = await quotedByTwo();
    expect((await act(consumer.token, 'hired', hiredBid, { date: taipeiDateIn(3), time: '14:00' })).status).toBe(200);

    const after = await detail(consumer.token, request.id);
    expect(after.is_closed).toBe(1);
    expect(after.QuoteBid.find((b) => b.id === otherBid)?.quote_status_id).toBe(QuoteStatus.Archived);
    // The other pro's lead reads as closed, he is told, and he can no longer quote.
    expect((await lead(other.token, otherBid)).quote_status_id).toBe(QuoteStatus.Archived);
    expect(await notifications(other.user.id)).toContainEqual({ type: 'request_closed', quote_request_id: request.id, quote_bid_id: otherBid });
    const late = await act(other.token, 'rating', otherBid, { rating_type: 'flat', flat_rate_at: 2000 });
    expect(late.status).toBe(409);
    // His lead and his work list say the consumer hired another pro; the hired pro's do not.
    expect((await lead(other.token, otherBid)).closed_by_hire).toBe(1);
    expect((await workItem(other.token, otherBid))?.closed_by_hire).toBe(1);
    expect((await lead(hired.token, hiredBid)).closed_by_hire).toBe(0);
    // He gets an e-mail naming the request, saying another pro was hired, with a link to his lead.
    const mail = await waitFor(async () => (await readOutbox(server.db, other.user.email!)).find((m) => m.subject.includes('已雇用其他專家')), 'the request closed e-mail');
    expect(mail.subject).toContain(`「${aircon.name}」需求（#${request.id}）`);
    expect(mail.body).toContain('顧客已雇用另一位專家');
    expect(mail.body).toContain(`/dashboard/requests/${otherBid}`);
    expect((await readOutbox(server.db, hired.user.email!)).filter((m) => m.subject.includes('已雇用其他專家'))).toHaveLength(0);

    // Undoing the hire puts everything back where it was.
    expect((await act(consumer.token, 'undo_hire', hiredBid)).status).toBe(200);
    const reopened = await detail(consumer.token, request.id);
    expect(reopened.is_closed).toBe(0);
    expect(reopened.stage).toBe('open');
    expect(reopened.QuoteBid.find((b) => b.id === otherBid)?.quote_status_id).toBe(QuoteStatus.InProgress);
    expect((await lead(other.token, otherBid)).closed_by_hire).toBe(0);
  });

  it('shows both sides the booking: date and time, address, and each other’s contact details', async () => {
    const { consumer, request, hired, hiredBid, phoneText } = await quotedByTwo();
    const date = taipeiDateIn(4);
    // Before the hire the pro sees neither the address nor the consumer's full name.
    const before = await lead(hired.token, hiredBid);
    expect(before.QuoteRequest.address).toBeNull();
    expect(before.QuoteRequest.booking).toBeNull();
    expect(before.QuoteRequest.consumer_name).toBe('林○○');
    expect((await detail(consumer.token, request.id)).address).toBe(ADDRESS);

    expect((await act(consumer.token, 'hired', hiredBid, { date, time: '14:00' })).status).toBe(200);
    const forPro = (await lead(hired.token, hiredBid)).QuoteRequest;
    expect(forPro.consumer_name).toBe('林小美');
    expect(forPro.booking).toMatchObject({ quote_bid_id: hiredBid, hired_on: utcOfTaipei(date, '14:00'), address: ADDRESS, contact: { full_name: '林小美', phone: phoneText } });
    expect(forPro.address).toBe(ADDRESS);
    const forConsumer = (await detail(consumer.token, request.id)).booking;
    expect(forConsumer).toMatchObject({ quote_bid_id: hiredBid, hired_on: utcOfTaipei(date, '14:00'), address: ADDRESS });
    expect(forConsumer?.contact.phone).toMatch(/^09\d{2}-\d{3}-\d{3}$/);

    // Both sides' appointment lists hold the hire.
    const jobs = async (token: string) => (await server.api('/service_reserves/hires.json', { token })).body.hires as HiredJobResponse[];
    expect((await jobs(consumer.token)).find((j) => j.quote_bid_id === hiredBid)).toMatchObject({ role: 'consumer', hired_on: utcOfTaipei(date, '14:00'), address: ADDRESS });
    expect((await jobs(hired.token)).find((j) => j.quote_bid_id === hiredBid)).toMatchObject({ role: 'pro', contact: { full_name: '林小美', phone: phoneText } });
    // A guest link never carries the address or the contact details.
    expect((await server.api('/service_reserves/hires.json')).status).toBe(403);
  });

  it('takes the address with the request, and refuses one too long, naming the field', async () => {
    const consumer = await createConsumer(server.db);
    const long = await postRequest(server, consumer.token, aircon, { extra: [['address', '路'.repeat(201)]] });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([expect.objectContaining({ field: 'address', message: expect.stringContaining('服務地址') })]);
    const count = await server.db.selectFrom('quote_requests').select('id').where('user_id', '=', consumer.user.id).execute();
    expect(count).toHaveLength(0);
  });

  it('no longer offers the hired slot on the booking page, on any of the pro’s services', async () => {
    const { consumer, hired, hiredBid } = await quotedByTwo();
    const second = await addService(server.db, hired.user.id, { categoryIds: [aircon.id] });
    await openAllWeek(server, hired.token, hired.service.id);
    await openAllWeek(server, hired.token, second.id);
    const date = taipeiDateIn(5);
    const slotAt = async (serviceId: number) => {
      const res = await server.api(`/service_reserves/slots/${serviceId}.json?from=${date}&to=${date}`);
      return (res.body.slots as { begin_time: string; is_available: 0 | 1 }[]).find((s) => s.begin_time === utcOfTaipei(date, '12:00'));
    };
    expect(await slotAt(second.id)).toMatchObject({ is_available: 1 });
    expect((await act(consumer.token, 'hired', hiredBid, { date, time: '14:00' })).status).toBe(200);
    expect(await slotAt(hired.service.id)).toMatchObject({ is_available: 0 });
    expect(await slotAt(second.id)).toMatchObject({ is_available: 0 });
    // Someone else booking the pro's other service at that time is refused.
    const someone = await createConsumer(server.db);
    await server.db.updateTable('quote_service_categories').set({ is_direct_reserve_on: true }).where('quote_service_id', '=', second.id).execute();
    const taken = await server.api('/service_reserves/add.json', { method: 'POST', token: someone.token, json: { quote_service_id: second.id, begin_time: utcOfTaipei(date, '12:00') } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(ErrorText.ActionNotAllowed);
  });

  it('tells the pros who quoted when the consumer changes the request, and logs the change once', async () => {
    const { consumer, request, hired, other } = await quotedByTwo();
    const res = await server.api('/quote_requests/edit.json', { method: 'POST', token: consumer.token, json: { id: request.id, description: '改成兩台都要清洗', address: '大安區新生南路三段 1 號' } });
    expect(res.status).toBe(200);
    expect(res.body.quote_request).toMatchObject({ description: '改成兩台都要清洗', address: '大安區新生南路三段 1 號' });
    for (const pro of [hired, other]) {
      expect((await notifications(pro.user.id)).filter((n) => n.type === 'request_changed')).toEqual([expect.objectContaining({ quote_request_id: request.id })]);
    }
  });

  it('shows the request’s creation once on its timeline, and not the consumer’s own views', async () => {
    const { consumer, request, hiredBid } = await quotedByTwo();
    expect((await act(consumer.token, 'read', hiredBid)).status).toBe(200);
    const rows = await server.db.selectFrom('activities').select('type').where('quote_request_id', '=', request.id).where('type', '=', 'create').execute();
    expect(rows.length).toBeGreaterThan(1);
    const timeline = (await detail(consumer.token, request.id)).activities;
    expect(timeline.filter((a) => a.type === 'create')).toHaveLength(1);
    expect(timeline.filter((a) => a.type === 'view')).toHaveLength(0);
    expect(timeline.filter((a) => a.type === 'providedquote')).toHaveLength(2);
  });
});
