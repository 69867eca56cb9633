import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { statusModalShown, toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { blockUser } from './api/blocking';
import './blocking.css';

export type BlockTarget = { blocked_user_id: number } | { quote_service_id: number };

/**
 * "Block this member", with a confirmation; for signed-in users only, never for oneself. Shown
 * only after mounting, so a server-rendered (cached, per-user-free) page hydrates unchanged.
 */
export function BlockUserButton({ target, name, userId, onBlocked }: { target: BlockTarget; name: string; userId?: number; onBlocked?: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const me = useAppSelector((s) => s.user.info?.id ?? null);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => setMounted(true), []);

  if (!mounted || me === null || (userId !== undefined && userId === me)) return null;
  if (done) return <span className="block-user__done">{t('blocking>blocked')}</span>;

  const confirm = async () => {
    setBusy(true);
    try {
      await api((client) => blockUser(client, target));
      setOpen(false);
      setDone(true);
      // What blocking does (and where to undo it) is worth a status modal, not a passing toast.
      dispatch(
        statusModalShown({
          tone: 'success',
          titleKey: 'statusModal>userBlocked>title',
          messageKey: 'statusModal>userBlocked>body',
          values: { name },
          action: { labelKey: 'statusModal>userBlocked>next', to: '/dashboard/settings/blocked_users' },
        }),
      );
      onBlocked?.();
    } catch (error) {
      setOpen(false);
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" className="block-user" onClick={() => setOpen(true)}>
        {t('blocking>block')}
      </Button>
      <Modal
        open={open}
        title={t('blocking>blockTitle', { name })}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('blocking>cancel')}
            </Button>
            <Button disabled={busy} onClick={() => void confirm()}>
              {t('blocking>blockConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('blocking>blockBody')}</p>
      </Modal>
    </>
  );
}
