import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_CAPTION_MAX, type ServiceMedia, type ServicePhotoResponse } from '../../../domain/media/media';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { useApi } from '../../store/use-api';
import { editCaption } from './api/media';
import { problemOfError } from './media-parts';

interface PhotoItemProps {
  photo: ServicePhotoResponse;
  index: number;
  total: number;
  serviceId: number;
  focusAfterMove: RefObject<{ id: number; direction: 'up' | 'down' } | undefined>;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
  onSaved: (media: ServiceMedia) => void;
}

/** One photo in the manager: thumbnail, caption, move up/down (buttons or Alt+arrow keys), delete. */
export function PhotoItem({ photo, index, total, focusAfterMove, onMove, onDelete, onSaved }: PhotoItemProps) {
  const { t } = useTranslation();
  const api = useApi();
  const captionId = useId();
  const [caption, setCaption] = useState(photo.caption);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  // After a move the list re-renders; keep the focus on the button that was pressed (or the other one at an end).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || wanted.id !== photo.id) return;
    focusAfterMove.current = undefined;
    const first = wanted.direction === 'up' ? up.current : down.current;
    const other = wanted.direction === 'up' ? down.current : up.current;
    (first && !first.disabled ? first : other)?.focus();
  });

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await api((client) => editCaption(client, photo.id, caption)));
    } catch (e) {
      const problem = problemOfError(e);
      setError('text' in problem ? problem.text : t(problem.key));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index > 0) onMove('up');
    if (event.key === 'ArrowDown' && index < total - 1) onMove('down');
  };

  const label = t('media>photoNumber', { position: index + 1, total });
  return (
    <li className="media__photo" onKeyDown={onKeyDown} aria-label={label}>
      <img src={photo.thumb_url} alt={photo.caption || label} width={160} height={120} loading="lazy" />
      <div className="media__photo-body">
        <Input id={captionId} label={t('media>caption')} error={error} value={caption} maxLength={PHOTO_CAPTION_MAX} onChange={(e) => setCaption(e.target.value)} />
        <div className="media__photo-actions">
          <Button variant="secondary" onClick={() => void save()} disabled={saving || caption.trim() === photo.caption} aria-busy={saving}>
            {t('media>saveCaption')}
          </Button>
          <button ref={up} type="button" className="btn btn--ghost" onClick={() => onMove('up')} disabled={index === 0} aria-label={t('media>moveUp', { label })}>
            <span aria-hidden="true">↑</span>
          </button>
          <button ref={down} type="button" className="btn btn--ghost" onClick={() => onMove('down')} disabled={index === total - 1} aria-label={t('media>moveDown', { label })}>
            <span aria-hidden="true">↓</span>
          </button>
          <Button variant="ghost" onClick={onDelete} aria-label={t('media>deletePhoto', { label })}>
            {t('media>delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
