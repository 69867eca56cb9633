import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GUEST_LINK_DAYS } from '../../../domain/abuse-limits';
import type { Database } from '../../db/schema';

// 32 random bytes: 256 bits, well above the 128 the conventions ask of a guest link.
const HASH_BYTES = 32;
const HASH_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

/** When a guest link issued at `issued` stops working. */
export function guestLinkExpiry(issued: Date): Date {
  return new Date(issued.getTime() + GUEST_LINK_DAYS * 86_400_000);
}

/** A new guest link hash and the SHA-256 digest that is stored in its place. */
export function newLinkHash(): { hash: string; digest: string } {
  const hash = randomBytes(HASH_BYTES).toString('base64url');
  return { hash, digest: linkDigest(hash) };
}

export function linkDigest(hash: string): string {
  return createHash('sha256').update(hash).digest('hex');
}

/** Whether a path segment can be a link hash at all (anything else is not found). */
export function looksLikeLinkHash(hash: string): boolean {
  return HASH_FORMAT.test(hash);
}

/**
 * Issues a guest link for one quote (GET /quote_bids/hash/{hash}.json), e.g. for the e-mail
 * telling the consumer a quote arrived. Only the digest is kept, so each call makes a new
 * hash and the previous link of that quote stops working; a link works GUEST_LINK_DAYS days.
 */
export async function issueBidHash(db: Kysely<Database>, bidId: number, now: Date): Promise<string> {
  const { hash, digest } = newLinkHash();
  const updated = await db.updateTable('quote_bids').set({ hash_digest: digest, hash_expires_at: guestLinkExpiry(now) }).where('id', '=', bidId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`quote bid ${bidId} does not exist`);
  return hash;
}
