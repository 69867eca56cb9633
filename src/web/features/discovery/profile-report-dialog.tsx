import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { SERVICE_REPORT_REASONS, SERVICE_REPORT_TEXT_MAX, type ServiceReportReason } from '../../../domain/service-reports/service-report.schema';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { reportService } from './api/report-service';

/** `/service/report/{id}`: a reason from the list and a note, sent to the support inbox; a guest signs in first. */
export function ProfileReportDialog({ profile, onClose }: { profile: ProProfileResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const me = useAppSelector((s) => s.user.info?.id ?? null);
  // The server render and the first client render show the guest's view, so hydration matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const [reason, setReason] = useState<ServiceReportReason | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const title = t('discovery>actions>reportTitle');

  if (!mounted || me === null) {
    return (
      <Modal open title={title} onClose={onClose}>
        <p>{t('discovery>actions>reportLogin')}</p>
        <ButtonLink to={`/login?from=${encodeURIComponent(`/service/report/${profile.id}`)}`} size="lg" block>
          {t('discovery>actions>reportLoginButton')}
        </ButtonLink>
      </Modal>
    );
  }
  if (sent) {
    return (
      <Modal open title={title} onClose={onClose} footer={<Button onClick={onClose}>{t('discovery>actions>close')}</Button>}>
        <FormMessage tone="success" text={t('discovery>actions>reportSent')} />
      </Modal>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') return;
    setBusy(true);
    setError(undefined);
    try {
      await api((client) => reportService(client, profile.id, { reason, text }));
      setSent(true);
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields[0]?.message ?? failureText(t, info));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} onClose={onClose}>
      <form className="profile-action__form" onSubmit={(e) => void submit(e)}>
        <p>{t('discovery>actions>reportIntro')}</p>
        <Select
          label={t('discovery>actions>reportReason')}
          placeholder={t('discovery>actions>reportReasonPick')}
          options={SERVICE_REPORT_REASONS.map((r) => ({ value: r, label: t(`discovery>actions>reasons>${r}`) }))}
          value={reason}
          required
          onChange={(e) => setReason(e.target.value as ServiceReportReason | '')}
        />
        <TextareaField
          id="service-report-text"
          label={t('discovery>actions>reportText')}
          hint={t('discovery>actions>reportTextHint')}
          maxLength={SERVICE_REPORT_TEXT_MAX}
          required={reason === 'other'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <FormMessage tone="error" text={error} />
        <Button type="submit" size="lg" block disabled={busy || reason === ''} aria-busy={busy || undefined}>
          {t('discovery>actions>reportSend')}
        </Button>
      </form>
    </Modal>
  );
}
