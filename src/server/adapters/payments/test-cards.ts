/**
 * The sandbox's test cards (the numbers TapPay's and Stripe's sandboxes document), for the
 * local fakes of both gateways. A fake keeps what a card does, never more than its last four
 * digits.
 */
export type TestCardBehaviour = 'success' | 'decline' | 'three_ds' | 'foreign';

export interface TestCard {
  brand: 'VISA' | 'MASTERCARD' | 'JCB';
  behaviour: TestCardBehaviour;
  countryCode: string;
  country: string;
}

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'VISA', behaviour: 'success', countryCode: 'TW', country: 'TAIWAN' },
  '5555555555554444': { brand: 'MASTERCARD', behaviour: 'success', countryCode: 'TW', country: 'TAIWAN' },
  '3530111333300000': { brand: 'JCB', behaviour: 'success', countryCode: 'TW', country: 'TAIWAN' },
  '4000000000000002': { brand: 'VISA', behaviour: 'decline', countryCode: 'TW', country: 'TAIWAN' },
  '4000000000003220': { brand: 'VISA', behaviour: 'three_ds', countryCode: 'TW', country: 'TAIWAN' },
  '4000000760000002': { brand: 'VISA', behaviour: 'foreign', countryCode: 'BR', country: 'BRAZIL' },
};

/** What a fake remembers of a card: how it behaves and how it is named. */
export interface FakeCard {
  brand: string;
  last4: string;
  bin: string;
  behaviour: TestCardBehaviour;
  countryCode: string;
  country: string;
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks a card as a sandbox would; an unknown but well-formed number behaves like a domestic VISA/MASTERCARD/JCB success. */
export function readTestCard(number: string, month: number, year: number, cvc: string, now = new Date()): FakeCard | { error: string } {
  const digits = number.replaceAll(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return { error: 'Invalid card number' };
  if (!Number.isInteger(month) || month < 1 || month > 12) return { error: 'Invalid expiration date' };
  const fullYear = year < 100 ? 2000 + year : year;
  const lastValid = new Date(Date.UTC(fullYear, month, 1));
  if (lastValid <= now) return { error: 'Card expired' };
  if (!/^\d{3,4}$/.test(cvc)) return { error: 'Invalid ccv' };
  const known = TEST_CARDS[digits];
  const brand = known?.brand ?? (digits.startsWith('4') ? 'VISA' : digits.startsWith('5') ? 'MASTERCARD' : digits.startsWith('35') ? 'JCB' : 'UNKNOWN');
  return {
    brand,
    last4: digits.slice(-4),
    bin: digits.slice(0, 6),
    behaviour: known?.behaviour ?? 'success',
    countryCode: known?.countryCode ?? 'TW',
    country: known?.country ?? 'TAIWAN',
  };
}
