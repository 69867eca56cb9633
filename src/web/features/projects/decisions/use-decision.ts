import { useState } from 'react';
import type { FormFailure } from '../../../api/error-info';
import { useAppDispatch } from '../../../store/hooks';
import { toastAdded } from '../../../store/ui-slice';
import { fetchProject } from '../projects-thunks';
import type { DecisionAction, DecisionBody } from './decisions-api';
import { decideQuote } from './decisions-thunks';

export interface DialogProps {
  bidId: number;
  requestId: number;
  onClose: () => void;
}

/** Sends one decision; on success reads the request again (timeline) and closes, else keeps the failure. */
export function useDecision(action: DecisionAction, { bidId, requestId, onClose }: DialogProps) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const send = async (body: DecisionBody = {}): Promise<void> => {
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(decideQuote({ action, bidId, body }));
    setBusy(false);
    if (decideQuote.fulfilled.match(result)) {
      dispatch(toastAdded({ tone: 'success', messageKey: `projects>decisions>done>${action}` }));
      void dispatch(fetchProject(requestId));
      onClose();
    } else if (result.payload) setFailure(result.payload);
  };
  return { busy, failure, send };
}

export function fieldMessage(failure: FormFailure | undefined, field: string): string | undefined {
  if (!failure) return undefined;
  const named = failure.fields.find((f) => f.field === field);
  return named?.message;
}

export function otherFailure(failure: FormFailure | undefined, fields: string[]): FormFailure | undefined {
  return failure && !failure.fields.some((f) => fields.includes(f.field)) ? failure : undefined;
}
