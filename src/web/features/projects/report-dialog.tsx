import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_REASON_MAX } from '../../../domain/requests/quote-request.schema';
import type { FormFailure } from '../../api/error-info';
import { TextareaField } from '../../components/textarea-field';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { statusModalShown } from '../../store/ui-slice';
import { reportProject } from './projects-thunks';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';

export function ReportDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('projects>report>required'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(reportProject({ requestId, reason: reason.trim() }));
    setBusy(false);
    if (reportProject.fulfilled.match(result)) {
      dispatch(statusModalShown({ tone: 'success', titleKey: 'statusModal>reportSent>title', messageKey: 'statusModal>reportSent>body' }));
      onClose();
    } else if (result.payload) {
      const fieldError = result.payload.fields.find((f) => f.field === 'reason');
      if (fieldError) setError(fieldError.message);
      else setFailure(result.payload);
    }
  };

  return (
    <Modal open title={t('projects>report>title')} onClose={onClose}>
      <form className="report-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>{t('projects>report>lead')}</p>
        <TextareaField
          id={id}
          label={t('projects>report>reason')}
          error={error}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
        <div className="report-form__buttons">
          <CancelAndConfirm busy={busy} onCancel={onClose} label={t('projects>report>submit')} busyLabel={t('common>sending')} />
        </div>
      </form>
    </Modal>
  );
}
