import { z } from 'zod';
import { iceServersEnvSchema } from '../../domain/calls/ice-servers';
import { DEFAULT_REQUEST_MAX_QUOTES, DEFAULT_WELCOME_CREDIT } from '../../domain/wallet/fees';
import { SAFETY_PAYMENT_AUTO_RELEASE_DAYS_DEFAULT } from '../../domain/safety-payments/limits';
import { SHOP_ORDER_APPLICATION_HOURS_DEFAULT } from '../../domain/shop/shop-order-status';
import { booleanFromEnv, dataKeyMessage, isDataKey, optionalText } from './env-values';

const PKCS8_PEM = /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/;

/** Every environment variable the server reads, each checked on its own (env-rules.ts checks them together). */
export const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // At least 2: a running background job holds one connection for its lock.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  API_KEY: z.string().min(8).optional(),
  // Keys the one-time codes' HMAC and the signed device cookie; a database copy alone yields neither.
  AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, 'must start with / and not end with /')
    .default('/api'),
  // Unset: this machine at PORT, so a server on any port links (and shows) its own pictures.
  PUBLIC_URL: z.url().optional(),
  ECPAY_MERCHANT_ID: optionalText,
  ECPAY_HASH_KEY: optionalText,
  ECPAY_HASH_IV: optionalText,
  ECPAY_BASE_URL: z.url().default('https://payment.ecpay.com.tw'),
  // E-invoices (0077): off (none issued, a note on each purchase), sandbox (ECPay's e-invoice format against the in-process fake) or ecpay.
  EINVOICE_PROVIDER: z.enum(['off', 'sandbox', 'ecpay']).default('off'),
  EINVOICE_MERCHANT_ID: optionalText,
  EINVOICE_HASH_KEY: optionalText,
  EINVOICE_HASH_IV: optionalText,
  EINVOICE_BASE_URL: z.url().default('https://einvoice.ecpay.com.tw'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FILE: z.string().min(1).optional(),
  // Which proxies' X-Forwarded-For to believe: addresses or CIDRs (comma-separated), the
  // names loopback / linklocal / uniquelocal, or true for any (never in production: anyone could
  // then choose the address the per-IP limits count). Behind a load balancer, list its addresses.
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine((v) => v === 'true' || v === 'false' || /^[0-9A-Za-z.:/_,\s-]+$/.test(v), '必須是 true、false、位址或 CIDR（以逗號分隔）'),
  ANALYTICS_URL: z.url().optional(),
  // Third-party integrations of spec section 1, each off while its id is unset.
  GTM_ID: optionalText.pipe(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX').optional()),
  CHAT_WIDGET_ID: optionalText.pipe(z.string().regex(/^[a-f0-9]{24}\/[a-z0-9]{6,12}$/i, 'must be a Tawk.to property/widget pair, e.g. 5f1a.../1e2b3c4d5').optional()),
  HELP_WIDGET_KEY: optionalText.pipe(z.string().regex(/^[a-f0-9-]{36}$/i, 'must be a Zendesk widget key (a UUID)').optional()),
  HEATMAP_ID: optionalText.pipe(z.string().regex(/^\d{4,10}$/, 'must be a Hotjar site id (digits)').optional()),
  // The build running, logged with every client error report (defaults to the package version).
  RELEASE: optionalText.pipe(z.string().regex(/^[A-Za-z0-9._+-]{1,64}$/, 'letters, digits and . _ + - only').optional()),
  CONTENT_SITE_URL: z.url().optional(),
  // The mobile apps' store pages; with none set there is no download page and no app banner.
  APP_STORE_URL: z.url().optional(),
  PLAY_STORE_URL: z.url().optional(),
  PRO_APP_STORE_URL: z.url().optional(),
  PRO_PLAY_STORE_URL: z.url().optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  // A JSON file listing the partner channels (docs/partners.md); unset: no partner sign-in.
  PARTNERS_FILE: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:pass@host:587 or smtps://...').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'every8d']).optional(),
  EVERY8D_UID: z.string().min(1).optional(),
  EVERY8D_PWD: z.string().min(1).optional(),
  EVERY8D_URL: z.url().default('https://api.e8d.tw'),
  ALLOW_OUTBOX_IN_PRODUCTION: booleanFromEnv.default(false),
  // Risk checks at login through SEON's Fraud API; off while SEON_API_KEY is unset.
  SEON_API_KEY: optionalText,
  SEON_BASE_URL: z.url().default('https://api.seon.io'),
  SEON_STEP_UP_SCORE: z.coerce.number().min(0).default(40),
  SEON_REFUSE_SCORE: z.coerce.number().min(0).default(80),
  // SEON's browser agent (agent.umd.js): loaded by the login form to send its device payload as seon_session; off while unset.
  SEON_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address of SEON\'s JavaScript agent' }).optional(),
  // Voice codes (/users/verify/voice/preauth.json): Twilio's Calls API. Unset: the outbox in development, an SMS with EVERY8D.
  VOICE_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: optionalText.pipe(z.string().regex(/^AC[0-9a-f]{32}$/, 'must be the account SID (AC and 32 hex digits)').optional()),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a Twilio number in E.164 form, e.g. +886223456789').optional()),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  TWILIO_VOICE: z.string().min(1).default('Google.cmn-TW-Standard-A'),
  TWILIO_VOICE_LANGUAGE: z.string().min(2).default('cmn-TW'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_TEAM_ID: optionalText,
  APPLE_KEY_ID: optionalText,
  APPLE_PRIVATE_KEY: optionalText.refine((v) => v === undefined || PKCS8_PEM.test(v.replaceAll('\\n', '\n')), 'must be the PKCS#8 PEM of the .p8 key (-----BEGIN PRIVATE KEY-----)'),
  APPLE_REDIRECT_URI: z.url().optional(),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  MATCH_MAX_PROS: z.coerce.number().int().min(1).max(100).default(10),
  REQUEST_MAX_QUOTES: z.coerce.number().int().min(1).max(100).default(DEFAULT_REQUEST_MAX_QUOTES),
  WELCOME_CREDIT: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_WELCOME_CREDIT),
  // Safety payments: the platform's fee (percent of the amount, and a floor in NT$) and the days after the pro reports completion when held money is released.
  SAFETY_PAYMENT_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  SAFETY_PAYMENT_FEE_MIN: z.coerce.number().int().min(0).max(100_000).default(0),
  SAFETY_PAYMENT_AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(365).default(SAFETY_PAYMENT_AUTO_RELEASE_DAYS_DEFAULT),
  MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  // The STUN/TURN servers of voice calls, a JSON array of RTCIceServer; unset: none (docs/voice.md).
  WEBRTC_ICE_SERVERS: iceServersEnvSchema,
  // Hours a shop order's application (to complete or to cancel) waits for the other side before the system resolves it.
  SHOP_ORDER_APPLICATION_HOURS: z.coerce.number().int().min(1).max(8760).default(SHOP_ORDER_APPLICATION_HOURS_DEFAULT),
  // The map of the service editor's area step (MapLibre GL): a style JSON's address; unset: no map, the district list alone.
  MAP_STYLE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address of a MapLibre style JSON' }).optional(),
  // Origins the style's tiles, glyphs and sprites come from besides the style's own (comma-separated), allowed by the pages' CSP.
  MAP_EXTRA_ORIGINS: optionalText.refine(
    (v) => v === undefined || v.split(',').every((o) => /^https?:\/\/[^/\s]+\/?$/.test(o.trim())),
    'must be origins such as https://tiles.example.com, comma-separated (no path)',
  ),
  // Google's Geocoding API: the point of a request's and a service's street address; unset: the district's centre.
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_GEOCODING_URL: z.url().default('https://maps.googleapis.com'),
  // The booking server of the maps service (Reserve with Google): HTTP Basic credentials; off while unset.
  BOOKING_SERVER_USER: optionalText,
  BOOKING_SERVER_PASSWORD: optionalText,
  // Where the maps-service feeds (merchants, services, availability) are written for upload.
  BOOKING_FEEDS_DIR: z.string().min(1).default('./data/booking-feeds'),
  REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  REQUESTS_PER_IP_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  DEV_OUTBOX_PUBLIC: booleanFromEnv.default(false),
  JOBS_ENABLED: booleanFromEnv.default(true),
  // The OpenAPI document and its docs page: on by default, off in production unless set.
  OPENAPI_DOCS: booleanFromEnv.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).optional(),
  // sandbox: TapPay's wire format against the in-process fake; stripe-sandbox: Stripe's fake.
  CARD_PROVIDER: z.enum(['sandbox', 'stripe-sandbox', 'tappay', 'stripe']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
  TAPPAY_PARTNER_KEY: optionalText,
  TAPPAY_MERCHANT_ID: optionalText,
  TAPPAY_APP_ID: optionalText,
  TAPPAY_APP_KEY: optionalText,
  TAPPAY_BASE_URL: z.url().default('https://sandbox.tappaysdk.com'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
  CARD_ALLOW_FOREIGN: booleanFromEnv.default(false),
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as ap-northeast-1').default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.url().optional(),
  DATA_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isDataKey(v), dataKeyMessage),
  // Keys of earlier rotations, comma-separated: still read, never written.
  DATA_ENCRYPTION_KEYS_OLD: optionalText.refine((v) => v === undefined || v.split(',').every((k) => isDataKey(k.trim())), `each (comma-separated) ${dataKeyMessage}`),
  // Web push (VAPID): all three or none; without them no push is offered or sent.
  VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{80,90}$/.test(v), 'must be the public key in URL-safe base64 (npx web-push generate-vapid-keys)'),
  VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{40,45}$/.test(v), 'must be the private key in URL-safe base64 (npx web-push generate-vapid-keys)'),
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), 'must be a mailto: or https:// address'),
});

export type EnvValues = z.infer<typeof envFields>;
