import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { statusModalShown, toastAdded } from '../../store/ui-slice';
import { projectStatus } from './project-format';
import { changeProjectStatus, copyProject } from './projects-thunks';
import { CancelAndConfirm } from '../../components/cancel-and-confirm';
import { ReportDialog } from './report-dialog';

export const PROJECT_ACTIONS = ['close', 'archive', 'copy', 'report'] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

export function projectActionOf(value: string | undefined): ProjectAction | undefined {
  return PROJECT_ACTIONS.find((a) => a === value);
}

type ConfirmAction = Exclude<ProjectAction, 'report'>;

/** The actions a request allows now; closing and archiving are one-way. */
export function availableActions(request: QuoteRequestResponse): ProjectAction[] {
  const status = projectStatus(request);
  return PROJECT_ACTIONS.filter((a) => (a === 'close' ? status === 'open' : a === 'archive' ? status !== 'archived' : true));
}

/** Close, archive, post again (copy) and report, each behind a dialog. `initial` opens one at once. */
export function ProjectActions({ request, initial }: { request: QuoteRequestResponse; initial?: ProjectAction }) {
  const { t } = useTranslation();
  const actions = availableActions(request);
  const [open, setOpen] = useState<ProjectAction | undefined>(initial && actions.includes(initial) ? initial : undefined);
  return (
    <>
      <div className="project-actions">
        {actions.map((action) => (
          // Posting again leads only once the request is over; while it takes quotes, the quotes do.
          <Button key={action} variant={action === 'copy' && request.is_closed ? 'primary' : 'secondary'} onClick={() => setOpen(action)}>
            {t(`projects>actions>${action}`)}
          </Button>
        ))}
      </div>
      {open === 'report' ? (
        <ReportDialog requestId={request.id} onClose={() => setOpen(undefined)} />
      ) : open ? (
        <ConfirmDialog action={open} requestId={request.id} onClose={() => setOpen(undefined)} />
      ) : null}
    </>
  );
}

function ConfirmDialog({ action, requestId, onClose }: { action: ConfirmAction; requestId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    if (action === 'copy') {
      const result = await dispatch(copyProject(requestId));
      setBusy(false);
      if (copyProject.fulfilled.match(result)) {
        dispatch(toastAdded({ tone: 'success', messageKey: 'projects>toast>copied' }));
        onClose();
        navigate(`/dashboard/projects/quotelist/${result.payload.id}`);
      } else if (result.payload) setFailure(result.payload);
      return;
    }
    const result = await dispatch(changeProjectStatus({ action, requestId }));
    setBusy(false);
    if (changeProjectStatus.fulfilled.match(result)) {
      // Closing ends the search for a pro: the status modal says so and offers a new request;
      // archiving only tidies the list, a toast is enough.
      dispatch(
        action === 'close'
          ? statusModalShown({
              tone: 'success',
              titleKey: 'statusModal>requestClosed>title',
              messageKey: 'statusModal>requestClosed>body',
              action: { labelKey: 'statusModal>requestClosed>next', to: '/' },
            })
          : toastAdded({ tone: 'success', messageKey: 'projects>toast>archived' }),
      );
      onClose();
    } else if (result.payload) setFailure(result.payload);
  };

  return (
    <Modal
      open
      title={t(`projects>confirm>${action}Title`)}
      onClose={onClose}
      footer={<CancelAndConfirm busy={busy} onCancel={onClose} label={t(`projects>confirm>${action}Confirm`)} busyLabel={t('projects>confirm>working')} onConfirm={() => void confirm()} />}
    >
      <p>{t(`projects>confirm>${action}Body`)}</p>
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
    </Modal>
  );
}
