import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LikedPhotoResponse } from '../../../domain/media/media';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { useApi } from '../../store/use-api';
import { PhotoLikeButton } from './photo-like-button';
import { getLikedPhotos } from './api/photos';
import './photos.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; photos: LikedPhotoResponse[] };

/** dashboard/photo/favorite: the photos the user liked, each linking to its pro's profile. */
export default function LikedPhotosScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    api(getLikedPhotos).then(
      (page) => setState({ kind: 'ready', photos: page.photos }),
      () => setState({ kind: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  return (
    <div className="page">
      <h1 className="page__title">{t('screens>photo-favorite>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={load} />}
      {state.kind === 'ready' && state.photos.length === 0 && (
        <EmptyState title={t('photos>emptyTitle')} body={t('photos>emptyBody')} action={<ButtonLink to="/pro-list">{t('photos>findPros')}</ButtonLink>} />
      )}
      {state.kind === 'ready' && state.photos.length > 0 && (
        <ul className="liked-photos" aria-label={t('screens>photo-favorite>title')}>
          {state.photos.map((photo) => (
            <li key={photo.id}>
              <figure>
                <img src={photo.thumb_url} alt={photo.caption || t('photos>photoOf', { title: photo.quote_service.title })} loading="lazy" width={240} height={180} />
                <figcaption className="liked-photos__row">
                  <Link to={`/service/${photo.quote_service.id}`}>{photo.quote_service.title}</Link>
                  <PhotoLikeButton photoId={photo.id} />
                </figcaption>
                {photo.caption && <span>{photo.caption}</span>}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
