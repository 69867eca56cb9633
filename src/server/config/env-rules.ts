import type { z } from 'zod';
import { type EnvValues, envFields } from './env-schema';
import { DEV_DATA_ENCRYPTION_KEY, dataKeyMessage } from './env-values';
import { sandboxPaymentReasons } from './sandbox-payments';

const APPLE_VARIABLES = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'] as const;
const FACEBOOK_VARIABLES = ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'] as const;
const ECPAY_VARIABLES = ['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'] as const;
const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** ECPay's published e-invoice test merchant: anyone can issue as it. */
const EINVOICE_STAGE_MERCHANT = '2000132';

/** EINVOICE_PROVIDER=ecpay needs its keys (16 characters each); a sandbox in production needs ALLOW_SANDBOX_PAYMENTS, as payments do. */
function checkEinvoiceEnv(env: EnvValues, ctx: z.core.$RefinementCtx<EnvValues>): void {
  if (env.EINVOICE_PROVIDER === 'ecpay') {
    for (const name of ['EINVOICE_MERCHANT_ID', 'EINVOICE_HASH_KEY', 'EINVOICE_HASH_IV'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when EINVOICE_PROVIDER=ecpay' });
    }
    for (const name of ['EINVOICE_HASH_KEY', 'EINVOICE_HASH_IV'] as const) {
      const value = env[name];
      if (value && Buffer.byteLength(value) !== 16) ctx.addIssue({ code: 'custom', path: [name], message: 'must be 16 characters (the AES-128 key or IV ECPay gives)' });
    }
  }
  if (env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS) return;
  const hint = 'when NODE_ENV=production (ALLOW_SANDBOX_PAYMENTS=1 allows sandbox e-invoices for a demo)';
  if (env.EINVOICE_PROVIDER === 'sandbox') ctx.addIssue({ code: 'custom', path: ['EINVOICE_PROVIDER'], message: `must be ecpay or off ${hint}` });
  if (env.EINVOICE_PROVIDER === 'ecpay' && (env.EINVOICE_MERCHANT_ID === EINVOICE_STAGE_MERCHANT || new URL(env.EINVOICE_BASE_URL).hostname.includes('-stage.'))) {
    ctx.addIssue({ code: 'custom', path: ['EINVOICE_MERCHANT_ID'], message: `must be a real merchant on einvoice.ecpay.com.tw, not ECPay's test merchant or stage, ${hint}` });
  }
}

/** The rules between variables: what production requires and what one setting requires of others. */
function checkEnv(env: EnvValues, ctx: z.core.$RefinementCtx<EnvValues>): void {
  if (env.NODE_ENV === 'production' && !env.API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['API_KEY'], message: 'is required when NODE_ENV=production' });
  }
  if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
    ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: `is required when NODE_ENV=production: ${dataKeyMessage}` });
  } else if (env.NODE_ENV === 'production' && Buffer.from(env.DATA_ENCRYPTION_KEY ?? '', 'base64').equals(DEV_DATA_ENCRYPTION_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['DATA_ENCRYPTION_KEY'], message: 'must not be the public development key when NODE_ENV=production' });
  }
  const ecpaySet = ECPAY_VARIABLES.filter((name) => env[name]);
  for (const name of ecpaySet.length > 0 ? ECPAY_VARIABLES : []) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${ecpaySet.join(', ')} is set` });
  }
  if (env.SMS_PROVIDER === 'every8d') {
    for (const name of ['EVERY8D_UID', 'EVERY8D_PWD'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=every8d' });
    }
  }
  if (env.SEON_REFUSE_SCORE <= env.SEON_STEP_UP_SCORE) {
    ctx.addIssue({ code: 'custom', path: ['SEON_REFUSE_SCORE'], message: 'must be above SEON_STEP_UP_SCORE' });
  }
  // The agent's payload is read only by the Fraud API: without its key the script would collect for nothing.
  if (env.SEON_SCRIPT_URL && !env.SEON_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['SEON_SCRIPT_URL'], message: 'needs SEON_API_KEY (only the Fraud API reads what the agent collects)' });
  }
  if (env.VOICE_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when VOICE_PROVIDER=twilio' });
    }
  }
  // In production the outbox would swallow every code and link; only an explicit opt-in allows it.
  if (env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_IN_PRODUCTION) {
    const hint = 'is required when NODE_ENV=production (or set ALLOW_OUTBOX_IN_PRODUCTION=1 to keep messages in the outbox)';
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: hint });
    if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'outbox') ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: hint });
  }
  if (env.CARD_PROVIDER === 'tappay') {
    for (const name of ['TAPPAY_PARTNER_KEY', 'TAPPAY_MERCHANT_ID', 'TAPPAY_APP_ID', 'TAPPAY_APP_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when CARD_PROVIDER=tappay' });
    }
  }
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE_DRIVER=s3' });
    }
  }
  // Stripe without keys is a mistake, never a quiet switch to the fake (that is CARD_PROVIDER=stripe-sandbox).
  if (env.CARD_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when CARD_PROVIDER=stripe (CARD_PROVIDER=stripe-sandbox runs the local fake)' });
  }
  if (env.CARD_PROVIDER === 'stripe' && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when CARD_PROVIDER=stripe' });
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_PAYMENTS) {
    for (const reason of sandboxPaymentReasons(env)) ctx.addIssue({ code: 'custom', path: [reason.variable], message: reason.message });
  }
  checkEinvoiceEnv(env, ctx);
  // Half a social login (or web push) setup is a typo, not a choice: name what is missing.
  for (const group of [APPLE_VARIABLES, FACEBOOK_VARIABLES, VAPID_VARIABLES]) {
    const set = group.filter((name) => env[name]);
    if (set.length === 0) continue;
    for (const name of group) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${set.join(', ')} is set` });
    }
  }
}

export const envSchema = envFields.superRefine(checkEnv);
