import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { statusModalClosed } from '../store/ui-slice';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Shows ui.statusModal, the spec's status modal: the result of an action that needs the
 * person's attention (what happened and what comes next), or a failure with its code.
 */
export function StatusModalHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const modal = useAppSelector((s) => s.ui.statusModal);
  const close = () => dispatch(statusModalClosed());
  const message = modal?.text ?? (modal?.messageKey ? t(modal.messageKey, modal.values) : undefined);
  const action = modal?.action;
  return (
    <Modal
      open={modal !== null}
      title={modal ? t(modal.titleKey, modal.values) : ''}
      onClose={close}
      footer={
        <>
          {action && (
            <Button
              onClick={() => {
                close();
                navigate(action.to);
              }}
            >
              {t(action.labelKey)}
            </Button>
          )}
          <Button variant={action ? 'secondary' : 'primary'} onClick={close}>
            {t('status>ok')}
          </Button>
        </>
      }
    >
      <div className={`status-modal status-modal--${modal?.tone ?? 'info'}`} data-status-modal={modal?.tone ?? 'info'}>
        {message && <p role={modal?.tone === 'error' ? 'alert' : 'status'}>{message}</p>}
        {modal?.code !== undefined && <p className="muted">{t('errors>code', { code: modal.code })}</p>}
      </div>
    </Modal>
  );
}
