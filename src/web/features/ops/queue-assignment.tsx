import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { assignQueueItem, type QueueAssignment, releaseQueueItem } from './api/queues';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import './queue.css';

export interface QueueAssignmentControlProps {
  queue: string;
  itemId: number;
  assignment: QueueAssignment | null;
  /** Whether the item still waits for a decision (only then can it be taken). */
  open: boolean;
  /** After a take or release: the item's assignment now. */
  onChange: (assignment: QueueAssignment | null) => void;
}

/** Who handles an item, and "take" (assign to me) or "release"; an admin may release anyone's. */
export function QueueAssignmentControl({ queue, itemId, assignment, open, onChange }: QueueAssignmentControlProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { operator, sessionGone } = useOpsSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mine = assignment?.operator_id === operator.id;
  const canRelease = assignment !== null && (mine || operator.role === 'admin');

  const act = async (call: typeof assignQueueItem) => {
    setBusy(true);
    setError(undefined);
    try {
      onChange((await api((client) => call(client, queue, itemId))).assignment);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ops-assignment">
      <span>
        {assignment === null
          ? t('ops>queues>unassigned')
          : mine
            ? t('ops>queues>assignedToMe', { time: taipeiTime(assignment.assigned) })
            : t('ops>queues>assignedTo', { name: assignment.full_name, time: taipeiTime(assignment.assigned) })}
      </span>
      {assignment === null && open && (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void act(assignQueueItem)}>
          {t('ops>queues>take', { id: itemId })}
        </button>
      )}
      {canRelease && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act(releaseQueueItem)}>
          {t('ops>queues>release', { id: itemId })}
        </button>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
