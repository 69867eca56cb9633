import type { JWTPayload } from 'jose';
import { FakeHttpServer, FakeSigningKey } from './fake-http';

/** Tests only. Google's OpenID side: the JWKS at /oauth2/v3/certs and id_tokens signed with its key. */
export class FakeGoogle {
  readonly clientId = 'test-client.apps.googleusercontent.com';
  private key!: FakeSigningKey;
  /** A key Google never published, for tokens with a forged signature. */
  private stranger!: FakeSigningKey;
  private readonly http = new FakeHttpServer(async (_req, url) =>
    url.pathname === '/oauth2/v3/certs' ? { status: 200, json: { keys: [this.key.publicJwk] } } : { status: 404, json: {} },
  );

  async start(): Promise<this> {
    this.key = await FakeSigningKey.generate('google-key-1');
    this.stranger = await FakeSigningKey.generate('google-key-1');
    await this.http.start();
    return this;
  }

  /** The configuration that points the server at this fake. */
  get env(): Record<string, string> {
    return { GOOGLE_CLIENT_ID: this.clientId, GOOGLE_JWKS_URL: `${this.http.baseUrl}/oauth2/v3/certs` };
  }

  /** An id_token as Google issues it for this person; `claims` overrides any claim. */
  idToken(sub: string, claims: JWTPayload = {}, options: { forged?: boolean } = {}): Promise<string> {
    const payload = {
      iss: 'https://accounts.google.com',
      aud: this.clientId,
      azp: this.clientId,
      sub,
      email: `${sub}@gmail.example.com`,
      email_verified: true,
      name: '陳 大文',
      given_name: '大文',
      family_name: '陳',
      ...claims,
    };
    return (options.forged ? this.stranger : this.key).sign(payload);
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
