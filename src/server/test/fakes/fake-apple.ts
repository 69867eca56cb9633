import { randomBytes } from 'node:crypto';
import { type CryptoKey, decodeProtectedHeader, exportPKCS8, generateKeyPair, type JWTPayload, jwtVerify } from 'jose';
import { FakeHttpServer, FakeSigningKey } from './fake-http';

export interface AppleTokenRequest {
  form: URLSearchParams;
  /** Why the client_secret was refused, or null when it was good. */
  secretProblem: string | null;
}

/**
 * Tests only. Sign in with Apple's server side: POST /auth/token checks the form and the
 * ES256 client_secret against the developer's public key, trades a one-time code for an
 * id_token signed with Apple's key, and /auth/keys publishes that key.
 */
export class FakeApple {
  readonly clientId = 'tw.example.haobangshou.web';
  readonly teamId = 'TEAM123456';
  readonly keyId = 'KEY7654321';
  readonly redirectUri = 'http://localhost:3000/login';
  readonly requests: AppleTokenRequest[] = [];
  /** The developer's .p8 key (PKCS#8 PEM), as downloaded from Apple. */
  privateKeyPem = '';
  private developerKey!: CryptoKey;
  private key!: FakeSigningKey;
  private stranger!: FakeSigningKey;
  private readonly codes = new Map<string, () => Promise<string>>();
  private readonly http = new FakeHttpServer(async (req, url, body) => {
    if (url.pathname === '/auth/keys' && req.method === 'GET') return { status: 200, json: { keys: [this.key.publicJwk] } };
    if (url.pathname === '/auth/token' && req.method === 'POST') return this.token(new URLSearchParams(body));
    return { status: 404, json: {} };
  });

  async start(): Promise<this> {
    const developer = await generateKeyPair('ES256', { extractable: true });
    this.privateKeyPem = await exportPKCS8(developer.privateKey);
    this.developerKey = developer.publicKey;
    this.key = await FakeSigningKey.generate('apple-key-1');
    this.stranger = await FakeSigningKey.generate('apple-key-1');
    await this.http.start();
    return this;
  }

  get env(): Record<string, string> {
    return {
      APPLE_CLIENT_ID: this.clientId,
      APPLE_TEAM_ID: this.teamId,
      APPLE_KEY_ID: this.keyId,
      APPLE_PRIVATE_KEY: this.privateKeyPem,
      APPLE_REDIRECT_URI: this.redirectUri,
      APPLE_TOKEN_URL: `${this.http.baseUrl}/auth/token`,
      APPLE_JWKS_URL: `${this.http.baseUrl}/auth/keys`,
    };
  }

  /** A one-time authorization code that yields an id_token for this person; `claims` overrides any claim. */
  issueCode(sub: string, claims: JWTPayload = {}, options: { forged?: boolean } = {}): string {
    const code = `c${randomBytes(16).toString('hex')}.0.rsza.${randomBytes(8).toString('hex')}`;
    const payload = {
      iss: 'https://appleid.apple.com',
      aud: this.clientId,
      sub,
      email: `${sub.replaceAll('.', '')}@privaterelay.appleid.com`,
      email_verified: 'true',
      is_private_email: 'true',
      auth_time: Math.floor(Date.now() / 1000),
      ...claims,
    };
    this.codes.set(code, () => (options.forged ? this.stranger : this.key).sign(payload));
    return code;
  }

  private async checkClientSecret(form: URLSearchParams): Promise<string | null> {
    const secret = form.get('client_secret') ?? '';
    try {
      const header = decodeProtectedHeader(secret);
      if (header.alg !== 'ES256' || header.kid !== this.keyId) return `header ${JSON.stringify(header)}`;
      const { payload } = await jwtVerify(secret, this.developerKey, {
        algorithms: ['ES256'],
        issuer: this.teamId,
        audience: 'https://appleid.apple.com',
        subject: form.get('client_id') ?? '',
        requiredClaims: ['iat', 'exp'],
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > 15_777_000) return 'expires more than six months after iat';
      return null;
    } catch (error) {
      return String(error);
    }
  }

  private async token(form: URLSearchParams): Promise<{ status: number; json: unknown }> {
    const secretProblem = await this.checkClientSecret(form);
    this.requests.push({ form, secretProblem });
    if (form.get('grant_type') !== 'authorization_code') return { status: 400, json: { error: 'unsupported_grant_type' } };
    if (secretProblem || form.get('client_id') !== this.clientId || form.get('redirect_uri') !== this.redirectUri) {
      return { status: 400, json: { error: 'invalid_client' } };
    }
    const issue = this.codes.get(form.get('code') ?? '');
    if (!issue) return { status: 400, json: { error: 'invalid_grant', error_description: 'The code has expired or has been revoked.' } };
    this.codes.delete(form.get('code') ?? '');
    return {
      status: 200,
      json: { access_token: 'a.apple.access', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r.apple.refresh', id_token: await issue() },
    };
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
