/**
 * Taiwan's national identification number (身分證字號) and the new-format resident certificate
 * number (新式統一證號, 2021): a letter for the place of first registration, then 1 or 2
 * (national ID, by sex) or 8 or 9 (resident certificate), seven digits and a check digit. The
 * letter counts as two digits (A = 10 ... with I, O, W, X, Y, Z out of order); weights
 * 1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1 over the eleven digits must give a sum divisible by 10.
 */
const LETTER_CODES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1, 1] as const;

export const NATIONAL_ID_PATTERN = /^[A-Z][12][0-9]{8}$/;
export const RESIDENT_ID_PATTERN = /^[A-Z][89][0-9]{8}$/;

function checksumOk(value: string): boolean {
  const code = LETTER_CODES[value[0]!]!;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 0; i < 9; i++) sum += Number(value[i + 1]) * WEIGHTS[i]!;
  return sum % 10 === 0;
}

/** A national ID number (uppercase letter, 1 or 2, eight digits) with a valid check digit. */
export function isValidNationalId(value: string): boolean {
  return NATIONAL_ID_PATTERN.test(value) && checksumOk(value);
}

/** A new-format resident certificate number (uppercase letter, 8 or 9, eight digits) with a valid check digit. */
export function isValidResidentId(value: string): boolean {
  return RESIDENT_ID_PATTERN.test(value) && checksumOk(value);
}
