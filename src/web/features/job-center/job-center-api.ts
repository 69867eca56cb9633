import type { ApiClient } from '../../api/client';
import type { ProviderBid } from '../../api/works';

/** One open request of the job center, as GET /new/v1/quote_requests/job_center answers it. */
export interface JobCenterCase {
  id: number;
  quote_request_id: number;
  description: string;
  /** UTC, 'YYYY-MM-DD HH:mm:ss'. */
  created: string;
  category: { id: number; slug: string; name: string };
  city: string;
  district: string;
  /** Masked: the family name (else the first letter of the username) and two circles. */
  consumer_name: string;
  quote_count: number;
  /** Quotes the request takes, and the fee of quoting it (credit points). */
  quote_limit?: number;
  quote_fee?: number;
}

export interface JobCenterPage {
  quote_requests: JobCenterCase[];
  page: number;
  total_pages: number;
  count: number;
}

/** A page of open requests in the pro's categories that did not reach him, 10 a page. */
export const getJobCenterPage = (api: ApiClient, page: number) => api.request<JobCenterPage>(`/new/v1/quote_requests/job_center/page:${page}.json`, { quiet: true });

/** One case, or null when the pro may no longer answer it (closed, taken, gone). */
export async function getJobCenterCase(api: ApiClient, requestId: number): Promise<JobCenterCase | null> {
  const { quote_requests } = await api.request<JobCenterPage>(`/new/v1/quote_requests/job_center/id:${requestId}.json`, { quiet: true });
  return quote_requests[0] ?? null;
}

/** Answers a case: it becomes the pro's lead; resolves to the lead's (bid's) id. */
export async function matchCase(api: ApiClient, requestId: number): Promise<number> {
  const { quote_bid } = await api.request<{ quote_bid: ProviderBid }>(`/new/v1/quote_bids/match/${requestId}.json`, { method: 'POST', quiet: true });
  return quote_bid.id;
}
