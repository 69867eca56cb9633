import { TransactionType, type TransactionTypeId } from '../wallet/ledger';

/**
 * Free credit (the welcome grant, type 33, and task, promotion and referral grants, type 36)
 * is valid for this many days from the day it was given; what is left of it then expires
 * (a type 39 entry written by the expiry job). The free-credits page states the period.
 */
export const FREE_CREDIT_VALID_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of one ledger entry, in the order the entries were written. */
export interface ExpiryLedgerEntry {
  transaction_type: TransactionTypeId;
  amount: number;
  created: Date;
}

/** Free credit still on the wallet, and when it expires. */
export interface FreeCreditLot {
  amount: number;
  expiresAt: Date;
}

export interface FreeCreditStanding {
  /** Free credit whose period has ended and that no expiry entry has taken yet: due to expire now. */
  due: number;
  /** Unexpired free credit left, soonest to expire first. */
  lots: FreeCreditLot[];
}

const FREE_GRANTS: ReadonlySet<number> = new Set([TransactionType.WelcomeGrant, TransactionType.PromotionGrant]);

/**
 * Which of a wallet's free credit is left, replaying its ledger: free grants are lots that
 * expire `validDays` after they were given; spending (fees, a negative adjustment) uses free
 * credit first, the lot that expires soonest first, then bought credit; a purchase refund takes
 * bought credit first; an expiry entry takes the lots that expire soonest (those that had expired).
 * Credit bought, fees given back and positive adjustments never expire.
 */
export function freeCreditStanding(entries: readonly ExpiryLedgerEntry[], now: Date, validDays = FREE_CREDIT_VALID_DAYS): FreeCreditStanding {
  const lots: FreeCreditLot[] = [];
  let bought = 0;
  const takeLots = (amount: number): number => {
    let left = amount;
    for (const lot of lots) {
      if (left === 0) break;
      if (lot.amount === 0) continue;
      const used = Math.min(lot.amount, left);
      lot.amount -= used;
      left -= used;
    }
    return left;
  };
  for (const entry of entries) {
    if (FREE_GRANTS.has(entry.transaction_type) && entry.amount > 0) {
      lots.push({ amount: entry.amount, expiresAt: new Date(entry.created.getTime() + validDays * DAY_MS) });
      lots.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
    } else if (entry.transaction_type === TransactionType.Expiry) {
      // What expired was the soonest-expiring credit (the lots are in expiry order).
      takeLots(-entry.amount);
    } else if (entry.transaction_type === TransactionType.PurchaseRefund) {
      const fromBought = Math.min(bought, -entry.amount);
      bought -= fromBought;
      takeLots(-entry.amount - fromBought);
    } else if (entry.amount > 0) {
      bought += entry.amount;
    } else {
      const rest = takeLots(-entry.amount);
      bought = Math.max(0, bought - rest);
    }
  }
  const at = now.getTime();
  const due = lots.filter((lot) => lot.expiresAt.getTime() <= at).reduce((sum, lot) => sum + lot.amount, 0);
  return { due, lots: lots.filter((lot) => lot.amount > 0 && lot.expiresAt.getTime() > at) };
}
