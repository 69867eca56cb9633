/** The certificates feature as the rest of the server sees it. */
export { type CertificateDocument, certificateFilesPlugin } from './certificate-files.plugin';
export { DOCUMENT_CONTEXT, REAL_ID_CONTEXT, UNIFIED_NUMBER_CONTEXT, approvedForService, sealNumbers } from './certificates.repository';
export { certificatesRoutes } from './certificates.routes';
export { ownStatusesQuery } from './certificates.repository';
export { certificateStateFrom, certificateStateOf } from './certificates.service';
/** The review's reads and writes, for the operator console's certificates queue. */
export * as certificatesRepository from './certificates.repository';
export { ownerResponse, toCertificateResponse } from './certificates.mappers';
/** Reads the documents of a multipart form (png, jpeg, gif or PDF; at most five), for other reviewed applications too. */
export { readDocuments } from './certificate-documents';
