import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface CancelAndConfirmProps {
  busy: boolean;
  onCancel: () => void;
  /** The action's words, and what it reads while it runs. */
  label: string;
  busyLabel: string;
  /** Clicked instead of submitting the form (a dialog's footer, outside any form). */
  onConfirm?: () => void;
  /** The action cannot run yet (the cancel button stays usable). */
  disabled?: boolean;
}

/** A dialog's two buttons: cancel, and the action, both held while the action runs. */
export function CancelAndConfirm({ busy, onCancel, label, busyLabel, onConfirm, disabled = false }: CancelAndConfirmProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('common>cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={busy || disabled} aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
