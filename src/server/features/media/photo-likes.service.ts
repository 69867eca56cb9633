import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { PAGE_SIZE } from '../../../domain/limits';
import type { LikedPhotosPage, PhotoLikeState } from '../../../domain/media/media';
import type { Database } from '../../db/schema';
import { toLikedPhotoResponse } from './media.mappers';
import * as repo from './media.repository';
import { PHOTO_NOT_FOUND } from './media.service';

type Db = Kysely<Database>;

/** Photos people like (photo/favorite): like once, unlike, and the liked list. */
export class PhotoLikesService {
  constructor(private readonly db: Db) {}

  /** Likes a photo of a public profile; liking it again changes nothing. */
  async like(userId: number, photoId: number): Promise<PhotoLikeState> {
    if (!(await repo.findPublicPhoto(this.db, photoId))) throw AppError.notFound(PHOTO_NOT_FOUND);
    await repo.like(this.db, userId, photoId);
    return { photo: { id: photoId, is_liked: true, like_count: await repo.likeCount(this.db, photoId) } };
  }

  /** Takes a like back, also of a photo whose profile is no longer public. */
  async unlike(userId: number, photoId: number): Promise<PhotoLikeState> {
    if (!(await repo.photoExists(this.db, photoId))) throw AppError.notFound(PHOTO_NOT_FOUND);
    await repo.unlike(this.db, userId, photoId);
    return { photo: { id: photoId, is_liked: false, like_count: await repo.likeCount(this.db, photoId) } };
  }

  /** The caller's liked photos still on public profiles, PAGE_SIZE.likedPhotos (9999) a page. */
  async liked(userId: number, page: number): Promise<LikedPhotosPage> {
    const size = PAGE_SIZE.likedPhotos;
    const [count, rows] = await Promise.all([repo.countLikedPhotos(this.db, userId), repo.likedPhotos(this.db, userId, size, (page - 1) * size)]);
    return { photos: rows.map(toLikedPhotoResponse), page, total_pages: Math.max(1, Math.ceil(count / size)), count };
  }
}
