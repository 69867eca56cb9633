import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { editProfile } from './api/account';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { describedBy } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { FileInput } from '../../components/file-input';
import { profileSchema } from '../../lib/account-forms';
import { failureText } from '../../lib/failure-text';
import { checkImageFile } from '../../lib/image-file';
import { useForm } from '../../lib/use-form';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { profileSaved } from '../../store/user-slice';

/** A chosen file's preview URL, released when the file changes or the tab closes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Names and avatar. The avatar is checked here first (10 MB, png/jpeg/gif by content). */
export function ProfileTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const profile = useAppSelector((s) => s.user.profile);
  const avatar = useAppSelector((s) => s.user.avatar);
  const form = useForm(profileSchema, { last_name: profile?.last_name ?? '', first_name: profile?.first_name ?? '' });
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const preview = usePreview(file);
  const fileId = useId();
  const current = preview ?? avatar?.amazon_s3_thumb_url ?? undefined;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = await checkImageFile(chosen);
    if (problem) {
      setFileError(t(problem, { mb: UPLOAD_MAX_BYTES / 1_000_000 }));
      setFile(undefined);
      event.target.value = '';
      return;
    }
    setFileError(undefined);
    setFile(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed || fileError) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const answer = await api((client) => editProfile(client, { ...parsed, avatar: file }));
      dispatch(profileSaved(answer));
      setFile(undefined);
      dispatch(toastAdded({ tone: 'success', messageKey: 'settings>saved' }));
    } catch (error) {
      const failure = asFormFailure(error);
      const avatarError = failure.fields.find((f) => f.field === 'avatar');
      if (avatarError || failure.status === 413) setFileError(avatarError?.message ?? failureText(t, failure));
      const other = form.applyServerErrors(failure.fields.filter((f) => f.field !== 'avatar'));
      if ((failure.fields.length === 0 && failure.status !== 413) || other.length > 0) setMessage(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <div className={fileError ? 'field field--invalid avatar-field' : 'field avatar-field'}>
        <span className="avatar-field__image" aria-hidden="true">
          {current ? <img src={current} alt={t('images>myAvatar')} width={96} height={96} /> : <span className="avatar-field__empty" />}
        </span>
        <div className="avatar-field__controls">
          <label className="field__label" htmlFor={fileId}>
            {t('settings>profile>avatar')}
          </label>
          <FileInput
            id={fileId}
            className="avatar-field__input"
            name="avatar"
            accept="image/png,image/jpeg,image/gif"
            onChange={(e) => void onFile(e)}
            {...describedBy(fileId, fileError, t('settings>profile>avatarHint'))}
          />
          <p className="field__hint" id={`${fileId}-hint`}>
            {t('settings>profile>avatarHint')}
          </p>
          {preview && <p className="field__hint">{t('settings>profile>previewNote')}</p>}
          {fileError && (
            <p className="field__error" id={`${fileId}-error`}>
              {fileError}
            </p>
          )}
        </div>
      </div>
      <div className="form__pair">
        <Input label={t('auth>signup>lastName')} autoComplete="family-name" required {...form.field('last_name')} />
        <Input label={t('auth>signup>firstName')} autoComplete="given-name" required {...form.field('first_name')} />
      </div>
      <FormMessage tone="error" text={message} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common>saving') : t('settings>save')}
      </Button>
    </form>
  );
}
