import type { PartnerConfig } from './partners';
import type { IceServer } from '../../domain/calls/ice-servers';
import type { AppStoreLinks } from '../../domain/apps/app-stores';
import type { IntegrationsConfig } from '../../domain/integrations/integrations';
import type { FeatureFlags } from '../../domain/flags/feature-flags';
import type { SafetyPaymentFeeConfig } from '../../domain/safety-payments/fees';

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The MapLibre style the service editor's map draws, and every origin it loads from (for the CSP). */
export interface MapConfig {
  styleUrl: string;
  /** The style's origin first, then MAP_EXTRA_ORIGINS. */
  origins: string[];
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  apiKey: string;
  /** AUTH_SECRET: keys one-time code hashes and device cookies (a fixed value outside production). */
  authSecret: string;
  apiPrefix: string;
  publicUrl: string;
  logLevel: string;
  logFile: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For sets request.ip (the IP limits count by it). */
  trustProxy: boolean | string;
  analyticsUrl: string | undefined;
  /** Tag manager, chat and help widgets and heatmap (GTM_ID, CHAT_WIDGET_ID, HELP_WIDGET_KEY, HEATMAP_ID); each off when unset. */
  integrations: IntegrationsConfig;
  /** RELEASE, else the package version: logged with client error reports. */
  release: string;
  /** An external site the footer's pages live on; unset: the product serves them (/content/...). */
  contentSiteUrl: string | undefined;
  /** The apps' store pages (APP_STORE_URL, PLAY_STORE_URL, PRO_APP_STORE_URL, PRO_PLAY_STORE_URL); all null: no download page or banner. */
  appStores: AppStoreLinks;
  /** Where the terms, privacy notice and help pages tell people to write; unset: they name 客服 without an address. */
  supportEmail: string | undefined;
  /** Risk checks at login (SEON's Fraud API); undefined when SEON_API_KEY is unset. */
  loginRisk: LoginRiskConfig | undefined;
  /** SEON's browser agent the login form loads (SEON_SCRIPT_URL); undefined when unset: no script, no seon_session. */
  seonScriptUrl: string | undefined;
  flags: FeatureFlags;
  /** Outgoing e-mail and SMS; unset senders fall back to the outbox. */
  messaging: MessagingConfig;
  /** Google, Apple and Facebook login; a provider is undefined when not configured or FEATURE_OAUTH is off. */
  social: SocialConfig;
  /** The partner channels of PARTNERS_FILE; undefined when unset (no partner sign-in). */
  partners: PartnerConfig[] | undefined;
  /** Matching requests to pros. */
  matching: MatchingConfig;
  /** Credit and quote fees. */
  wallet: WalletConfig;
  safetyPayments: SafetyPaymentsConfig;
  /** Messages a user may post a minute in one conversation (MESSAGES_PER_MINUTE, default 20); twice as many in all together. */
  messagesPerMinute: number;
  /** The STUN/TURN servers voice calls use (WEBRTC_ICE_SERVERS); empty: host candidates only. */
  iceServers: IceServer[];
  /** The area step's map (MAP_STYLE_URL, MAP_EXTRA_ORIGINS); undefined when MAP_STYLE_URL is unset: the district list alone. */
  map: MapConfig | undefined;
  /** Geocoding street addresses (GOOGLE_MAPS_API_KEY, GOOGLE_GEOCODING_URL); undefined when the key is unset: the district's centre. */
  geocoding: { apiKey: string; baseUrl: string } | undefined;
  /** Hours a shop order's application waits for the other side before the system resolves it (SHOP_ORDER_APPLICATION_HOURS, default 72). */
  shopOrderApplicationHours: number;
  /** The maps service's booking server: its Basic credentials (BOOKING_SERVER_USER, BOOKING_SERVER_PASSWORD); off (404) when unset. */
  bookingServer: { user: string; password: string } | undefined;
  /** Where the maps-service feeds are written for upload (BOOKING_FEEDS_DIR, default ./data/booking-feeds). */
  bookingFeedsDir: string;
  /**
   * Requests (new and copied) one account, and one phone number, may post a Taipei day
   * (REQUESTS_PER_DAY, default 10), and all accounts from one IP (REQUESTS_PER_IP_PER_DAY, default 100).
   */
  requestLimits: RequestLimitsConfig;
  /** Convenience-store codes and ATM accounts through ECPay. */
  ecpay: EcpayConfig;
  /** E-invoices issued for sales (EINVOICE_PROVIDER: off by default). */
  einvoice: EinvoiceConfig;
  /**
   * Whether start-up loads the demo marketplace (invented pros, requests, quotes, reviews and
   * the two demo accounts) once. SEED_DEMO_DATA; on for the embedded database, off for
   * PostgreSQL, and always off with NODE_ENV=production (the demo passwords are published).
   */
  seedDemoData: boolean;
  /** The development outbox answers any client, not only loopback (DEV_OUTBOX_PUBLIC, default false). */
  devOutboxPublic: boolean;
  /** Whether this copy runs the background jobs (JOBS_ENABLED, default true). */
  jobsEnabled: boolean;
  /** `{apiPrefix}/openapi.json` and `{apiPrefix}/docs` are served (OPENAPI_DOCS; default on except in production). */
  openapiDocs: boolean;
  /** Requests a minute per client IP over the API and pages (RATE_LIMIT_PER_MINUTE; 0 = off; off by default in tests). */
  rateLimitPerMinute: number;
  /** The card gateway (CARD_PROVIDER): TapPay or Stripe, or their local sandbox. */
  cards: CardsConfig;
  /** Whether payments are pretend (a banner on every page says so) and whether production allows it. */
  payments: PaymentsModeConfig;
  /** Where uploaded media go (STORAGE_DRIVER): the data directory, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Web push (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); undefined when unset: no push at all. */
  push: PushConfig | undefined;
  /**
   * National IDs, unified business numbers and certificate scans are encrypted with
   * DATA_ENCRYPTION_KEY; DATA_ENCRYPTION_KEYS_OLD still decrypt what older keys wrote.
   */
  dataEncryption: { key: Buffer; previousKeys: Buffer[] };
}

