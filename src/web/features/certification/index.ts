/** What other parts of the app may use of the certification feature; its other files are its own. */
export { CertificateBadges } from './certificate-badges';
export { DOCUMENT_ACCEPT, documentProblem } from './document-files';
