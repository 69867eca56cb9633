/** The requests feature as the rest of the server sees it. */
export { insertActivities } from './activities.repository';
export { listHiredJobs, proBooking } from './booking';
export { closeRequestOnHire, reopenRequestOnUndoHire } from './hire-closing';
export { issueBidHash, linkDigest, looksLikeLinkHash, newLinkHash } from './link-hash';
export { markBidNotificationsRead } from './notifications.repository';
export { assertRequestAcceptsQuote } from './quote-limit';
export { bidQuery } from './request-bids.repository';
export {
  BID_PARTIES_COLUMNS,
  bidRequestQuery,
  CONSUMER_NAME_COLUMNS,
  joinCategory,
  joinConsumer,
  joinPlace,
  joinPro,
  joinRequest,
  PRO_NAME_COLUMNS,
  REQUEST_PLACE_COLUMNS,
  requestCategoryQuery,
  requestPlaceQuery,
  requestSummaryQuery,
} from './request-summary.query';
export { mayAccessRequest, ownerRelation, REQUEST_RULES, requestNotFound, requireRequestAccess } from './request-access';
export type { RequestAction, RequestRelation } from './request-access';
export { RequestCreationService } from './request-creation.service';
export { toQuoteBidResponse, toRequestFieldResponse, toRequestSummaryResponse, toSubmissionFieldResponse } from './requests.mappers';
export { findRequestById, listAnswers, listPhotos } from './requests.repository';
export { requestsRoutes } from './requests.routes';
export type { RequestInviter } from './requests.routes';
export { RequestsService } from './requests.service';