export type StorageConfig =
  | { driver: 'disk' }
  | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl: string };

export interface PaymentsModeConfig {
  /** True when card or ECPay payments would not move real money (local fakes, test keys, stage merchant). */
  sandbox: boolean;
  /** ALLOW_SANDBOX_PAYMENTS: a production server may run sandbox payments (demos). */
  allowSandboxInProduction: boolean;
}

export interface CardsConfig {
  /** Whose wire format the card endpoints speak. */
  gateway: 'tappay' | 'stripe';
  /** CARD_PROVIDER=sandbox or stripe-sandbox: the app mounts the gateway's local fake under /sandbox-gateway/. */
  sandbox: boolean;
  /** Cards issued abroad may be bound and charged (CARD_ALLOW_FOREIGN, default false: 409 code 211). */
  allowForeign: boolean;
  tappay: { partnerKey: string; merchantId: string; appId: string; appKey: string; baseUrl: string } | undefined;
  /** publishableKey (STRIPE_PUBLISHABLE_KEY) is what Stripe.js in the page uses to turn a card into a PaymentMethod. */
  stripe: { secretKey: string; webhookSecret: string; baseUrl: string; publishableKey: string | undefined } | undefined;
}

export interface RequestLimitsConfig {
  /** Per account and per phone number (REQUESTS_PER_DAY). */
  perDay: number;
  /** Per client IP (REQUESTS_PER_IP_PER_DAY). */
  perIpPerDay: number;
}

export interface MatchingConfig {
  /** Pros a new request is sent to (MATCH_MAX_PROS, default 10). */
  maxPros: number;
  /** Quotes a request accepts; the next one is refused (REQUEST_MAX_QUOTES, default 5). */
  requestMaxQuotes: number;
}

/**
 * ECPay (ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV, ECPAY_BASE_URL). Without keys the
 * app mounts its local fake of ECPay under /sandbox-gateway/ecpay with ECPay's stage keys.
 */
export type EcpayConfig = { mode: 'sandbox' } | { mode: 'ecpay'; merchantId: string; hashKey: string; hashIv: string; baseUrl: string };

/** Safety payments (third-party payments held in trust). */
export interface SafetyPaymentsConfig {
  /** The platform's fee: percent of the amount (SAFETY_PAYMENT_FEE_PERCENT) and its floor in NT$ (SAFETY_PAYMENT_FEE_MIN); both 0 by default. */
  fee: SafetyPaymentFeeConfig;
  /** Days after the pro reports completion when held money is released unless the consumer acted (SAFETY_PAYMENT_AUTO_RELEASE_DAYS, default 7). */
  autoReleaseDays: number;
}
/**
 * E-invoices (EINVOICE_PROVIDER, EINVOICE_MERCHANT_ID, EINVOICE_HASH_KEY, EINVOICE_HASH_IV,
 * EINVOICE_BASE_URL): off, ECPay's e-invoice API, or its local fake under /sandbox-gateway/einvoice.
 */
export type EinvoiceConfig = { mode: 'off' } | { mode: 'sandbox' } | { mode: 'ecpay'; merchantId: string; hashKey: string; hashIv: string; baseUrl: string };

export interface WalletConfig {
  /** Free credit a new pro starts with, as a ledger entry of its own (WELCOME_CREDIT, default 300). */
  welcomeCredit: number;
}

export interface SocialConfig {
  google: { clientId: string; jwksUrl: string } | undefined;
  apple:
    | { clientId: string; teamId: string; keyId: string; privateKey: string; redirectUri: string; tokenUrl: string; jwksUrl: string }
    | undefined;
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
}

export interface MessagingConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProvider: 'outbox' | 'every8d';
  every8d: { uid: string; pwd: string; url: string } | undefined;
  /** Voice codes through Twilio (VOICE_PROVIDER=twilio); unset: the outbox keeps them where it keeps SMS, else they go as SMS. */
  twilio: { accountSid: string; authToken: string; from: string; baseUrl: string; voice: string; language: string } | undefined;
  allowOutboxInProduction: boolean;
}

export interface LoginRiskConfig {
  apiKey: string;
  baseUrl: string;
  /** A score at or above this asks for a one-time code before the session is made. */
  stepUpScore: number;
  /** A score at or above this refuses the login and tells support. */
  refuseScore: number;
}
