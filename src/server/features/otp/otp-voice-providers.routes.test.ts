// Voice codes with real providers configured: Twilio places the call (its Calls API, a local
// fake), EVERY8D texts the SMS (a local fake); with EVERY8D alone the code comes as an SMS and the
// pages tell the screens so. Nothing of it lands in the outbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeEvery8d } from '../../test/fakes/fake-every8d';
import { FakeTwilio } from '../../test/fakes/fake-twilio';
import { type CountedTestServer, ENGINES, startTestServer } from '../../test/harness';
import { newPhone } from './otp.test-support';

const TWILIO_FROM = '+886223456789';

describe.each(ENGINES)('voice codes through the providers on %s', (engine) => {
  const every8d = new FakeEvery8d();
  const twilio = new FakeTwilio();
  let withCalls: CountedTestServer;
  let smsOnly: CountedTestServer;

  beforeAll(async () => {
    const [every8dUrl, twilioUrl] = await Promise.all([every8d.start(), twilio.start()]);
    const sms = { SMS_PROVIDER: 'every8d', EVERY8D_UID: every8d.uid, EVERY8D_PWD: every8d.pwd, EVERY8D_URL: every8dUrl };
    const voice = { VOICE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM, TWILIO_BASE_URL: twilioUrl };
    [withCalls, smsOnly] = await Promise.all([startTestServer(engine, { env: { ...sms, ...voice } }), startTestServer(engine, { env: sms })]);
  });
  afterAll(async () => {
    await Promise.all([withCalls.close(), smsOnly.close(), every8d.close(), twilio.close()]);
  });
  beforeEach(() => {
    every8d.received.length = 0;
    twilio.received.length = 0;
  });

  const preauth = (server: CountedTestServer, path: string, phone: string) => server.api(path, { method: 'POST', form: { phone } });
  const outboxCount = async (server: CountedTestServer) => Number((await server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('calls through Twilio with the code read in Mandarin, and texts through EVERY8D on the SMS route', async () => {
    const phone = newPhone();
    expect((await preauth(withCalls, '/users/verify/voice/preauth.json', phone.local)).status).toBe(200);
    expect(twilio.received).toHaveLength(1);
    const call = twilio.received[0]!.form;
    expect(call.get('To')).toBe(phone.canonical);
    expect(call.get('From')).toBe(TWILIO_FROM);
    expect(call.get('Twiml')).toMatch(/^<Response><Say voice="Google\.cmn-TW-Standard-A" language="cmn-TW" loop="2">您好，這裡是好幫手。您的驗證碼是 \d、\d、\d、\d、\d、\d。再說一次/);
    expect(every8d.received).toHaveLength(0);
    const challenge = await withCalls.db.selectFrom('otp_challenges').select('channel').where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
    expect(challenge.channel).toBe('voice');

    const other = newPhone();
    expect((await preauth(withCalls, '/users/verify/phone/preauth.json', other.local)).status).toBe(200);
    expect(every8d.received.map((r) => r.form.get('DEST'))).toEqual([other.local]);
    expect(twilio.received).toHaveLength(1);
    expect(await outboxCount(withCalls)).toBe(0);
  });

  it('texts the ordinary SMS code when a call is asked for and no provider places calls', async () => {
    const phone = newPhone();
    expect((await preauth(smsOnly, '/users/verify/voice/preauth.json', phone.local)).status).toBe(200);
    expect(twilio.received).toHaveLength(0);
    expect(every8d.received).toHaveLength(1);
    expect(every8d.received[0]!.form.get('MSG')).toMatch(/^【好幫手】您的驗證碼為 \d{6}，10 分鐘內有效。/);
    const challenge = await smsOnly.db.selectFrom('otp_challenges').select('channel').where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
    expect(challenge.channel).toBe('sms');
    expect(await outboxCount(smsOnly)).toBe(0);
  });

  it('knows whether a call can be placed, which the pages hand the code screens', () => {
    expect(withCalls.app.messaging.voiceCodes).toBe(true);
    expect(smsOnly.app.messaging.voiceCodes).toBe(false);
  });
});
