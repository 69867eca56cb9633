import { describe, expect, it } from 'vitest';
import type { BidRole } from '../../../domain/bids/transitions';
import { accessBid, bidRole } from './bid-access';

const bid = { id: 7, user_id: 1, requester_id: 2 };

describe('bidRole', () => {
  it.each<[number, BidRole | undefined]>([
    [1, 'pro'],
    [2, 'consumer'],
    [3, undefined],
  ])('user %i is %s', (userId, role) => {
    expect(bidRole(bid, userId)).toBe(role);
  });
});

describe('accessBid', () => {
  it.each<[number, BidRole | 'either', BidRole]>([
    [1, 'pro', 'pro'],
    [1, 'either', 'pro'],
    [2, 'consumer', 'consumer'],
    [2, 'either', 'consumer'],
  ])('lets user %i in as %s', (userId, side, role) => {
    expect(accessBid(bid, userId, side)).toEqual({ bid, role });
  });

  it.each<[number | undefined, number, BidRole | 'either']>([
    [7, 3, 'either'],
    [7, 2, 'pro'],
    [7, 1, 'consumer'],
    [undefined, 1, 'either'],
  ])('answers bid %s of user %i as %s with a 404', (id, userId, side) => {
    const found = id === undefined ? undefined : bid;
    expect(() => accessBid(found, userId, side, '找不到這個報價。')).toThrow(expect.objectContaining({ kind: 'not_found', message: '找不到這個報價。' }));
  });
});
