import { useState } from 'react';
import type { UploadProblem } from './media-parts';
import { useUploadWithProgress } from './upload-with-progress';
import { useServiceMedia } from './use-service-media';

/** What both media editors hold: the service's media, the uploader, its progress, the last problem and a busy flag. */
export function useMediaEditor(serviceId: number) {
  const media = useServiceMedia(serviceId);
  const upload = useUploadWithProgress();
  const [progress, setProgress] = useState<number | undefined>();
  const [problem, setProblem] = useState<UploadProblem | undefined>();
  const [busy, setBusy] = useState(false);
  return { ...media, upload, progress, setProgress, problem, setProblem, busy, setBusy };
}
