import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_REMINDER_MINUTES, VoiceAppointmentStatus } from '../../../domain/calls/voice-appointment';
import { taipeiDateKey, toUtcString } from '../../../domain/time';
import { createSignedInUser, findCategory, findPlace, quotedConversation } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';

const ENV = { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' };
const HOUR = 3_600_000;
type Appointment = { id: number; status: number; scheduled_at: string; is_proposer: number; cancelled_by_me: number; cancel_reason: string; other_name: string };

describe.each(ENGINES)('voice appointments on %s', (engine) => {
  let server: TestServer;
  let offset = 0;
  /** A whole-minute UTC time some hours ahead, apart from every other test's. */
  const later = (hours = 0) => {
    offset += 3;
    const at = new Date(Date.now() + (24 + offset + hours) * HOUR);
    at.setUTCSeconds(0, 0);
    return at;
  };
  const conversation = async (pro?: Awaited<ReturnType<typeof quotedConversation>>['pro']) => {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    return quotedConversation(server, aircon, cityId, pro ? { pro } : {});
  };
  const call = (token: string | undefined, path: string, json?: Record<string, unknown>) =>
    server.api(path, { method: json ? 'POST' : 'GET', ...(token ? { token } : {}), ...(json ? { json } : {}) });
  const propose = (token: string, bidId: number, at: Date, note?: string) => call(token, `/voice_appointments/add/${bidId}.json`, { scheduled_at: toUtcString(at), ...(note ? { note } : {}) });
  const entries = (bidId: number) => server.db.selectFrom('messages').select(['body', 'sender_id']).where('quote_bid_id', '=', bidId).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: ENV });
  });
  afterAll(() => server.close());

  it('is proposed by one side and accepted by the other, each step an entry of the conversation, and shows in both calendars', async () => {
    const { consumer, pro, bidId } = await conversation();
    const at = later();
    const proposed = await propose(consumer.token, bidId, at, '晚上比較方便');
    expect(proposed.status).toBe(200);
    const mine = proposed.body.voice_appointment as Appointment;
    expect(mine).toMatchObject({ status: VoiceAppointmentStatus.Proposed, scheduled_at: toUtcString(at), is_proposer: 1 });

    // The proposer cannot accept her own proposal; the pro can.
    expect((await call(consumer.token, `/voice_appointments/accept/${mine.id}.json`, {})).status).toBe(409);
    const accepted = await call(pro.token, `/voice_appointments/accept/${mine.id}.json`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.voice_appointment).toMatchObject({ status: VoiceAppointmentStatus.Accepted, is_proposer: 0 });
    expect((await call(pro.token, `/voice_appointments/accept/${mine.id}.json`, {})).status).toBe(409);

    const texts = (await entries(bidId)).map((e) => e.body);
    expect(texts.some((t) => t.startsWith('提議語音通話時間：') && t.endsWith('晚上比較方便'))).toBe(true);
    expect(texts.some((t) => t.startsWith('已接受語音通話預約：'))).toBe(true);

    // Both sides' lists, and the pro's calendar of the service the quote is from.
    for (const token of [consumer.token, pro.token]) {
      const list = await call(token, '/voice_appointments/index.json');
      expect((list.body.voice_appointments as Appointment[]).map((a) => a.id)).toContain(mine.id);
    }
    const day = taipeiDateKey(at);
    const calendar = await call(pro.token, `/calendar/${pro.service.id}.json?from=${day}&to=${day}`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.voice_appointments).toEqual([expect.objectContaining({ id: mine.id, status: VoiceAppointmentStatus.Accepted, scheduled_at: toUtcString(at) })]);
  });

  it('shows only to the two parties, and lets nobody else act on it', async () => {
    const { consumer, pro, bidId } = await conversation();
    const outsider = await createSignedInUser(server.db);
    expect((await propose(outsider.token, bidId, later())).status).toBe(404);
    const made = (await propose(pro.token, bidId, later())).body.voice_appointment as Appointment;
    for (const action of ['accept', 'decline', 'cancel']) {
      const res = await call(outsider.token, `/voice_appointments/${action}/${made.id}.json`, {});
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'Error', message: '找不到這個語音通話預約。' });
      expect((await call(undefined, `/voice_appointments/${action}/${made.id}.json`, {})).status).toBe(403);
    }
    expect((await call(outsider.token, `/voice_appointments/index/${bidId}.json`)).status).toBe(404);
    expect((await call(outsider.token, '/voice_appointments/index.json')).body.voice_appointments).toEqual([]);
    const seen = await call(consumer.token, `/voice_appointments/index/${bidId}.json`);
    expect(seen.body.voice_appointments).toEqual([expect.objectContaining({ id: made.id, status: VoiceAppointmentStatus.Proposed, is_proposer: 0 })]);
  });

  it('refuses a time past or too far ahead, a second open proposal, and a time over another appointment of the pro', async () => {
    const { consumer, pro, bidId } = await conversation();
    const past = await propose(consumer.token, bidId, new Date(Date.now() - HOUR));
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('通話時間必須在現在之後');
    expect((await propose(consumer.token, bidId, new Date(Date.now() + 90 * 24 * HOUR))).status).toBe(400);

    const at = later();
    const first = (await propose(consumer.token, bidId, at)).body.voice_appointment as Appointment;
    const second = await propose(pro.token, bidId, later());
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('等待回覆');
    // Declined: no longer open, so a new proposal may be made.
    expect((await call(pro.token, `/voice_appointments/decline/${first.id}.json`, {})).body.voice_appointment).toMatchObject({ status: VoiceAppointmentStatus.Declined });
    const again = (await propose(pro.token, bidId, at)).body.voice_appointment as Appointment;
    expect((await call(consumer.token, `/voice_appointments/accept/${again.id}.json`, {})).status).toBe(200);

    // Another consumer of the same pro cannot take a time within half an hour of it.
    const other = await conversation(pro);
    const overlap = await propose(other.consumer.token, other.bidId, new Date(at.getTime() + 20 * 60_000));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toContain('其他語音通話預約');
    expect((await propose(other.consumer.token, other.bidId, new Date(at.getTime() + 30 * 60_000))).status).toBe(200);
  });

  it('is cancelled by either side with a reason, and then neither can act on it', async () => {
    const { consumer, pro, bidId } = await conversation();
    const made = (await propose(pro.token, bidId, later())).body.voice_appointment as Appointment;
    await call(consumer.token, `/voice_appointments/accept/${made.id}.json`, {});
    const cancelled = await call(consumer.token, `/voice_appointments/cancel/${made.id}.json`, { cancel_reason: '臨時有事' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.voice_appointment).toMatchObject({ status: VoiceAppointmentStatus.Cancelled, cancel_reason: '臨時有事', cancelled_by_me: 1 });
    const seenByPro = (await call(pro.token, `/voice_appointments/index/${bidId}.json`)).body.voice_appointments as Appointment[];
    expect(seenByPro[0]).toMatchObject({ status: VoiceAppointmentStatus.Cancelled, cancelled_by_me: 0, cancel_reason: '臨時有事' });
    expect((await call(pro.token, `/voice_appointments/cancel/${made.id}.json`, {})).status).toBe(409);
    expect((await entries(bidId)).at(-1)).toMatchObject({ sender_id: consumer.user.id, body: expect.stringMatching(/^已取消語音通話預約：.*（原因：臨時有事）$/) });
    expect((await call(pro.token, '/voice_appointments/index.json')).body.voice_appointments).toEqual([]);
  });

  it('reminds both parties once, shortly before an accepted appointment', async () => {
    const { consumer, pro, bidId } = await conversation();
    const at = later();
    const made = (await propose(consumer.token, bidId, at)).body.voice_appointment as Appointment;
    const notices = () =>
      server.db.selectFrom('notifications').select(['user_id', 'type', 'dedupe_key']).where('quote_bid_id', '=', bidId).where('type', '=', 'voice_appointment').orderBy('user_id').execute();
    const runAt = (before: number) => server.app.jobs.runOnce('voice-appointment-reminders', new Date(at.getTime() - before * 60_000));
    // Not accepted yet: no reminder.
    expect(await runAt(APPOINTMENT_REMINDER_MINUTES - 1)).toBe('ran');
    expect(await notices()).toEqual([]);
    await call(pro.token, `/voice_appointments/accept/${made.id}.json`, {});
    expect(await runAt(APPOINTMENT_REMINDER_MINUTES + 5)).toBe('ran');
    expect(await notices()).toEqual([]);
    expect(await runAt(APPOINTMENT_REMINDER_MINUTES - 1)).toBe('ran');
    expect(await runAt(APPOINTMENT_REMINDER_MINUTES - 2)).toBe('ran');
    const expected = [consumer.user.id, pro.user.id].sort((a, b) => a - b).map((id) => ({ user_id: id, type: 'voice_appointment', dedupe_key: `va:${made.id}:reminder:${id}` }));
    expect(await notices()).toEqual(expected);
    const mails = await server.db.selectFrom('outbox_messages').select('recipient').where('subject', 'like', '%語音通話預約即將開始%').where('recipient', 'in', [consumer.user.email!, pro.user.email!]).execute();
    expect(mails.map((m) => m.recipient).sort()).toEqual([consumer.user.email, pro.user.email].sort());
  });
});
