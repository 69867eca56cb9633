import { useTranslation } from 'react-i18next';
import type { ReasonTemplate } from '../../../domain/ops/queues';
import { ReasonDialog } from './reason-dialog';

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

/** Rejecting a queue's item with a reason: pick a template, edit its text, confirm. The reason is what the user is told. */
export function QueueRejectDialog({ subject, maxLength, ...rest }: QueueRejectDialogProps) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      {...rest}
      id="queue-reject-reason"
      title={t('ops>queues>rejectTitle', { subject })}
      confirmLabel={t('ops>queues>rejectConfirm')}
      hint={t('ops>queues>reasonHint', { max: maxLength })}
      maxLength={maxLength}
    />
  );
}
