import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { book, openAllWeek, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';
import { type CategoryWithFields, createProWithService, findCategory, findPlace, postMessage, quotedConversation } from '../../test/factories';
import { MessageMailer } from './message-mailer';

const MASKED = '王○○';
const FULL = '王小明';
const MINUTE = 60_000;

/**
 * One rule for the consumer's name as a pro sees it: masked until the consumer hires him, full
 * after, in every place the pro meets the consumer.
 */
describe.each(ENGINES)("the consumer's name as the pro sees it on %s", (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let mailer: MessageMailer;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
    mailer = new MessageMailer({ db: server.db, messaging: server.app.messaging, publicUrl: server.config.publicUrl, log: server.app.log });
  });
  afterAll(() => server.close());

  /** Every name of the consumer the pro can read: lead, work list, conversation, inbox, bookings. */
  async function namesSeenByPro(proToken: string, bidId: number) {
    const lead = await server.api(`/quote_bids/view/${bidId}.json`, { token: proToken });
    const works = await server.api('/quote_bids/index/type:myworks/page:1.json', { token: proToken });
    const conversation = await server.api(`/messages/get_conversation/${bidId}.json`, { token: proToken });
    const inbox = await server.api('/messages/inbox/page:1.json', { token: proToken });
    const bookings = await server.api('/service_reserves/index.json', { token: proToken });
    const work = (works.body.quote_bids as { id: number; QuoteRequest: { consumer_name: string } }[]).find((w) => w.id === bidId);
    const thread = (inbox.body.conversations as { quote_bid_id: number; other_user: { full_name: string } }[]).find((c) => c.quote_bid_id === bidId);
    return {
      lead: (lead.body.quote_bid as { QuoteRequest: { consumer_name: string } }).QuoteRequest.consumer_name,
      work: work?.QuoteRequest.consumer_name,
      conversation: (conversation.body.other_user as { full_name: string }).full_name,
      inbox: thread?.other_user.full_name,
      booking: (bookings.body.service_reserves as { consumer_name: string }[])[0]?.consumer_name,
    };
  }
  const everywhere = (name: string) => ({ lead: name, work: name, conversation: name, inbox: name, booking: name });

  it('masks the name everywhere before the hire, also after a self_hire, and shows it in full once the consumer hires', async () => {
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    await openAllWeek(server, pro.token, pro.service.id);
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(3), '12:00') })).status).toBe(200);
    expect((await postMessage(server, consumer.token, bidId, '請問週六可以來嗎？')).status).toBe(200);
    expect(await namesSeenByPro(pro.token, bidId)).toEqual(everywhere(MASKED));

    // The pro reporting a hire himself does not unmask the consumer.
    expect((await server.api(`/quote_bids/change_status/self_hire/${bidId}.json`, { method: 'POST', token: pro.token })).status).toBe(200);
    expect(await namesSeenByPro(pro.token, bidId)).toEqual(everywhere(MASKED));
    const calendar = await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(-1)}&to=${taipeiDateIn(6)}`, { token: pro.token });
    expect((calendar.body.hires as { consumer_name: string }[]).map((h) => h.consumer_name)).toEqual([MASKED]);

    // The consumer's own hire (here confirming the reported one) shows the full name.
    const hired = await server.api(`/quote_bids/change_status/hired/${bidId}.json`, { method: 'POST', token: consumer.token, json: { date: taipeiDateIn(1), time: '10:00' } });
    expect(hired.status).toBe(200);
    expect(await namesSeenByPro(pro.token, bidId)).toEqual(everywhere(FULL));

    // Undoing the hire masks it again.
    expect((await server.api(`/quote_bids/change_status/undo_hire/${bidId}.json`, { method: 'POST', token: consumer.token })).status).toBe(200);
    expect(await namesSeenByPro(pro.token, bidId)).toEqual(everywhere(MASKED));
  });

  it('masks the name in the new-message e-mail to the pro until the hire', async () => {
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    const mails = () =>
      server.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', pro.user.email!).where('subject', 'like', '%新訊息%').orderBy('id').execute();
    expect((await postMessage(server, consumer.token, bidId, '在嗎？')).status).toBe(200);
    await mailer.sweep(new Date(Date.now() + 5 * MINUTE));
    const [before] = await mails();
    expect(before?.subject).toContain(MASKED);
    expect(`${before?.subject}${before?.body}`).not.toContain(FULL);

    const hired = await server.api(`/quote_bids/change_status/hired/${bidId}.json`, { method: 'POST', token: consumer.token, json: { date: taipeiDateIn(1), time: '10:00' } });
    expect(hired.status).toBe(200);
    expect((await postMessage(server, consumer.token, bidId, '那就麻煩您了')).status).toBe(200);
    await mailer.sweep(new Date(Date.now() + 30 * MINUTE));
    expect((await mails())[1]?.subject).toContain(FULL);
  });

  it('masks the consumer in the job center, where the pro has no lead yet', async () => {
    await quotedConversation(server, aircon, cityId);
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    const outsider = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: far.cityId, districtId: null }] });
    const jobs = await server.api('/new/v1/quote_requests/job_center/page:1.json', { token: outsider.token });
    const names = (jobs.body.quote_requests as { consumer_name: string }[]).map((r) => r.consumer_name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.endsWith('○○'))).toBe(true);
  });
});
