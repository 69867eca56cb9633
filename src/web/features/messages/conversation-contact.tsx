import { useTranslation } from 'react-i18next';
import { displayPhone, phoneHref } from '../../../domain/users/phone';
import type { ProContact } from './api/messages';


/** The pro's name, phone and e-mail, once the consumer may see them. */
export function ConversationContact({ contact }: { contact: ProContact }) {
  const { t } = useTranslation();
  return (
    <dl className="conversation__contact" aria-label={t('messages>contactLabel')}>
      <dt>{t('messages>contactName')}</dt>
      <dd>{contact.full_name}</dd>
      {contact.phone && (
        <>
          <dt>{t('messages>contactPhone')}</dt>
          <dd>
            <a href={phoneHref(contact.phone)}>{displayPhone(contact.phone)}</a>
          </dd>
        </>
      )}
      {contact.email && (
        <>
          <dt>{t('messages>contactEmail')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
