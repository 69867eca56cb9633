/** The certificates feature as the rest of the server sees it. */
export { certificateFilesPlugin } from './certificate-files.plugin';
export { DOCUMENT_CONTEXT, REAL_ID_CONTEXT, UNIFIED_NUMBER_CONTEXT, approvedForService, sealNumbers } from './certificates.repository';
export { certificatesRoutes } from './certificates.routes';
export { ownStatusesQuery } from './certificates.repository';
export { certificateStateFrom, certificateStateOf } from './certificates.service';
export { certificateReviewState, countPendingCertificates, reviewDecide, reviewPage, reviewView } from './certificates.review.service';
