import { useTranslation } from 'react-i18next';
import { CANONICAL_MOBILE, formatTaiwanMobile } from '../../../../domain/users/phone';
import { confirmPhone } from '../../settings';
import { sendPhoneCode } from '../../session';
import { PhoneCodeFlow } from '../../../components/phone-code-flow';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useApi } from '../../../store/use-api';
import { fetchMe } from '../../../store/user-thunks';
import { Section } from '../../../components/section';

/** Consumers verify their phone before posting (error 614); once verified the request goes out again. */
export function PhoneSection({ onVerified }: { onVerified: () => Promise<void> }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const phone = useAppSelector((s) => s.user.info?.phone ?? '');
  return (
    <Section headingId="rf-phone-heading" title={t('requestForm>phone>title')} lead={t('requestForm>phone>lead')} block="rf-phone" titleClassName="rf-account__title" leadClassName="rf-step__hint" level={3}>
      <PhoneCodeFlow
        initial={CANONICAL_MOBILE.test(phone) ? formatTaiwanMobile(phone) : phone}
        send={(value, voice) => api((client) => sendPhoneCode(client, value, voice))}
        verifyLabel={t('requestForm>phone>submit')}
        verify={async ({ hash, code }) => {
          await api((client) => confirmPhone(client, hash, code));
          await dispatch(fetchMe());
          await onVerified();
        }}
      />
    </Section>
  );
}
