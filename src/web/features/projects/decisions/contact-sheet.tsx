import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { displayPhone, phoneHref } from '../../../../domain/users/phone';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fetchConversation } from '../../messages';
import '../../works/quoting.css';

/**
 * After "contact the pro": the ways to reach the pro, instead of a bare toast. A message (the conversation
 * on the quote's page, opened or scrolled to) and, once the consumer may see them, the pro's
 * phone to call and e-mail.
 */
export function ContactSheet({ bidId, proName, onClose }: { bidId: number; proName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const contact = useAppSelector((s) => s.messages.conversations[bidId]?.contact ?? null);
  const quotePath = `/dashboard/projects/quote/${bidId}`;

  // The contact just made may have released the pro's details.
  useEffect(() => {
    void dispatch(fetchConversation(bidId));
  }, [bidId, dispatch]);

  const writeMessage = () => {
    onClose();
    const composer = document.querySelector<HTMLTextAreaElement>('.conversation textarea');
    if (location.pathname === quotePath && composer) {
      composer.scrollIntoView({ block: 'center' });
      composer.focus();
    } else navigate(quotePath);
  };

  return (
    <Modal open title={t('works>contactPro>title', { name: proName })} onClose={onClose}>
      <p>{t('works>contactPro>body')}</p>
      <div className="contact-sheet__ways">
        <Button block onClick={writeMessage}>
          {t('works>contactPro>message')}
        </Button>
        {contact?.phone && (
          <a className="btn btn--secondary btn--block" href={phoneHref(contact.phone)}>
            {t('works>contactPro>call', { phone: displayPhone(contact.phone) })}
          </a>
        )}
        {contact?.email && (
          <a className="btn btn--ghost btn--block" href={`mailto:${contact.email}`}>
            {t('works>contactPro>email', { email: contact.email })}
          </a>
        )}
      </div>
      {!contact && <p className="contact-sheet__later">{t('works>contactPro>noContact')}</p>}
    </Modal>
  );
}
