/** What other parts of the app may use of the not-found feature; its other files are its own. */
export { NOT_FOUND_MARKER, NotFoundScreen } from './not-found-screen';
