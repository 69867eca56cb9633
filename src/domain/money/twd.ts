/** Prefix for New Taiwan dollar amounts, as in NT$1,234. */
export const TWD_PREFIX = 'NT$';

// Three-digit grouping with commas, applied to the absolute value.
const THOUSANDS_BOUNDARY = /\B(?=(\d{3})+(?!\d))/g;
// Optional minus, optional NT$ (a space after it is tolerated), then plain or correctly comma-grouped digits.
const TWD_INPUT_PATTERN = /^(-)?(?:NT\$\s*)?(\d+|\d{1,3}(?:,\d{3})+)$/;

/** True for an amount that can be shown as whole TWD: a safe integer. */
export function isWholeTwd(n: number): boolean {
  return Number.isSafeInteger(n);
}

/** Formats whole TWD as `NT$1,234` (negatives as `-NT$1,234`); throws RangeError on non-integers. */
export function formatTwd(amount: number): string {
  if (!isWholeTwd(amount)) throw new RangeError(`TWD amount must be a whole number: ${amount}`);
  const grouped = String(Math.abs(amount)).replace(THOUSANDS_BOUNDARY, ',');
  // amount < 0 is false for -0, so it prints as NT$0.
  return amount < 0 ? `-${TWD_PREFIX}${grouped}` : `${TWD_PREFIX}${grouped}`;
}

/**
 * Reads a whole TWD amount from '1234', '1,234', 'NT$1,234' or formatTwd's '-NT$1,234';
 * returns null for decimals, misplaced commas, junk or amounts beyond safe integers.
 */
export function parseTwd(input: string): number | null {
  const match = TWD_INPUT_PATTERN.exec(input.trim());
  if (!match) return null;
  const [, minus, digits = ''] = match;
  const magnitude = Number(digits.replaceAll(',', ''));
  if (!isWholeTwd(magnitude)) return null;
  // Avoid returning -0 for "-0".
  return minus && magnitude !== 0 ? -magnitude : magnitude;
}
