import type { TrustFundPage } from '../../../../domain/trust-fund/trust-fund.contract';
import type { ApiClient } from '../../../api/client';

export type { TrustFund, TrustFundPage, TrustMovement } from '../../../../domain/trust-fund/trust-fund.contract';

/** GET /new/v1/trust_fund/query.json: the caller's money in trust, 20 payments a page. */
export const getTrustFunds = (api: ApiClient, page: number) =>
  api.request<TrustFundPage>(page > 1 ? `/new/v1/trust_fund/query.json?page=${page}` : '/new/v1/trust_fund/query.json', { quiet: true });
