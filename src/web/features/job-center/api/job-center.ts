import type { JobCenterItem, JobCenterPage, providerBidAnswerShape } from '../../../../domain/bids/bids.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** One open request of the job center, as GET /new/v1/quote_requests/job_center answers it. */
export type JobCenterCase = JobCenterItem;
export type { JobCenterPage };

/** A page of open requests in the pro's categories that did not reach him, 10 a page. */
export const getJobCenterPage = (api: ApiClient, page: number) => api.request<JobCenterPage>(`/new/v1/quote_requests/job_center/page:${page}.json`, { quiet: true });

/** One case, or null when the pro may no longer answer it (closed, taken, gone). */
export async function getJobCenterCase(api: ApiClient, requestId: number): Promise<JobCenterCase | null> {
  const { quote_requests } = await api.request<JobCenterPage>(`/new/v1/quote_requests/job_center/id:${requestId}.json`, { quiet: true });
  return quote_requests[0] ?? null;
}

/** Answers a case: it becomes the pro's lead; resolves to the lead's (bid's) id. */
export async function matchCase(api: ApiClient, requestId: number): Promise<number> {
  const { quote_bid } = await api.request<Answer<typeof providerBidAnswerShape>>(`/new/v1/quote_bids/match/${requestId}.json`, { method: 'POST', quiet: true });
  return quote_bid.id;
}
