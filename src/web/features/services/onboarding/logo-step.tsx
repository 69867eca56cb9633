import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../domain/limits';
import type { ServiceMedia } from '../../../../domain/media/media';
import { Button } from '../../../components/button';
import { describedBy } from '../../../components/field';
import { FileInput } from '../../../components/file-input';
import { checkImageFile } from '../../../lib/image-file';
import { useServiceMedia } from '../../media';
import { useServiceSave } from '../use-service-save';
import type { OnboardingStepProps } from './onboarding-step-props';

/**
 * Step 2: the service's logo, which its public profile and search results show (before the
 * account's avatar); the same upload as the editing step Logo. It may be skipped.
 */
export function LogoStep({ service, next, busy }: OnboardingStepProps) {
  const { t } = useTranslation();
  const id = useId();
  // A logo uploaded before (coming back to this step) is shown above the field.
  const media = useServiceMedia(service.id);
  const current = media.state.kind === 'ready' ? media.state.media.logo_thumb_url : null;
  const save = useServiceSave(['logo']);
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const bad = await checkImageFile(chosen);
    setProblem(bad ? t(bad, { mb: UPLOAD_MAX_BYTES / 1_000_000 }) : undefined);
    setFile(bad ? undefined : chosen);
  };

  const upload = async () => {
    if (!file) return true;
    const form = new FormData();
    form.append('logo', file);
    const answer = await save.run((client) => client.request<ServiceMedia>(`/quote_services/upload_logo/${service.id}.json`, { method: 'POST', body: form, quiet: true }), null);
    if (answer) media.replace(answer);
    return answer !== undefined;
  };
  const error = problem ?? save.fieldError('logo') ?? save.message;

  return (
    <div className="form">
      <h2>{t('onboarding>step>Logo')}</h2>
      <p>{t('onboarding>logo>lead')}</p>
      {current && <img src={current} alt={t('onboarding>logo>current')} width={96} height={96} />}
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {t('onboarding>logo>choose')}
        </label>
        <FileInput id={id} accept="image/png,image/jpeg,image/gif" onChange={(e) => void onFile(e)} {...describedBy(id, error, t('settings>profile>avatarHint'))} />
        <p className="field__hint" id={`${id}-hint`}>
          {t('settings>profile>avatarHint')}
        </p>
        {error && (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="services__row-actions">
        <Button onClick={() => void next(upload)} disabled={busy || save.busy || problem !== undefined} aria-busy={busy || save.busy}>
          {file ? t('onboarding>logo>upload') : t('onboarding>next')}
        </Button>
        {file && (
          <Button variant="ghost" onClick={() => void next()} disabled={busy}>
            {t('onboarding>logo>skip')}
          </Button>
        )}
      </div>
    </div>
  );
}
