import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../domain/limits';
import { REQUEST_PHOTOS_MAX } from '../../../../domain/requests/quote-request.schema';
import { Button } from '../../../components/button';
import { checkImageFile } from '../../../lib/image-file';
import { photosFit } from '../form-steps';
import { GroupError } from './step-error';

export interface PhotosStepProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  error: string | undefined;
  onError: (text: string | undefined) => void;
}

const MB = UPLOAD_MAX_BYTES / 1_000_000;

function usePreviews(photos: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [photos]);
  return urls;
}

/** Up to five photos (png, jpeg or gif, each under 10 MB: spec section 5), checked as they are picked. */
export function PhotosStep({ photos, onChange, error, onError }: PhotosStepProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const previews = usePreviews(photos);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = await checkImageFile(file);
      if (problem) problems.push(t('requestForm>photos>badFile', { name: file.name, reason: t(problem, { mb: MB }) }));
      else accepted.push(file);
    }
    const room = REQUEST_PHOTOS_MAX - photos.length;
    if (!photosFit(photos.length, accepted.length)) problems.push(t('requestForm>photos>tooMany', { max: REQUEST_PHOTOS_MAX }));
    if (accepted.length > 0 && room > 0) onChange([...photos, ...accepted.slice(0, room)]);
    onError(problems.length > 0 ? problems.join(' ') : undefined);
  };

  return (
    <div className="rf-photos">
      <p className="rf-step__hint">{t('requestForm>photos>lead', { max: REQUEST_PHOTOS_MAX, mb: MB })}</p>
      {photos.length > 0 && (
        <ul className="rf-photos__list">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${photo.size}-${photo.lastModified}`} className="rf-photos__item">
              {previews[i] && <img className="rf-photos__thumb" src={previews[i]} alt={t('images>photoPreview', { name: photo.name })} width={56} height={56} />}
              <span className="rf-photos__name">{photo.name}</span>
              <Button variant="ghost" aria-label={t('requestForm>photos>remove', { name: photo.name })} onClick={() => onChange(photos.filter((_, j) => j !== i))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="rf-step__hint" role="status">
        {t('requestForm>photos>count', { count: photos.length, max: REQUEST_PHOTOS_MAX })}
      </p>
      {photos.length < REQUEST_PHOTOS_MAX && (
        <label className="btn btn--secondary rf-photos__pick" htmlFor={inputId}>
          {t('requestForm>photos>add')}
          <input
            id={inputId}
            className="rf-photos__input"
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => void onPick(e)}
          />
        </label>
      )}
      <GroupError id={errorId} text={error} />
    </div>
  );
}
