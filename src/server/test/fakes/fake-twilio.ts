import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioCallRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/**
 * Tests only. A local stand-in for Twilio's REST API 2010-04-01, the Calls resource: it checks the
 * Basic credentials and the form as Twilio does and answers in its JSON (201 with the queued call,
 * or an error object with Twilio's code, message and status).
 */
export class FakeTwilio {
  readonly received: TwilioCallRequest[] = [];
  /** The next answer; by default a queued call, or Twilio's errors. */
  answer: ((form: URLSearchParams) => { status: number; body: unknown }) | undefined;
  private server: Server | undefined;
  private calls = 0;

  constructor(
    readonly accountSid = 'AC0123456789abcdef0123456789abcdef',
    readonly authToken = 'twilio-auth-token',
  ) {}

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const form = new URLSearchParams(await readBody(req));
      this.received.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization ?? '', contentType: req.headers['content-type'] ?? '', form });
      const { status, body } = this.answer?.(form) ?? this.defaultAnswer(req, form);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private defaultAnswer(req: IncomingMessage, form: URLSearchParams): { status: number; body: unknown } {
    const path = `/2010-04-01/Accounts/${this.accountSid}/Calls.json`;
    if (req.method !== 'POST' || req.url !== path) return { status: 404, body: error(20404, 'The requested resource was not found', 404) };
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return { status: 401, body: error(20003, 'Authenticate', 401) };
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return { status: 400, body: error(21211, `The 'To' number ${to} is not a valid phone number.`, 400) };
    if (!form.get('From')) return { status: 400, body: error(21603, "A 'From' phone number is required.", 400) };
    if (!form.get('Twiml') && !form.get('Url') && !form.get('ApplicationSid')) return { status: 400, body: error(21205, 'Url parameter is required.', 400) };
    this.calls += 1;
    const sid = `CA${String(this.calls).padStart(32, '0')}`;
    return {
      status: 201,
      body: { sid, account_sid: this.accountSid, to, from: form.get('From'), status: 'queued', direction: 'outbound-api', uri: `/2010-04-01/Accounts/${this.accountSid}/Calls/${sid}.json` },
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

function error(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
