import { describe, expect, it } from 'vitest';
import { FakeTwilio } from '../../test/fakes/fake-twilio';
import { useFake } from '../../test/fakes/use-fake';
import { sayTwiml, TwilioVoiceCaller, TwilioVoiceError } from './twilio-voice';

const TEXT = '您好，這裡是好幫手。您的驗證碼是 1、2、3、4、5、6。';

describe('TwilioVoiceCaller against a local fake of the Calls resource', () => {
  const fake = new FakeTwilio();
  const { baseUrl } = useFake(fake);

  const caller = (authToken = fake.authToken) =>
    new TwilioVoiceCaller({ accountSid: fake.accountSid, authToken, from: '+886223456789', baseUrl: `${baseUrl()}/`, voice: 'Google.cmn-TW-Standard-A', language: 'cmn-TW' });

  it('posts the call form with Basic credentials and the code read in Mandarin, and answers the call sid', async () => {
    const sid = await caller().call({ to: '+886912345678', text: TEXT });
    expect(sid).toMatch(/^CA[0-9a-f]{32}$/);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${fake.accountSid}/Calls.json` });
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${fake.accountSid}:${fake.authToken}`).toString('base64')}`);
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+886912345678',
      From: '+886223456789',
      Twiml: `<Response><Say voice="Google.cmn-TW-Standard-A" language="cmn-TW" loop="2">${TEXT}</Say></Response>`,
      Timeout: '40',
    });
  });

  it('escapes the text for the TwiML document', () => {
    expect(sayTwiml('A & B <c>', 'v"1', 'cmn-TW')).toBe('<Response><Say voice="v&quot;1" language="cmn-TW" loop="2">A &amp; B &lt;c&gt;</Say></Response>');
  });

  it("throws Twilio's error code when it refuses the credentials or the number", async () => {
    const refused = await caller('wrong').call({ to: '+886912345678', text: TEXT }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TwilioVoiceError);
    expect((refused as TwilioVoiceError).code).toBe(20003);
    const badNumber = await caller().call({ to: '0912', text: TEXT }).catch((e: unknown) => e);
    expect((badNumber as TwilioVoiceError).code).toBe(21211);
  });

  it('throws when the call was not queued', async () => {
    fake.answer = () => ({ status: 201, body: { sid: 'CA00000000000000000000000000000009', status: 'failed' } });
    await expect(caller().call({ to: '+886912345678', text: TEXT })).rejects.toThrow(/did not queue/);
  });
});
