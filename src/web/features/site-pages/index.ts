/** What other parts of the app may use of the site-pages feature; its other files are its own. */
export { getSitePage } from './api/site-pages';
export { TermsNote } from './terms-note';
