import { useTranslation } from 'react-i18next';
import { confirmPhone } from '../settings';
import { sendPhoneCode } from '../session';
import { Modal } from '../../components/modal';
import { PhoneCodeFlow } from '../../components/phone-code-flow';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { fetchMe } from '../../store/user-thunks';
import { useReauth } from '../settings';

/** Whether the signed-in user must verify a phone before quoting (the flag on, no verified phone). */
export function usePhoneNeeded(): boolean {
  const flagOn = useAppSelector((s) => s.app.flags.phoneVerification);
  const confirmed = useAppSelector((s) => s.user.info?.is_phone_confirmed === 1);
  return flagOn && !confirmed;
}

/**
 * Phone verification inside the quote screen (a bottom sheet): the code by SMS or a voice call,
 * typed back here. The quote form stays as typed underneath; `onVerified` goes on with it.
 */
export function PhoneSheet({ open, onClose, onVerified }: { open: boolean; onClose: () => void; onVerified: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const phone = useAppSelector((s) => s.user.info?.phone ?? '');
  const { run, dialog } = useReauth();
  return (
    <>
      <Modal open={open} title={t('works>phone>title')} onClose={onClose}>
        <p>{t('works>phone>body')}</p>
        <PhoneCodeFlow
          {...(phone ? { initial: phone.replace(/^\+886/, '0') } : {})}
          send={(value, voice) => api((client) => sendPhoneCode(client, value, voice))}
          verifyLabel={t('works>phone>verify')}
          verify={async ({ hash, code }) => {
            await run(() => api((client) => confirmPhone(client, hash, code)));
            await dispatch(fetchMe());
            onVerified();
          }}
        />
      </Modal>
      {dialog}
    </>
  );
}
