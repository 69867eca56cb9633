import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalRequest, sha256Hex, signature } from './sigv4';

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
}

/**
 * A local stand-in for S3's REST API (path-style PUT, GET, HEAD, DELETE of objects) that checks
 * every write's Signature V4 the way S3 does: the credential scope, the clock, the payload hash
 * and the signature over the canonical request rebuilt from what arrived on the wire. Reads are
 * public, as from a bucket behind a CDN, except under `private/`, which need a signature.
 * Errors answer S3's XML codes.
 */
export class FakeS3 {
  readonly objects = new Map<string, StoredObject>();
  /** Every refused request's S3 error code, for tests. */
  readonly refusals: string[] = [];
  private server: Server | undefined;

  constructor(private readonly account: { accessKeyId: string; secretAccessKey: string; region: string; bucket: string }) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = this.handle(req, Buffer.concat(chunks));
        res.writeHead(answer.status, answer.headers);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private handle(req: IncomingMessage, body: Buffer): { status: number; headers: Record<string, string>; body?: Buffer | string } {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== this.account.bucket) return this.error(404, 'NoSuchBucket');
    // As a bucket policy that makes every object public except those under private/.
    const refusal = req.method === 'GET' || req.method === 'HEAD' ? (key.startsWith('private/') ? this.checkSignature(req, url, body) : undefined) : this.checkSignature(req, url, body);
    if (refusal) return this.error(403, refusal);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const object = this.objects.get(key);
      if (!object) return this.error(404, 'NoSuchKey');
      const headers: Record<string, string> = { 'content-type': object.contentType, 'content-length': String(object.body.length), etag: `"${sha256Hex(object.body).slice(0, 32)}"` };
      if (object.cacheControl) headers['cache-control'] = object.cacheControl;
      return { status: 200, headers, body: object.body };
    }
    if (req.method === 'PUT') {
      if (req.headers['if-none-match'] === '*' && this.objects.has(key)) return this.error(412, 'PreconditionFailed');
      this.objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        cacheControl: req.headers['cache-control'] as string | undefined,
      });
      return { status: 200, headers: { etag: `"${sha256Hex(body).slice(0, 32)}"` } };
    }
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      return { status: 204, headers: {} };
    }
    return this.error(405, 'MethodNotAllowed');
  }

  private checkSignature(req: IncomingMessage, url: URL, body: Buffer): string | undefined {
    const match = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!match) return 'AccessDenied';
    const [, accessKeyId, day, region, signedHeaders, given] = match as unknown as [string, string, string, string, string, string];
    if (accessKeyId !== this.account.accessKeyId) return 'InvalidAccessKeyId';
    if (region !== this.account.region) return 'AuthorizationHeaderMalformed';
    const xAmzDate = String(req.headers['x-amz-date'] ?? '');
    const when = Date.parse(`${xAmzDate.slice(0, 4)}-${xAmzDate.slice(4, 6)}-${xAmzDate.slice(6, 8)}T${xAmzDate.slice(9, 11)}:${xAmzDate.slice(11, 13)}:${xAmzDate.slice(13, 15)}Z`);
    if (!/^\d{8}T\d{6}Z$/.test(xAmzDate) || xAmzDate.slice(0, 8) !== day || Math.abs(Date.now() - when) > MAX_SKEW_MS) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
    const headers: Record<string, string> = {};
    for (const name of names) {
      const value = req.headers[name];
      if (value === undefined) return 'SignatureDoesNotMatch';
      headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    const query = [...url.searchParams.entries()];
    const rawPath = (req.url ?? '/').split('?')[0]!;
    const { text } = canonicalRequest({ method: req.method ?? '', path: rawPath, query, headers, payloadHash });
    const expected = signature({ ...this.account, service: 's3' }, xAmzDate, text).signature;
    return expected === given ? undefined : 'SignatureDoesNotMatch';
  }

  private error(status: number, code: string) {
    if (status === 403) this.refusals.push(code);
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
    return { status, headers: { 'content-type': 'application/xml' }, body: xml };
  }
}
