import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests: it plays the browser vendor's endpoint and the browser. Each
 * subscription has its own P-256 key pair and auth secret, as a browser makes them. A POST is
 * accepted only in the real wire format: `Authorization: vapid t=<ES256 JWT>, k=<public key>`
 * with a valid signature, the endpoint's origin as `aud`, an `exp` within 24 hours and a
 * `sub`; `Content-Encoding: aes128gcm` and a TTL; and a body that decrypts (RFC 8291) with the
 * subscription's keys. Anything else is refused with 400/401 and recorded as a failure.
 */

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: number;
  subject: string;
  vapidKey: string;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  gone: boolean;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 decryption of a single-record aes128gcm body. */
export function decryptAes128gcm(body: Buffer, receiver: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(shared, receiver.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks a VAPID JWT (ES256) against the key it came with; returns its claims. */
function verifyVapid(token: string, publicKey: Buffer): Record<string, unknown> {
  const [header, claims, signature] = token.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') throw new Error('not ES256');
  if (publicKey.length !== 65 || publicKey[0] !== 4) throw new Error('not an uncompressed P-256 key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(publicKey.subarray(1, 33)), y: b64url(publicKey.subarray(33)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: { endpoint: string; reason: string }[] = [];
  private readonly subscribers = new Map<string, Subscriber>();
  private server: Server | undefined;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const endpoint = `${this.origin}${req.url ?? ''}`;
        const refuse = (status: number, reason: string) => {
          this.refused.push({ endpoint, reason });
          res.writeHead(status).end(reason);
        };
        const subscriber = this.subscribers.get(req.url ?? '');
        if (req.method !== 'POST' || !subscriber) return refuse(404, 'no such subscription');
        if (subscriber.gone) return refuse(410, 'subscription expired');
        if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'content-encoding must be aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL missing');
        const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
        if (!match) return refuse(401, 'Authorization must be vapid t=..., k=...');
        let claims: Record<string, unknown>;
        try {
          claims = verifyVapid(match[1]!, Buffer.from(match[2]!, 'base64url'));
        } catch (error) {
          return refuse(401, `VAPID: ${(error as Error).message}`);
        }
        const now = Math.floor(Date.now() / 1000);
        if (claims.aud !== this.origin) return refuse(401, `VAPID aud must be ${this.origin}`);
        if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) return refuse(401, 'VAPID exp out of range');
        if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return refuse(401, 'VAPID sub missing');
        let payload: string;
        try {
          payload = decryptAes128gcm(Buffer.concat(chunks), subscriber);
        } catch (error) {
          return refuse(400, `cannot decrypt: ${(error as Error).message}`);
        }
        this.received.push({ endpoint, payload, ttl, subject: claims.sub, vapidKey: match[2]! });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser subscription at this service (as PushSubscription.toJSON() gives it). */
  subscribe(): FakeSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(12).toString('hex')}`;
    this.subscribers.set(path, { ecdh, auth, gone: false });
    return { endpoint: `${this.origin}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
  }

  /** The browser dropped this subscription: the service answers 410 Gone from now on. */
  expire(endpoint: string): void {
    const subscriber = this.subscribers.get(new URL(endpoint).pathname);
    if (subscriber) subscriber.gone = true;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
