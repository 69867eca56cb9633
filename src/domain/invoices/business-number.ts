/**
 * Taiwan's unified business number (統一編號): 8 digits whose weighted digit sum passes a
 * checksum. Weights 1,2,1,2,1,2,4,1; each product counts as the sum of its digits. Since 2023
 * the Ministry of Finance accepts a sum divisible by 5 (before, by 10), so old numbers stay
 * valid. When the 7th digit is 7 its product 28 gives 10, which may count as 1 or as 0.
 */
const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;
export const BUSINESS_NUMBER_DIVISOR = 5;

function digitSum(n: number): number {
  return Math.floor(n / 10) + (n % 10);
}

export function isValidBusinessNumber(value: string): boolean {
  if (!/^[0-9]{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    if (i === 6 && digits[6] === 7) continue; // counted below as 0 or 1
    sum += digitSum(digits[i]! * WEIGHTS[i]!);
  }
  if (digits[6] === 7) return sum % BUSINESS_NUMBER_DIVISOR === 0 || (sum + 1) % BUSINESS_NUMBER_DIVISOR === 0;
  return sum % BUSINESS_NUMBER_DIVISOR === 0;
}

/** Digits kept at each end of a masked unified business number (`04****57`). */
export const BUSINESS_NUMBER_MASK_KEEP = 2;

/**
 * A unified business number as it is shown back (settings, lists, receipts): the first and
 * last two digits. Six of eight shown would leave the checksum to guess the rest.
 */
export function maskBusinessNumber(value: string | null): string | null {
  if (!value) return null;
  const keep = BUSINESS_NUMBER_MASK_KEEP;
  return `${value.slice(0, keep)}${'*'.repeat(Math.max(value.length - 2 * keep, 1))}${value.slice(-keep)}`;
}
