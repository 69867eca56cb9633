import { describe, expect, it } from 'vitest';
import type { QuoteBidResponse, QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { initialProjectsState, projectsSlice } from '../projects-slice';
import { decideQuote } from './decisions-thunks';
import { decisionChoices, mergeDecidedBid } from './merge-bid';
import { REVIEW_TAG_KEYS, textLength, toggleTag } from './review-tags';

function bid(id: number, extra: Partial<QuoteBidResponse> = {}): QuoteBidResponse {
  return { id, quote_status_id: 2, hired_on: null, is_requestor_readed: 0, is_requestor_rejected: 0, price_note: 'n', ...extra } as QuoteBidResponse;
}

function request(bids: QuoteBidResponse[]): QuoteRequestResponse {
  return { id: 7, QuoteBid: bids, activities: [] } as unknown as QuoteRequestResponse;
}

describe('mergeDecidedBid', () => {
  it('copies the changed fields into the matching quote only', () => {
    const r = request([bid(1), bid(2)]);
    mergeDecidedBid(r, { id: 2, quote_status_id: 3, hired_on: '2026-12-01T02:00:00.000Z' });
    expect(r.QuoteBid[1]).toMatchObject({ quote_status_id: 3, hired_on: '2026-12-01T02:00:00.000Z', price_note: 'n' });
    expect(r.QuoteBid[0]?.quote_status_id).toBe(2);
  });

  it('ignores a bid the request does not hold', () => {
    const r = request([bid(1)]);
    mergeDecidedBid(r, { id: 9, quote_status_id: 3 });
    expect(r.QuoteBid[0]?.quote_status_id).toBe(2);
  });
});

describe('projects slice on a decision', () => {
  it('updates the quote inside the stored request', () => {
    const state = initialProjectsState();
    state.details[7] = request([bid(1)]);
    state.requestOfQuote[1] = 7;
    const next = projectsSlice.reducer(state, decideQuote.fulfilled({ id: 1, quote_status_id: 3, hired_on: 'x' }, 'r', { action: 'hired', bidId: 1 }));
    expect(next.details[7]?.QuoteBid[0]).toMatchObject({ quote_status_id: 3, hired_on: 'x' });
  });
});

describe('decisionChoices', () => {
  it('offers hire and reject on a sent quote', () => {
    expect(decisionChoices({ quote_status_id: 2, is_requestor_rejected: 0 }, false)).toEqual({
      hire: true,
      undoHire: false,
      reject: true,
      undoReject: false,
      review: false,
    });
  });

  it('offers undo hire and review once hired, and no second review', () => {
    expect(decisionChoices({ quote_status_id: 3, is_requestor_rejected: 0 }, false)).toMatchObject({ hire: false, undoHire: true, review: true });
    expect(decisionChoices({ quote_status_id: 4, is_requestor_rejected: 0 }, false)).toMatchObject({ undoHire: false, review: true });
    expect(decisionChoices({ quote_status_id: 4, is_requestor_rejected: 0 }, true).review).toBe(false);
  });

  it('offers only undo reject on a rejected quote', () => {
    expect(decisionChoices({ quote_status_id: 2, is_requestor_rejected: 1 }, false)).toMatchObject({ hire: false, reject: false, undoReject: true });
  });
});

describe('review tags', () => {
  it('toggles a tag and keeps the fixed order', () => {
    const one = toggleTag([], 'careful');
    expect(toggleTag(one, 'onTime')).toEqual(['onTime', 'careful']);
    expect(toggleTag(['onTime', 'careful'], 'onTime')).toEqual(['careful']);
    expect(REVIEW_TAG_KEYS).toHaveLength(5);
  });

  it('counts characters as shown', () => {
    expect(textLength(' 準時😀 ')).toBe(3);
  });
});
