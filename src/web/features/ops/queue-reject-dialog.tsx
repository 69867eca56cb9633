import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonTemplate } from '../../../domain/ops/queues';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';

export interface QueueRejectDialogProps {
  open: boolean;
  /** What is being rejected, for the title (e.g. "certificate #12" in zh-TW). */
  subject: string;
  templates: readonly ReasonTemplate[];
  maxLength: number;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Picks a reason template: its text is handed to `onPick`, to put in the reason field and edit. */
export function ReasonTemplateSelect({ templates, onPick }: { templates: readonly ReasonTemplate[]; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState('');
  const choose = (id: string) => {
    setTemplate(id);
    const found = templates.find((x) => x.id === id);
    if (found) onPick(found.text);
  };
  return (
    <Select
      label={t('ops>queues>template')}
      name="template"
      placeholder={t('ops>queues>templateNone')}
      options={templates.map((x) => ({ value: x.id, label: x.text }))}
      value={template}
      onChange={(event) => choose(event.target.value)}
    />
  );
}

/** Rejecting with a reason: pick a template, edit its text, confirm. The reason is what the user is told. */
export function QueueRejectDialog({ open, subject, templates, maxLength, busy, error, onConfirm, onClose }: QueueRejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reason.trim() === '') return setMissing(true);
    setMissing(false);
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={t('ops>queues>rejectTitle', { subject })}
      onClose={onClose}
      footer={
        <div className="ops-actions">
          <Button onClick={confirm} disabled={busy}>
            {busy ? t('ops>queues>sending') : t('ops>queues>rejectConfirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ops>queues>cancel')}
          </Button>
        </div>
      }
    >
      <ReasonTemplateSelect templates={templates} onPick={setReason} />
      <TextareaField
        id="queue-reject-reason"
        label={t('ops>queues>reason')}
        hint={t('ops>queues>reasonHint', { max: maxLength })}
        name="reason"
        rows={4}
        maxLength={maxLength}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={missing ? t('ops>queues>reasonRequired') : undefined}
      />
      <FormMessage tone="error" text={error} />
    </Modal>
  );
}
