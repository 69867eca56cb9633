import type { SmsMessage } from './messaging';

export interface TwilioVoiceOptions {
  /** The account (AC...) and its auth token: HTTP Basic credentials of the REST API. */
  accountSid: string;
  authToken: string;
  /** The caller id: a Twilio number of the account, E.164 (+886...). */
  from: string;
  /** https://api.twilio.com, or a local fake in tests. */
  baseUrl: string;
  /** The text-to-speech voice and its language (Mandarin as spoken in Taiwan by default). */
  voice: string;
  language: string;
}

/** Twilio refused or failed the call; `code` is its error code when it gave one (e.g. 21211, a bad number). */
export class TwilioVoiceError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'TwilioVoiceError';
  }
}

const TIMEOUT_MS = 15_000;
/** The code is read twice in the text already; the call says it all once more for who missed it. */
const LOOPS = '2';
/** Rings long enough to reach a phone in a pocket, not so long that the code would expire first. */
const RING_SECONDS = '40';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** The TwiML the call runs when answered: the text read aloud in the configured voice. */
export function sayTwiml(text: string, voice: string, language: string): string {
  return `<Response><Say voice="${escapeXml(voice)}" language="${escapeXml(language)}" loop="${LOOPS}">${escapeXml(text)}</Say></Response>`;
}

/**
 * Voice codes through Twilio's Programmable Voice REST API (2010-04-01): one outbound call per
 * code (`POST /Accounts/{sid}/Calls.json`, form-encoded, the TwiML inline), which reads the
 * code's text aloud in Mandarin.
 */
export class TwilioVoiceCaller {
  constructor(private readonly options: TwilioVoiceOptions) {}

  /** Places the call; resolves with the call's sid once Twilio has queued it. */
  async call({ to, text }: Pick<SmsMessage, 'to' | 'text'>): Promise<string> {
    const { accountSid, authToken, from, baseUrl, voice, language } = this.options;
    const form = new URLSearchParams({ To: to, From: from, Twiml: sayTwiml(text, voice, language), Timeout: RING_SECONDS });
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Calls.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { sid?: unknown; status?: unknown; code?: unknown; message?: unknown } | null;
    if (!response.ok) {
      const code = typeof answer?.code === 'number' ? answer.code : undefined;
      throw new TwilioVoiceError(`Twilio refused the call (HTTP ${response.status}${code ? `, ${code}` : ''}): ${String(answer?.message ?? '').slice(0, 200)}`, code);
    }
    if (typeof answer?.sid !== 'string' || answer.status === 'failed' || answer.status === 'canceled') {
      throw new TwilioVoiceError(`Twilio did not queue the call (status ${String(answer?.status)})`);
    }
    return answer.sid;
  }
}
