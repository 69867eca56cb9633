import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { FileInput } from '../../components/file-input';

/** Up to `max` photos, chosen a few at a time, each removable; more than `max` is refused beside the field. */
export function PhotoPicker({ id, photos, max, onChange, error }: { id: string; photos: File[]; max: number; onChange: (photos: File[]) => void; error?: string }) {
  const { t } = useTranslation();
  const tooMany = photos.length > max ? t('shopFeedbacks>errors>photos', { max }) : undefined;
  function add(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    onChange([...photos, ...chosen]);
  }
  return (
    <Field id={id} label={t('shopFeedbacks>photos', { max })} error={tooMany ?? error}>
      <FileInput id={id} accept="image/png,image/jpeg,image/gif" multiple count={photos.length} onChange={add} disabled={photos.length >= max} />
      {photos.length > 0 && (
        <ul className="photo-picker__list">
          {photos.map((photo, i) => (
            <li key={`${photo.name}-${photo.size}-${photo.lastModified}`}>
              <span className="photo-picker__name">{photo.name}</span>
              <Button variant="ghost" onClick={() => onChange(photos.filter((_, j) => j !== i))} aria-label={t('shopFeedbacks>removePhoto', { name: photo.name })}>
                {t('shopFeedbacks>remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
