import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { statusModalClosed } from '../store/ui-slice';
import { Button } from './button';
import { Modal } from './modal';

/** Shows ui.statusModal (results and failures that need the visitor's attention). */
export function StatusModalHost() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const modal = useAppSelector((s) => s.ui.statusModal);
  const close = () => dispatch(statusModalClosed());
  const message = modal?.text ?? (modal?.messageKey ? t(modal.messageKey) : undefined);
  return (
    <Modal
      open={modal !== null}
      title={modal ? t(modal.titleKey) : ''}
      onClose={close}
      footer={<Button onClick={close}>{t('status>ok')}</Button>}
    >
      {message && <p>{message}</p>}
      {modal?.code !== undefined && <p className="muted">{t('errors>code', { code: modal.code })}</p>}
    </Modal>
  );
}
