/** The payment settings that decide whether money is real. */
export interface PaymentEnv {
  CARD_PROVIDER: string;
  STRIPE_SECRET_KEY?: string | undefined;
  TAPPAY_BASE_URL: string;
  ECPAY_MERCHANT_ID?: string | undefined;
  ECPAY_BASE_URL: string;
}

/** ECPay's published test merchants: anyone can sign their notifications. */
const ECPAY_STAGE_MERCHANTS = ['3002607', '2000132', '2000214', '3002599'];
const SANDBOX_HINT = 'when NODE_ENV=production (ALLOW_SANDBOX_PAYMENTS=1 allows sandbox payments for a demo)';

/**
 * Why payments would not move real money: a local fake, test-mode keys, a sandbox host or
 * ECPay's public test merchant. Empty when both gateways are real.
 */
export function sandboxPaymentReasons(env: PaymentEnv): { variable: string; message: string }[] {
  const reasons: { variable: string; message: string }[] = [];
  if (env.CARD_PROVIDER === 'sandbox' || env.CARD_PROVIDER === 'stripe-sandbox') {
    reasons.push({ variable: 'CARD_PROVIDER', message: `must be tappay or stripe with real keys ${SANDBOX_HINT}` });
  }
  if (env.CARD_PROVIDER === 'stripe' && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '')) {
    reasons.push({ variable: 'STRIPE_SECRET_KEY', message: `must be a live key (sk_live_...) ${SANDBOX_HINT}` });
  }
  if (env.CARD_PROVIDER === 'tappay' && new URL(env.TAPPAY_BASE_URL).hostname !== 'prod.tappaysdk.com') {
    reasons.push({ variable: 'TAPPAY_BASE_URL', message: `must be https://prod.tappaysdk.com ${SANDBOX_HINT}` });
  }
  if (!env.ECPAY_MERCHANT_ID) {
    reasons.push({ variable: 'ECPAY_MERCHANT_ID', message: `is required with ECPAY_HASH_KEY and ECPAY_HASH_IV ${SANDBOX_HINT}` });
  } else if (ECPAY_STAGE_MERCHANTS.includes(env.ECPAY_MERCHANT_ID) || new URL(env.ECPAY_BASE_URL).hostname.includes('-stage.')) {
    reasons.push({ variable: 'ECPAY_MERCHANT_ID', message: `must be a real merchant on payment.ecpay.com.tw, not ECPay's test merchant, ${SANDBOX_HINT}` });
  }
  return reasons;
}
