import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_PHOTOS_MAX, type ServicePhotoResponse } from '../../../domain/media/media';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { FileInput } from '../../components/file-input';
import { deletePhoto, sortPhotos } from './api/media';
import { ConfirmDelete, problemOfError, problemOfFiles, UploadAlert, UploadProgress } from './media-parts';
import { PhotoItem } from './photo-item';
import { uploadPhotos } from './upload-photos';
import { useMediaEditor } from './use-media-editor';
import './media.css';

/** The service's photos (editing step Media): upload with progress, captions, order by keyboard or buttons, delete. */
export function ServiceMediaEditor({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { state, load, replace, api, upload, progress, setProgress, problem, setProblem, busy, setBusy } = useMediaEditor(serviceId);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<ServicePhotoResponse | undefined>();
  const focusAfterMove = useRef<{ id: number; direction: 'up' | 'down' } | undefined>(undefined);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return <LoadFailedState onRetry={load} />;
  }
  const photos = state.media.quote_service_photos;
  const room = SERVICE_PHOTOS_MAX - photos.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      setProblem({ text: t('media>tooMany', { max: SERVICE_PHOTOS_MAX, room }) });
      return;
    }
    const bad = await problemOfFiles(files);
    setProblem(bad);
    if (bad) return;
    setProgress(0);
    const { uploaded, error } = await uploadPhotos(files, { serviceId, upload, onProgress: setProgress, onMedia: replace });
    if (error !== undefined) setProblem(problemOfError(error));
    if (error === undefined || uploaded > 0) setAnnouncement(t('media>uploaded', { count: uploaded }));
    setProgress(undefined);
  };

  const move = async (photo: ServicePhotoResponse, direction: 'up' | 'down') => {
    const from = photos.findIndex((p) => p.id === photo.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= photos.length) return;
    const next = [...photos];
    next.splice(from, 1);
    next.splice(to, 0, photo);
    // Before the new order renders, so whichever render comes first moves the focus with the photo.
    focusAfterMove.current = { id: photo.id, direction };
    // Shown at once; the server's answer (or the old order, on failure) follows.
    replace({ ...state.media, quote_service_photos: next });
    setAnnouncement(t('media>moved', { position: to + 1, total: photos.length }));
    try {
      replace(await api((client) => sortPhotos(client, serviceId, next.map((p) => p.id))));
    } catch (error) {
      replace(state.media);
      setProblem(problemOfError(error));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      replace(await api((client) => deletePhoto(client, deleting.id)));
      setAnnouncement(t('media>deleted'));
    } catch (error) {
      setProblem(problemOfError(error));
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  return (
    <div className="media">
      <p>{t('media>photosLead', { max: SERVICE_PHOTOS_MAX })}</p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('media>choosePhotos')}
        </label>
        <FileInput
          id={inputId}
          multiple
          accept="image/png,image/jpeg,image/gif"
          onChange={(e) => void onFiles(e)}
          disabled={progress !== undefined || room <= 0}
          aria-describedby={`${inputId}-hint`}
        />
        <p className="field__hint" id={`${inputId}-hint`}>
          {room > 0 ? t('media>photosHint', { room }) : t('media>full', { max: SERVICE_PHOTOS_MAX })}
        </p>
      </div>
      <UploadProgress fraction={progress} />
      <UploadAlert problem={problem} />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {photos.length === 0 ? (
        <p className="form__note">{t('media>noPhotos')}</p>
      ) : (
        <ol className="media__photos" aria-label={t('media>photosLabel')}>
          {photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              photo={photo}
              index={index}
              total={photos.length}
              serviceId={serviceId}
              focusAfterMove={focusAfterMove}
              onMove={(direction) => void move(photo, direction)}
              onDelete={() => setDeleting(photo)}
              onSaved={replace}
            />
          ))}
        </ol>
      )}
      <p className="form__note">{t('media>keyboardHint')}</p>
      <ConfirmDelete
        open={deleting !== undefined}
        title={t('media>deletePhotoTitle')}
        body={t('media>deletePhotoBody')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(undefined)}
      />
    </div>
  );
}
