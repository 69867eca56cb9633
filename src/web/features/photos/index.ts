/** What other parts of the app may use of the photos feature; its other files are its own. */
export { PhotoLikeButton } from './photo-like-button';
