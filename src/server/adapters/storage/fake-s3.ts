import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256, or HMAC-SHA-256 with a secret, in the shape the signer asks for. */
class Sha256 {
  private hash;
  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }
  reset(): void {
    this.hash = this.fresh();
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}

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
        void this.handle(req, Buffer.concat(chunks)).then((answer) => {
          res.writeHead(answer.status, answer.headers);
          res.end(req.method === 'HEAD' ? undefined : answer.body);
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body?: Buffer | string }> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== this.account.bucket) return this.error(404, 'NoSuchBucket');
    // As a bucket policy that makes every object public except those under private/.
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const refusal = isRead && !key.startsWith('private/') ? undefined : await this.checkSignature(req, url, body);
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

  /** The signature S3 would compute over what arrived, with the account's secret. */
  private async checkSignature(req: IncomingMessage, url: URL, body: Buffer): Promise<string | undefined> {
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
    const query: Record<string, string[]> = {};
    for (const name of new Set(url.searchParams.keys())) query[name] = url.searchParams.getAll(name);
    const { accessKeyId: id, secretAccessKey, region: own } = this.account;
    // S3 signs the path as sent (no second encoding, no normalising).
    const signer = new SignatureV4({ service: 's3', region: own, credentials: { accessKeyId: id, secretAccessKey }, sha256: Sha256, uriEscapePath: false });
    const request = { method: req.method ?? '', protocol: 'http:', hostname: 'fake', path: (req.url ?? '/').split('?')[0]!, query, headers };
    const signed = await signer.sign(request, { signingDate: new Date(when), signableHeaders: new Set(names) });
    const expected = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization))?.[1];
    return expected === given ? undefined : 'SignatureDoesNotMatch';
  }

  private error(status: number, code: string) {
    if (status === 403) this.refusals.push(code);
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;
    return { status, headers: { 'content-type': 'application/xml' }, body: xml };
  }
}
