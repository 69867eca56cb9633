import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { workStatus } from './work-status';

const bid = (fields: Partial<Parameters<typeof workStatus>[0]> = {}): Parameters<typeof workStatus>[0] => ({
  quote_status_id: QuoteStatus.InProgress,
  is_provider_archived: 0,
  is_provider_readed: 1,
  quote_sent_on: '2026-11-20 01:00:00',
  closed_by_hire: 0,
  is_reviewed: 0,
  ...fields,
});

describe('how a bid reads to its pro', () => {
  it('follows the job through 已雇用, 已完工 and 已評價, as the consumer side does', () => {
    expect(workStatus(bid({ quote_status_id: QuoteStatus.Hired }))).toBe('hired');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.WorkCompleted }))).toBe('completed');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.WorkCompleted, is_reviewed: 1 }))).toBe('reviewed');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.PaymentCompleted, is_reviewed: 1 }))).toBe('reviewed');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.Hired, is_reviewed: 1 }))).toBe('reviewed');
  });

  it('says a lead was closed because the consumer hired another pro, apart from any other closing', () => {
    expect(workStatus(bid({ quote_status_id: QuoteStatus.Archived, closed_by_hire: 1 }))).toBe('closedByHire');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.Archived }))).toBe('closed');
  });

  it('keeps the pro’s own archive and pass first', () => {
    expect(workStatus(bid({ quote_status_id: QuoteStatus.WorkCompleted, is_reviewed: 1, is_provider_archived: 1 }))).toBe('archived');
    expect(workStatus(bid({ quote_status_id: QuoteStatus.NotInterested }))).toBe('passed');
  });
});
