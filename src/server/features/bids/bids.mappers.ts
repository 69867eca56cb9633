import type { QuoteBidResponse } from '../../../domain/requests/quote-request.types';
import { toUtcString } from '../../../domain/time';
import { toQuoteBidResponse } from '../requests/requests.mappers';
import type { ProviderBidRow } from './provider-bids.repository';

export interface ProviderQuoteBidResponse extends QuoteBidResponse {
  provider_tag: string | null;
  is_provider_archived: 0 | 1;
  provider_last_read_on: string | null;
  last_used_template_id: number | null;
  fee_amount: number | null;
}

/** A bid as its pro sees it. */
export function toProviderBidResponse(row: ProviderBidRow): ProviderQuoteBidResponse {
  return {
    ...toQuoteBidResponse(row),
    provider_tag: row.provider_tag,
    is_provider_archived: row.is_provider_archived ? 1 : 0,
    provider_last_read_on: row.provider_last_read_on ? toUtcString(row.provider_last_read_on) : null,
    last_used_template_id: row.last_used_template_id,
    fee_amount: row.fee_amount,
  };
}
