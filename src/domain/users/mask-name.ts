import { fullName } from './full-name';

interface NamedUser {
  first_name?: string | null;
  last_name?: string | null;
  username: string;
}

/** A consumer's name with the given name hidden: the family name (王○○), else the username's first letter. */
export function maskedName(user: NamedUser): string {
  const family = user.last_name?.trim();
  if (family) return `${family}○○`;
  const first = [...user.username.trim()][0];
  return first ? `${first}○○` : '○○';
}

/**
 * The one rule for what a pro sees of a consumer: the masked name until the consumer hires him
 * (the consumer's own `hired` on the bid; a pro's `self_hire` does not count), the full name after.
 * Every place a pro sees a consumer (leads, job center, conversations, inbox, e-mails, bookings)
 * goes through this.
 */
export function consumerNameForPro(consumer: NamedUser, bid: { hiredByConsumer: boolean }): string {
  return bid.hiredByConsumer ? fullName(consumer) : maskedName(consumer);
}
