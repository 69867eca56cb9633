/**
 * A masked-number telephony provider (docs/voice.md "Phone calls as a fallback"): it lends a
 * quote's two parties a proxy number that forwards to the other's real phone, so neither learns
 * the other's number. Not wired: no provider is configured and nothing in the app calls this; it
 * is the contract a real provider's adapter would implement (with a local fake to test against).
 */

/** One party's real phone, canonical (+8869xxxxxxxx), and who they are. */
export interface MaskedParty {
  userId: number;
  phone: string;
}

/** A pairing of two parties behind proxy numbers, valid until `expiresAt`. */
export interface MaskedSession {
  /** The provider's id of the pairing. */
  sessionId: string;
  /** The number each party dials to reach the other (what the screens would show). */
  proxyFor: Record<number, string>;
  expiresAt: Date;
}

/** A finished phone call the provider reports (by webhook or by asking). */
export interface MaskedCallRecord {
  sessionId: string;
  fromUserId: number;
  startedAt: Date;
  durationSeconds: number;
  answered: boolean;
}

export interface MaskedNumberProvider {
  /** Pairs the two parties of a quote for `ttlSeconds`; calling again returns the live pairing. */
  openSession(input: { quoteBidId: number; parties: [MaskedParty, MaskedParty]; ttlSeconds: number }): Promise<MaskedSession>;
  /** Ends the pairing at once (quote passed, a block): the proxy numbers stop forwarding. */
  closeSession(sessionId: string): Promise<void>;
  /** The calls made through a pairing, for the conversation's entries. */
  listCalls(sessionId: string): Promise<MaskedCallRecord[]>;
}
