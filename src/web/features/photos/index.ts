export { PhotoLikeButton } from './photo-like-button';
