export { CertificateBadges } from './certificate-badges';
