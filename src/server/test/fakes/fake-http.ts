import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export type Handler = (req: IncomingMessage, url: URL, body: string) => Promise<{ status: number; json: unknown }>;

/** Tests only. A JSON-speaking HTTP server on a random loopback port. */
export class FakeHttpServer {
  private server: Server | undefined;
  baseUrl = '';

  constructor(private readonly handler: Handler) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { status, json } = await this.handler(req, new URL(req.url ?? '/', this.baseUrl), Buffer.concat(chunks).toString('utf8'));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

/** Tests only. An RS256 signing key of an OpenID provider, published in its JWKS. */
export class FakeSigningKey {
  private constructor(
    readonly kid: string,
    private readonly privateKey: CryptoKey,
    readonly publicJwk: Record<string, unknown>,
  ) {}

  static async generate(kid: string): Promise<FakeSigningKey> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    return new FakeSigningKey(kid, privateKey, { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' });
  }

  /** A signed id_token with these claims (iat and exp default to now and an hour on). */
  sign(claims: JWTPayload, kid = this.kid): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iat: now, exp: now + 3600, ...claims }).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(this.privateKey);
  }
}
