export { getSitePage } from './site-pages-api';
export { TermsNote } from './terms-note';
