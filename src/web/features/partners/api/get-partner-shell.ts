import type { PartnerShellAnswer } from '../../../../domain/partners/partner-shell.contract';
import type { ApiClient } from '../../../api/client';

/** GET /partner/shell.json: the partner channel the visitor is in, or null; never a toast. */
export const getPartnerShell = (api: ApiClient) => api.request<PartnerShellAnswer>('/partner/shell.json', { quiet: true, guestOk: true });
