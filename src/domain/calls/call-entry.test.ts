import { describe, expect, it } from 'vitest';
import { readCallEntry } from './call-entry';
import { CallStatus, callEntryText } from './call-status';

describe('reading a call entry back from its text', () => {
  it.each([
    [CallStatus.Ended, 0],
    [CallStatus.Ended, 75],
    [CallStatus.Ended, 3 * 3600 + 5],
    [CallStatus.Declined, 0],
    [CallStatus.Missed, 0],
    [CallStatus.Busy, 0],
  ] as const)('reads status %i, %i seconds, as written', (status, seconds) => {
    expect(readCallEntry(callEntryText(status, seconds))).toEqual({ status, durationSeconds: seconds });
  });

  it.each(['語音通話', '語音通話 abc', '您好，請問週六可以嗎？', '此內容已被隱藏', '語音通話 1:2'])('reads %s as no call', (body) => {
    expect(readCallEntry(body)).toBeNull();
  });
});
