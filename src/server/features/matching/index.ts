/** The matching feature as the rest of the server sees it. */
export { leadUrl, newLeadMessage } from './matching.mails';
export type { LeadMailRequest } from './matching.mails';
export { countLeads, insertLeadNotifications, leadResponseUpsert } from './matching.repository';
export { matchRequest } from './matching.service';
export type { MatchedLead } from './matching.service';
