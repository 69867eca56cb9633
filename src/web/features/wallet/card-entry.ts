/** A new card as typed on the sandbox card form; it is sent only to the card gateway. */
export interface CardEntry {
  number: string;
  expiry: string;
  ccv: string;
}

export type CardField = keyof CardEntry;

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242 4242 4242 4242" as it is typed: groups of four. */
export function formatCardNumber(input: string): string {
  return cardDigits(input)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/30" as it is typed: the slash comes by itself after the month; only digits count. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The i18n key (pricing namespace) of each field's problem; empty when the card can be sent. */
export function cardEntryProblems(entry: CardEntry, now: Date = new Date()): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(entry.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnOk(digits)) problems.number = 'card>error>number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(entry.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) problems.expiry = 'card>error>expiry';
  else {
    // A card is good through the last day of its month (Taiwan time is close enough at month ends).
    const year = 2000 + Number(expiry[2]);
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.expiry = 'card>error>expired';
  }
  if (!/^\d{3,4}$/.test(entry.ccv.trim())) problems.ccv = 'card>error>ccv';
  return problems;
}

/** The expiry as the gateway takes it: MM/YY. */
export function normalisedExpiry(expiry: string): string {
  return expiry.replace(/\s/g, '');
}
