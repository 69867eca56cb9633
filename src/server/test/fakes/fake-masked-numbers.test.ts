import { describe, expect, it } from 'vitest';
import { FakeMaskedNumbers } from './fake-masked-numbers';

describe('the fake masked-number provider', () => {
  it('pairs two parties behind proxy numbers once, records calls and stops when closed', async () => {
    const provider = new FakeMaskedNumbers();
    const parties = [
      { userId: 1, phone: '+886912000001' },
      { userId: 2, phone: '+886912000002' },
    ] as [{ userId: number; phone: string }, { userId: number; phone: string }];
    const session = await provider.openSession({ quoteBidId: 7, parties, ttlSeconds: 600 });
    expect(Object.values(session.proxyFor)).toHaveLength(2);
    for (const party of parties) expect(Object.values(session.proxyFor)).not.toContain(party.phone);
    expect((await provider.openSession({ quoteBidId: 7, parties, ttlSeconds: 600 })).sessionId).toBe(session.sessionId);
    provider.recordCall({ sessionId: session.sessionId, fromUserId: 1, startedAt: new Date(), durationSeconds: 30, answered: true });
    expect(await provider.listCalls(session.sessionId)).toHaveLength(1);
    await provider.closeSession(session.sessionId);
    expect(() => provider.recordCall({ sessionId: session.sessionId, fromUserId: 2, startedAt: new Date(), durationSeconds: 0, answered: false })).toThrow();
  });
});
