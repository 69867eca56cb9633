import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonTemplate } from '../../../domain/ops/queues';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';

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

export interface ReasonFieldProps {
  /** The textarea's id. */
  id: string;
  label: string;
  hint: string;
  /** Templates to start from; none: the field alone. */
  templates?: readonly ReasonTemplate[] | undefined;
  maxLength: number;
  value: string;
  onChange: (reason: string) => void;
  error?: string | undefined;
}

/** A reason the user is told: a template picked (when there are any), then its text edited. */
export function ReasonField({ id, label, hint, templates, maxLength, value, onChange, error }: ReasonFieldProps) {
  return (
    <>
      {templates && templates.length > 0 && <ReasonTemplateSelect templates={templates} onPick={onChange} />}
      <TextareaField id={id} label={label} hint={hint} name="reason" rows={4} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} error={error} />
    </>
  );
}

export interface ReasonDialogProps extends Pick<ReasonFieldProps, 'id' | 'hint' | 'templates' | 'maxLength'> {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** The field's label; the queues' reason label when unset. */
  label?: string;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** An action that needs a reason: the reason (required, trimmed), then confirm; closing forgets it. */
export function ReasonDialog({ open, title, confirmLabel, id, label, hint, templates, maxLength, busy, error, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (reason.trim() === '') return setMissing(true);
    setMissing(false);
    onConfirm(reason.trim());
  };
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      footer={
        <div className="ops-actions">
          <Button onClick={confirm} disabled={busy}>
            {busy ? t('ops>queues>sending') : confirmLabel}
          </Button>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('ops>queues>cancel')}
          </Button>
        </div>
      }
    >
      <ReasonField
        id={id}
        label={label ?? t('ops>queues>reason')}
        hint={hint}
        templates={templates}
        maxLength={maxLength}
        value={reason}
        onChange={setReason}
        error={missing ? t('ops>queues>reasonRequired') : undefined}
      />
      <FormMessage tone="error" text={error} />
    </Modal>
  );
}
