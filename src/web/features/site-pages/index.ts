/** What other parts of the app may use of the site-pages feature; its other files are its own. */
export { getSitePage } from './site-pages-api';
export { TermsNote } from './terms-note';
