import { describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors/app-error';
import { mayAccessRequest, ownerRelation, type RequestAction, type RequestRelation, requireRequestAccess } from './request-access';

const OWNER: RequestRelation = { owner: true };
const GUEST: RequestRelation = { owner: false, guestLink: true };
const LIVE_BID: RequestRelation = { owner: false, liveBid: true, anyBid: true };
const PASSED_BID: RequestRelation = { owner: false, anyBid: true };
const JOB_CENTER: RequestRelation = { owner: false, jobCenterEligible: true };
const STRANGER: RequestRelation = { owner: false };

// Each row: who, then whether they may read, readShared, readAsLead, change, report.
const MATRIX: [string, RequestRelation, boolean, boolean, boolean, boolean, boolean][] = [
  ['the owner', OWNER, true, true, false, true, true],
  ['a guest with the link', GUEST, false, true, false, false, false],
  ['a pro with a live bid', LIVE_BID, false, false, true, false, true],
  ['a pro who passed on it', PASSED_BID, false, false, false, false, true],
  ['a pro the job center offers it to', JOB_CENTER, false, false, true, false, false],
  ['anyone else', STRANGER, false, false, false, false, false],
];
const ACTIONS: RequestAction[] = ['read', 'readShared', 'readAsLead', 'change', 'report'];

describe('request access', () => {
  describe.each(MATRIX)('%s', (_who, relation, ...allowed) => {
    it.each(ACTIONS.map((action, i) => [action, allowed[i]] as const))('%s: %s', (action, expected) => {
      expect(mayAccessRequest(action, relation)).toBe(expected);
    });
  });

  it.each([
    ['the owner gets the row', { id: 1, user_id: 7 }, 7, true],
    ['another user gets a 404', { id: 1, user_id: 7 }, 8, false],
    ['a missing request is a 404', undefined, 7, false],
  ] as const)('requireRequestAccess: %s', (_case, row, userId, passes) => {
    const run = () => requireRequestAccess('change', row, ownerRelation(userId));
    if (passes) expect(run()).toBe(row);
    else expect(run).toThrow(AppError);
  });

  it('answers a refusal with the caller\'s own error', () => {
    const refusal = AppError.notFound('找不到這個報價，連結可能已失效。');
    expect(() => requireRequestAccess('read', { user_id: 1 }, ownerRelation(2), () => refusal)).toThrow(refusal);
  });
});
