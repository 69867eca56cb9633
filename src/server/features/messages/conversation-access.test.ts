import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { type ConversationParties, conversationSide, conversationWriteRefusal, requireConversationAccess } from './conversation-access';

const PRO = 10;
const CONSUMER = 20;
const SENT = new Date('2026-01-01T00:00:00Z');
const bid = (patch: Partial<ConversationParties> = {}): ConversationParties => ({
  pro_id: PRO,
  consumer_id: CONSUMER,
  quote_status_id: QuoteStatus.InProgress,
  quote_sent_on: SENT,
  ...patch,
});

describe('conversation access', () => {
  it.each([
    ['the pro, quote sent', bid(), PRO, { role: 'pro', otherId: CONSUMER }],
    ['the pro, before quoting', bid({ quote_sent_on: null }), PRO, { role: 'pro', otherId: CONSUMER }],
    ['the consumer, quote sent', bid(), CONSUMER, { role: 'consumer', otherId: PRO }],
    ['the consumer, before the quote', bid({ quote_sent_on: null }), CONSUMER, null],
    ['anyone else', bid(), 99, null],
  ] as const)('%s', (_who, parties, userId, side) => {
    expect(conversationSide(parties, userId)).toEqual(side);
    if (side) expect(requireConversationAccess(parties, userId)).toEqual({ bid: parties, ...side });
    else expect(() => requireConversationAccess(parties, userId)).toThrow(AppError);
  });

  it('answers a missing bid with a 404', () => {
    expect(() => requireConversationAccess(undefined, PRO)).toThrow(AppError);
  });

  it.each([
    ['a passed quote, pro', bid({ quote_status_id: QuoteStatus.NotInterested }), 'pro', '這個案件已略過，無法再傳送訊息。'],
    ['a passed quote, consumer', bid({ quote_status_id: QuoteStatus.NotInterested }), 'consumer', '這個案件已略過，無法再傳送訊息。'],
    ['the pro before quoting', bid({ quote_status_id: QuoteStatus.Send, quote_sent_on: null }), 'pro', '請先送出報價，才能傳送訊息給客戶。'],
    ['the pro after quoting', bid(), 'pro', null],
    ['the consumer after the quote', bid(), 'consumer', null],
  ] as const)('write refusal: %s', (_case, parties, role, refusal) => {
    expect(conversationWriteRefusal(parties, role)).toBe(refusal);
  });
});
