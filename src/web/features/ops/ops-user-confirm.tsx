import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonTemplate } from '../../../domain/ops/queues';
import type { UserActionBody } from '../../../domain/ops/users.contract';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useOpsSession } from './ops-session-context';
import { ReasonField } from './reason-dialog';

/** An action waiting for the operator's confirmation: what it does, in words, and how to do it. */
export interface PendingAction {
  title: string;
  body: string;
  /** Does it; answers the words that say it was done. */
  run: (body: UserActionBody) => Promise<string>;
  /** The reason is required (2 to 500 characters), e.g. to hide content; otherwise optional. */
  reasonRequired?: boolean;
  /** Reasons to start from: picking one puts its text in the reason, to edit. */
  templates?: readonly ReasonTemplate[];
}

/**
 * One console action at a time, confirmed in a dialog with an optional reason before anything
 * is sent; a refusal stays in the dialog, success closes it and is announced.
 */
export function useOpsUserAction(onDone: () => void) {
  const [pending, setPending] = useState<PendingAction | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const ask = (action: PendingAction) => {
    setDone(undefined);
    setPending(action);
  };
  const dialog = pending ? (
    <ConfirmDialog
      action={pending}
      onCancel={() => setPending(undefined)}
      onDone={(text) => {
        setPending(undefined);
        setDone(text);
        onDone();
      }}
    />
  ) : null;
  return { ask, dialog, done };
}

function ConfirmDialog({ action, onCancel, onDone }: { action: PendingAction; onCancel: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const { sessionGone } = useOpsSession();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const templates = action.templates ?? [];

  const confirm = async () => {
    const text = reason.trim();
    if (action.reasonRequired && (text.length < 2 || text.length > 500)) return setError(t('ops>moderation>reasonInvalid'));
    setBusy(true);
    setError(undefined);
    try {
      onDone(await action.run(text ? { reason: text } : {}));
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, asFormFailure(failure)));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={action.title}
      onClose={() => !busy && onCancel()}
      footer={
        <div className="ops-actions">
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? t('ops>users>working') : t('ops>users>confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('ops>users>cancel')}
          </Button>
        </div>
      }
    >
      <p>{action.body}</p>
      <ReasonField
        id={reasonId}
        label={action.reasonRequired ? t('ops>moderation>reason') : t('ops>users>reason')}
        hint={action.reasonRequired ? t('ops>moderation>reasonHint') : t('ops>users>reasonHint')}
        templates={templates}
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
      <FormMessage tone="error" text={error} />
    </Modal>
  );
}
