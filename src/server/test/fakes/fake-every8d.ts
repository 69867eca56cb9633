import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Every8dRequest {
  method: string;
  path: string;
  contentType: string;
  form: URLSearchParams;
}

/**
 * Tests only. A local stand-in for EVERY8D's HTTP API 2.1: it reads the form exactly as the provider does
 * and answers in its plain-text format, a receipt or a negative error code.
 */
export class FakeEvery8d {
  readonly received: Every8dRequest[] = [];
  /** The next answer; by default a receipt computed like the provider's. */
  answer: ((form: URLSearchParams) => { status: number; body: string }) | undefined;
  private server: Server | undefined;

  constructor(
    readonly uid = 'haobangshou',
    readonly pwd = 's3cret',
  ) {}

  async start(): Promise<string> {
    this.server = createServer(async (req, res) => {
      const body = await readBody(req);
      const form = new URLSearchParams(body);
      this.received.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'] ?? '', form });
      const { status, body: answer } = this.answer?.(form) ?? this.defaultAnswer(req, form);
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(answer);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private defaultAnswer(req: IncomingMessage, form: URLSearchParams): { status: number; body: string } {
    if (req.method !== 'POST' || req.url !== '/API21/HTTP/sendSMS.ashx') return { status: 404, body: 'Not Found' };
    if (form.get('UID') !== this.uid || form.get('PWD') !== this.pwd) return { status: 200, body: '-27,帳號或密碼錯誤' };
    const numbers = (form.get('DEST') ?? '').split(',').filter(Boolean);
    if (!form.get('MSG') || numbers.length === 0) return { status: 200, body: '-4,參數錯誤' };
    return { status: 200, body: `98.00,${numbers.length},${numbers.length}.00,0,a1b2c3d4-0000-4000-8000-000000000001` };
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

