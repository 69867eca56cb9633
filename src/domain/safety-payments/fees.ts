/**
 * The platform's service fee on a safety payment (SAFETY_PAYMENT_FEE_PERCENT and
 * SAFETY_PAYMENT_FEE_MIN; both 0 by default, so no fee). The consumer pays the amount the pro
 * asked for; the fee comes out of what is released to the pro and is an escrow entry of its own.
 *
 * Rounding: the fee is whole NT$, the percentage of the amount rounded half up (NT$1,234 at 2.5%
 * is 30.85, so 31), never under the minimum and never more than the amount itself.
 */

export interface SafetyPaymentFeeConfig {
  /** Percent of the amount, 0 to 100 (decimals allowed: 2.5). */
  percent: number;
  /** The least fee in whole NT$ (0: none). */
  min: number;
}

export const NO_SAFETY_PAYMENT_FEE: SafetyPaymentFeeConfig = { percent: 0, min: 0 };

/** The fee on `amount` whole NT$. Zero for a zero amount and when no fee is configured. */
export function safetyPaymentFee(amount: number, config: SafetyPaymentFeeConfig): number {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`the amount must be whole NT$, got ${amount}`);
  if (amount === 0) return 0;
  // Percent as hundredths of a percent in integers, so 2.55% of NT$1,000 is exactly 25.5 before rounding.
  const basisPoints = Math.round(config.percent * 100);
  const byPercent = Math.floor((amount * basisPoints + 5000) / 10000);
  return Math.min(amount, Math.max(byPercent, config.min));
}

/**
 * How one release splits between the fee and the pro. The fee follows what has been released so
 * far: after this release the fee taken in all is the fee on everything released, so a payment
 * released in parts pays the same fee as one released at once, and a partly refunded payment
 * pays only on what reached the pro.
 */
export function releaseSplit(
  input: { releasedBefore: number; feeTakenBefore: number; release: number },
  config: SafetyPaymentFeeConfig,
): { fee: number; toPro: number } {
  const { releasedBefore, feeTakenBefore, release } = input;
  if (!Number.isInteger(release) || release <= 0) throw new Error(`a release must be a positive whole amount, got ${release}`);
  const owed = safetyPaymentFee(releasedBefore + release, config) - feeTakenBefore;
  const fee = Math.min(release, Math.max(0, owed));
  return { fee, toPro: release - fee };
}
