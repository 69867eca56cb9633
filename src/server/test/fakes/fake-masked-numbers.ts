import type { MaskedCallRecord, MaskedNumberProvider, MaskedParty, MaskedSession } from '../../adapters/telephony/masked-numbers';

/**
 * A local masked-number provider for tests of a future adapter's callers: it hands out proxy
 * numbers from a test range, forwards nothing, and records the calls a test says were made.
 */
export class FakeMaskedNumbers implements MaskedNumberProvider {
  private readonly sessions = new Map<string, MaskedSession & { parties: MaskedParty[]; calls: MaskedCallRecord[]; closed: boolean }>();
  private next = 1;

  async openSession(input: { quoteBidId: number; parties: [MaskedParty, MaskedParty]; ttlSeconds: number }): Promise<MaskedSession> {
    const live = [...this.sessions.values()].find((s) => !s.closed && s.sessionId.startsWith(`bid-${input.quoteBidId}-`));
    if (live) return { sessionId: live.sessionId, proxyFor: live.proxyFor, expiresAt: live.expiresAt };
    const sessionId = `bid-${input.quoteBidId}-${this.next++}`;
    const proxyFor: Record<number, string> = {};
    for (const party of input.parties) proxyFor[party.userId] = `+88628000${String(this.next++).padStart(4, '0')}`;
    const session = { sessionId, proxyFor, expiresAt: new Date(Date.now() + input.ttlSeconds * 1000) };
    this.sessions.set(sessionId, { ...session, parties: input.parties, calls: [], closed: false });
    return session;
  }

  async closeSession(sessionId: string): Promise<void> {
    const session = this.sessions.get(sessionId);
    if (session) session.closed = true;
  }

  async listCalls(sessionId: string): Promise<MaskedCallRecord[]> {
    return [...(this.sessions.get(sessionId)?.calls ?? [])];
  }

  /** The test's word that a call went through a pairing. */
  recordCall(call: MaskedCallRecord): void {
    const session = this.sessions.get(call.sessionId);
    if (!session || session.closed) throw new Error(`no open masked session ${call.sessionId}`);
    session.calls.push(call);
  }
}
