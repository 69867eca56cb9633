import type { OpsPartners, PartnerReport, PartnerReportQuery } from '../../../../domain/partners/partner-report.contract';
import type { ApiClient } from '../../../api/client';

export type { OpsPartners, PartnerReport, PartnerReportQuery } from '../../../../domain/partners/partner-report.contract';

// Console calls handle their own 403 (not signed in to the console): it never ends the marketplace session.
const CONSOLE = { quiet: true, guestOk: true } as const;

const queryOf = (query: PartnerReportQuery) => `?${new URLSearchParams({ partner_id: query.partner_id, month: query.month }).toString()}`;

/** GET /ops/partners.json: the configured partners a report can be asked for. */
export const getOpsPartners = (api: ApiClient) => api.request<OpsPartners>('/ops/partners.json', CONSOLE);

/** GET /ops/partners/report.json: one partner's month. */
export const getPartnerReport = (api: ApiClient, query: PartnerReportQuery) => api.request<PartnerReport>(`/ops/partners/report.json${queryOf(query)}`, CONSOLE);

/** The CSV's path (under the API base); it is fetched with the API key, so it is not a plain link. */
export const partnerReportCsvPath = (query: PartnerReportQuery) => `/ops/partners/report.csv${queryOf(query)}`;
