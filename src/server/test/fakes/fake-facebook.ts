import { createHmac, randomBytes } from 'node:crypto';
import { FakeHttpServer } from './fake-http';

interface FacebookToken {
  appId: string;
  userId: string;
  valid: boolean;
  profile: { name: string; first_name?: string; last_name?: string; email?: string };
}

/**
 * Tests only. The Graph API's /debug_token (with the app token `{app_id}|{app_secret}`) and
 * /me (with appsecret_proof), under a versioned path like the real one.
 */
export class FakeFacebook {
  readonly appId = '1234567890123456';
  readonly appSecret = 'fb-app-secret-0123456789abcdef';
  readonly version = 'v19.0';
  private readonly tokens = new Map<string, FacebookToken>();
  private readonly http = new FakeHttpServer(async (req, url) => {
    if (req.method !== 'GET') return { status: 404, json: {} };
    if (url.pathname === `/${this.version}/debug_token`) return this.debugToken(url.searchParams);
    if (url.pathname === `/${this.version}/me`) return this.me(url.searchParams);
    return { status: 404, json: { error: { message: 'Unknown path', type: 'GraphMethodException', code: 100 } } };
  });

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  get env(): Record<string, string> {
    return { FACEBOOK_APP_ID: this.appId, FACEBOOK_APP_SECRET: this.appSecret, FACEBOOK_GRAPH_URL: `${this.http.baseUrl}/${this.version}` };
  }

  /** A user access token; `appId` another app's id, `valid` false for an expired or revoked one. */
  issueToken(userId: string, options: Partial<Omit<FacebookToken, 'userId'>> = {}): string {
    const token = `EAA${randomBytes(24).toString('hex')}`;
    this.tokens.set(token, {
      appId: options.appId ?? this.appId,
      userId,
      valid: options.valid ?? true,
      profile: options.profile ?? { name: '林 美玲', first_name: '美玲', last_name: '林', email: `fb${userId}@example.com` },
    });
    return token;
  }

  private oauthError(message: string) {
    return { status: 400, json: { error: { message, type: 'OAuthException', code: 190 } } };
  }

  private debugToken(query: URLSearchParams) {
    if (query.get('access_token') !== `${this.appId}|${this.appSecret}`) return this.oauthError('Invalid OAuth access token signature.');
    const token = this.tokens.get(query.get('input_token') ?? '');
    if (!token) return { status: 200, json: { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } } };
    const now = Math.floor(Date.now() / 1000);
    return {
      status: 200,
      json: {
        data: {
          app_id: token.appId,
          type: 'USER',
          application: '好幫手',
          data_access_expires_at: now + 7_776_000,
          expires_at: token.valid ? now + 5_184_000 : now - 60,
          is_valid: token.valid,
          scopes: ['email', 'public_profile'],
          user_id: token.userId,
        },
      },
    };
  }

  private me(query: URLSearchParams) {
    const accessToken = query.get('access_token') ?? '';
    const token = this.tokens.get(accessToken);
    if (!token?.valid) return this.oauthError('Error validating access token.');
    const proof = createHmac('sha256', this.appSecret).update(accessToken).digest('hex');
    if (query.get('appsecret_proof') !== proof) return this.oauthError('Invalid appsecret_proof provided in the API argument');
    const fields = (query.get('fields') ?? 'id,name').split(',');
    const record: Record<string, string | undefined> = { id: token.userId, ...token.profile };
    return { status: 200, json: Object.fromEntries(fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]])) };
  }

  /** Makes a token invalid from now on (the user logged out of Facebook). */
  revoke(token: string): void {
    const entry = this.tokens.get(token);
    if (entry) entry.valid = false;
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
