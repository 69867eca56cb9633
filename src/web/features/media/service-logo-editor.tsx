import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceMedia } from '../../../domain/media/media';
import { Button } from '../../components/button';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { FileInput } from '../../components/file-input';
import { deleteLogo } from './api/media';
import { ConfirmDelete, problemOfError, problemOfFiles, UploadAlert, UploadProgress } from './media-parts';
import { useMediaEditor } from './use-media-editor';
import './media.css';

/** The service's logo (editing step Logo): upload with progress, replace, delete after a confirmation. */
export function ServiceLogoEditor({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const { state, load, replace, api, upload, progress, setProgress, problem, setProblem, busy, setBusy } = useMediaEditor(serviceId);
  const [confirming, setConfirming] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = await problemOfFiles([file]);
    setProblem(bad);
    if (bad) return;
    const form = new FormData();
    form.append('logo', file);
    setProgress(0);
    try {
      replace(await upload<ServiceMedia>(`/quote_services/upload_logo/${serviceId}.json`, form, { onProgress: setProgress }));
    } catch (error) {
      setProblem(problemOfError(error));
    } finally {
      setProgress(undefined);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      replace(await api((client) => deleteLogo(client, serviceId)));
      setConfirming(false);
    } catch (error) {
      setProblem(problemOfError(error));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') {
    return <LoadFailedState onRetry={load} />;
  }
  const logo = state.media.logo_thumb_url;
  return (
    <div className="media">
      <p>{t('media>logoLead')}</p>
      <div className="media__logo">
        {logo ? <img src={logo} alt={t('media>logoAlt')} width={96} height={96} /> : <span className="media__logo-empty">{t('media>noLogo')}</span>}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {logo ? t('media>replaceLogo') : t('media>chooseLogo')}
        </label>
        <FileInput id={inputId} accept="image/png,image/jpeg,image/gif" onChange={(e) => void onFile(e)} disabled={progress !== undefined} aria-describedby={`${inputId}-hint`} />
        <p className="field__hint" id={`${inputId}-hint`}>
          {t('media>fileHint')}
        </p>
      </div>
      <UploadProgress fraction={progress} />
      <UploadAlert problem={problem} />
      {logo && (
        <Button variant="ghost" onClick={() => setConfirming(true)} disabled={progress !== undefined}>
          {t('media>deleteLogo')}
        </Button>
      )}
      <ConfirmDelete open={confirming} title={t('media>deleteLogoTitle')} body={t('media>deleteLogoBody')} busy={busy} onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
    </div>
  );
}
