/** The media feature as the rest of the server sees it. */
export { mediaRoutes } from './media.routes';
export { MediaService } from './media.service';
export { PhotoLikesService } from './photo-likes.service';
export { type CheckedImage, checkImage, filesOf, makeThumbnail } from './media-images';
