import type { LeadFigures, ProviderQuoteBidResponse, WorkItemResponse } from '../../../domain/bids/bids.contract';
import { toUtcString } from '../../../domain/time';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import { toQuoteBidResponse } from '../requests';
import type { ProviderBidRow } from './provider-bids.repository';
import type { WorkRow } from './work-list.repository';

/** A bid as its pro sees it. */
export function toProviderBidResponse(row: ProviderBidRow): ProviderQuoteBidResponse {
  return {
    ...toQuoteBidResponse(row),
    provider_tag: row.provider_tag,
    is_provider_archived: row.is_provider_archived ? 1 : 0,
    provider_last_read_on: row.provider_last_read_on ? toUtcString(row.provider_last_read_on) : null,
    last_used_template_id: row.last_used_template_id,
    fee_amount: row.fee_amount,
    narrow_status_id: row.narrow_status_id,
    narrow_decline_reason: row.narrow_decline_reason,
    closed_by_hire: row.closed_by_hire ? 1 : 0,
    is_reviewed: row.is_reviewed ? 1 : 0,
    match_area: row.match_area_shape
      ? { shape: row.match_area_shape, distance_km: row.match_distance_km === null ? null : Math.round(row.match_distance_km * 10) / 10 }
      : null,
  };
}

/** A lead as the pro's work list shows it (without its figures, added from `leadFigures`). */
export function toWorkItemResponse(row: WorkRow): Omit<WorkItemResponse, keyof LeadFigures> {
  return {
    ...toProviderBidResponse(row),
    QuoteRequest: {
      id: row.quote_request_id,
      description: row.request_description,
      created: toUtcString(row.request_created),
      is_closed: row.request_is_closed ? 1 : 0,
      is_archived: row.request_is_archived ? 1 : 0,
      category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
      city: row.city_name,
      district: row.district_name,
      consumer_name: consumerNameForPro(
        { last_name: row.consumer_last_name, first_name: row.consumer_first_name, username: row.consumer_username },
        { hiredByConsumer: row.hired_by_requester },
      ),
    },
  };
}
