import type { ServiceMedia } from '../../../domain/media/media';
import { uploadBatches } from '../../../domain/uploads/upload-batches';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import type { useUploadWithProgress } from './upload-with-progress';

export interface UploadPhotosOptions {
  serviceId: number;
  upload: ReturnType<typeof useUploadWithProgress>;
  /** The overall progress, 0 to 1, over every file. */
  onProgress: (fraction: number) => void;
  /** The service's media as each batch's answer has it. */
  onMedia: (media: ServiceMedia) => void;
}

/**
 * Uploads photos in turn: one request takes at most the route's files and bytes, so more photos go
 * in batches, in order. A batch that fails stops the rest; those before it stay. Answers how many
 * were uploaded and the error that stopped them, if any.
 */
export async function uploadPhotos(files: File[], { serviceId, upload, onProgress, onMedia }: UploadPhotosOptions): Promise<{ uploaded: number; error?: unknown }> {
  const batches = uploadBatches(files, UPLOAD_ROUTES.servicePhotos);
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let sent = 0;
  let uploaded = 0;
  try {
    for (const batch of batches) {
      const form = new FormData();
      for (const file of batch) form.append('photo', file);
      const size = batch.reduce((sum, file) => sum + file.size, 0);
      onMedia(await upload<ServiceMedia>(`/quote_service_photos/add/${serviceId}.json`, form, { onProgress: (fraction: number) => onProgress((sent + size * fraction) / total) }));
      sent += size;
      uploaded += batch.length;
    }
    return { uploaded };
  } catch (error) {
    return { uploaded, error };
  }
}
