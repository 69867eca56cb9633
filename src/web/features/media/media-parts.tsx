import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { checkImageFile } from '../../lib/image-file';

/** What went wrong with an upload: a key of ours or the server's zh-TW text. */
export type UploadProblem = { key: string } | { text: string };

/** Checks chosen files before sending, as the server will (size, type by the first bytes). */
export async function problemOfFiles(files: File[]): Promise<UploadProblem | undefined> {
  for (const file of files) {
    const bad = await checkImageFile(file);
    if (bad) return { key: bad };
  }
  return undefined;
}

/** The server's reason, field first; a network failure as our own text. */
export function problemOfError(error: unknown): UploadProblem {
  if (error instanceof ApiError) {
    const field = error.fields[0]?.message;
    if (field) return { text: field };
    if (error.message) return { text: error.message };
    if (error.messageKey) return { key: error.messageKey };
  }
  return { key: 'errors>unknown' };
}

/** The spec's upload failure: titled "unable to upload", with the reason below. */
export function UploadAlert({ problem }: { problem: UploadProblem | undefined }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div className="media__alert" role="alert">
      <strong className="media__alert-title">{t('media>unableToUpload')}</strong>
      <p>{'key' in problem ? t(problem.key, { mb: UPLOAD_MAX_BYTES / 1_000_000 }) : problem.text}</p>
    </div>
  );
}

/** Upload progress, announced to screen readers. */
export function UploadProgress({ fraction }: { fraction: number | undefined }) {
  const { t } = useTranslation();
  if (fraction === undefined) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div className="media__progress">
      <progress max={100} value={percent} aria-label={t('media>uploading')} />
      <span aria-live="polite">{t('media>uploadingPercent', { percent })}</span>
    </div>
  );
}

/** Asks before something is deleted for good. */
export function ConfirmDelete({ open, title, body, busy, onConfirm, onClose }: { open: boolean; title: string; body: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common>cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {t('media>deleteConfirm')}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
