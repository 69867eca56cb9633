import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlags, flagEnvName } from '../domain/flags/feature-flags';

const DEV_API_KEY = 'dev-local-api-key';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

// An empty variable (`GOOGLE_CLIENT_ID=` in an env file) counts as unset.
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const PKCS8_PEM = /-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----/;
const APPLE_VARIABLES = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
const FACEBOOK_VARIABLES = ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    API_KEY: z.string().min(8).optional(),
    API_PREFIX: z
      .string()
      .regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, 'must start with / and not end with /')
      .default('/api'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FILE: z.string().min(1).optional(),
    // Which proxies' X-Forwarded-For to believe: addresses or CIDRs (comma-separated), the
    // names loopback / linklocal / uniquelocal, or true for any (only behind a proxy that always sets it).
    TRUST_PROXY: z
      .string()
      .trim()
      .default('loopback')
      .refine((v) => v === 'true' || v === 'false' || /^[0-9A-Za-z.:/_,\s-]+$/.test(v), '必須是 true、false、位址或 CIDR（以逗號分隔）'),
    ANALYTICS_URL: z.url().optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:pass@host:587 or smtps://...').optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SMS_PROVIDER: z.enum(['outbox', 'every8d']).optional(),
    EVERY8D_UID: z.string().min(1).optional(),
    EVERY8D_PWD: z.string().min(1).optional(),
    EVERY8D_URL: z.url().default('https://api.e8d.tw'),
    ALLOW_OUTBOX_IN_PRODUCTION: booleanFromEnv.default(false),
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
    REQUEST_MAX_QUOTES: z.coerce.number().int().min(1).max(100).default(5),
    WELCOME_CREDIT: z.coerce.number().int().min(0).max(100_000).default(300),
    SEED_DEMO_DATA: booleanFromEnv.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['API_KEY'], message: 'is required when NODE_ENV=production' });
    }
    if (env.SMS_PROVIDER === 'every8d') {
      for (const name of ['EVERY8D_UID', 'EVERY8D_PWD'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=every8d' });
      }
    }
    // In production the outbox would swallow every code and link; only an explicit opt-in allows it.
    if (env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_IN_PRODUCTION) {
      const hint = 'is required when NODE_ENV=production (or set ALLOW_OUTBOX_IN_PRODUCTION=1 to keep messages in the outbox)';
      if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: hint });
      if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'outbox') ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: hint });
    }
    // Half a social login setup is a typo, not a choice: name what is missing.
    for (const group of [APPLE_VARIABLES, FACEBOOK_VARIABLES]) {
      const set = group.filter((name) => env[name]);
      if (set.length === 0) continue;
      for (const name of group) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${set.join(', ')} is set` });
      }
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  apiKey: string;
  apiPrefix: string;
  publicUrl: string;
  logLevel: string;
  logFile: string | undefined;
  /** Fastify's trustProxy: whose X-Forwarded-For sets request.ip (the IP limits count by it). */
  trustProxy: boolean | string;
  analyticsUrl: string | undefined;
  flags: FeatureFlags;
  /** Outgoing e-mail and SMS; unset senders fall back to the outbox. */
  messaging: MessagingConfig;
  /** Google, Apple and Facebook login; a provider is undefined when not configured or FEATURE_OAUTH is off. */
  social: SocialConfig;
  /** Matching requests to pros. */
  matching: MatchingConfig;
  /** Credit and quote fees. */
  wallet: WalletConfig;
  /**
   * Whether start-up loads the demo marketplace (invented pros, requests, quotes, reviews and
   * the two demo accounts) once. SEED_DEMO_DATA; on for the embedded database, off for PostgreSQL.
   */
  seedDemoData: boolean;
}

export interface MatchingConfig {
  /** Pros a new request is sent to (MATCH_MAX_PROS, default 10). */
  maxPros: number;
  /** Quotes a request accepts; the next one is refused (REQUEST_MAX_QUOTES, default 5). */
  requestMaxQuotes: number;
}

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
  allowOutboxInProduction: boolean;
}

function readSocialConfig(env: z.infer<typeof envSchema>, oauth: boolean, publicUrl: string): SocialConfig {
  const { GOOGLE_CLIENT_ID: google, APPLE_CLIENT_ID: apple, APPLE_TEAM_ID: team, APPLE_KEY_ID: key, APPLE_PRIVATE_KEY: pem } = env;
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret } = env;
  return {
    google: oauth && google ? { clientId: google, jwksUrl: env.GOOGLE_JWKS_URL } : undefined,
    apple:
      oauth && apple && team && key && pem
        ? {
            clientId: apple,
            teamId: team,
            keyId: key,
            // Env files often hold the .p8 key on one line with literal \n.
            privateKey: pem.replaceAll('\\n', '\n'),
            redirectUri: env.APPLE_REDIRECT_URI ?? `${publicUrl}/login`,
            tokenUrl: env.APPLE_TOKEN_URL,
            jwksUrl: env.APPLE_JWKS_URL,
          }
        : undefined,
    facebook: oauth && appId && appSecret ? { appId, appSecret, graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, '') } : undefined,
  };
}

/** Raised when the environment holds a bad value; the message names the variable. */
export class ConfigError extends Error {}

function readFlags(source: NodeJS.ProcessEnv, problems: string[]): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const flag of FEATURE_FLAGS) {
    const name = flagEnvName(flag);
    const raw = source[name];
    const parsed = raw === undefined ? { success: true as const, data: true } : booleanFromEnv.safeParse(raw);
    if (parsed.success) flags[flag] = parsed.data;
    else problems.push(`${name}: must be true or false (got "${raw}")`);
  }
  return flags;
}

/** Reads and validates every setting; throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const flags = readFlags(source, problems);
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: env.DATA_DIR,
    apiKey: env.API_KEY ?? DEV_API_KEY,
    apiPrefix: env.API_PREFIX,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    logFile: env.LOG_FILE,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    analyticsUrl: env.ANALYTICS_URL,
    flags,
    messaging: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? `好幫手 <no-reply@${new URL(env.PUBLIC_URL).hostname}>`,
      smsProvider: env.SMS_PROVIDER ?? 'outbox',
      every8d:
        env.SMS_PROVIDER === 'every8d' && env.EVERY8D_UID && env.EVERY8D_PWD
          ? { uid: env.EVERY8D_UID, pwd: env.EVERY8D_PWD, url: env.EVERY8D_URL }
          : undefined,
      allowOutboxInProduction: env.ALLOW_OUTBOX_IN_PRODUCTION,
    },
    social: readSocialConfig(env, flags.oauth, env.PUBLIC_URL.replace(/\/$/, '')),
    matching: { maxPros: env.MATCH_MAX_PROS, requestMaxQuotes: env.REQUEST_MAX_QUOTES },
    wallet: { welcomeCredit: env.WELCOME_CREDIT },
    seedDemoData: env.SEED_DEMO_DATA ?? env.DATABASE_URL === undefined,
  };
}
