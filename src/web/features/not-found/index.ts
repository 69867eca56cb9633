export { NOT_FOUND_MARKER, NotFoundScreen } from './not-found-screen';
