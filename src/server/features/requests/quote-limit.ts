import type { Kysely } from 'kysely';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import type { Database } from '../../db/schema';

/**
 * Refuses a new quote on a request that cannot take one: 404 when the request does not exist,
 * 409 `request closed` when the consumer closed or archived it, 409 `request quote limit` once
 * `maxQuotes` pros have quoted (config REQUEST_MAX_QUOTES). A pro re-sending their own quote
 * (`bidId` already quoted) is never refused by the limit.
 *
 * Call it inside the transaction that records the quote: it locks the request row, so two pros
 * quoting at once cannot both take the last place.
 */
export async function assertRequestAcceptsQuote(
  db: Kysely<Database>,
  requestId: number,
  options: { maxQuotes: number; bidId?: number },
): Promise<void> {
  const request = await db
    .selectFrom('quote_requests')
    .select(['id', 'is_closed', 'is_archived'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw AppError.notFound('找不到這個需求。');
  if (request.is_closed || request.is_archived) throw refusal(ErrorText.RequestClosed);
  const quoted = await db
    .selectFrom('quote_bids')
    .select(['id'])
    .where('quote_request_id', '=', requestId)
    .where('quote_sent_on', 'is not', null)
    .where('quote_status_id', '<>', QuoteStatus.NotInterested)
    .execute();
  if (options.bidId !== undefined && quoted.some((b) => b.id === options.bidId)) return;
  if (quoted.length >= options.maxQuotes) throw refusal(ErrorText.RequestQuoteLimit);
}

function refusal(code: typeof ErrorText.RequestClosed | typeof ErrorText.RequestQuoteLimit): AppError {
  return new AppError('conflict', code, ERROR_TEXT_MESSAGES[code]!);
}
