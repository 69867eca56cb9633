import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { PageFrame } from '../../components/page-frame/page-frame';
import { ContactForm } from './contact-form';
import './contact.css';

/** /contact/: the contact form, and what happens next once it is sent. */
export function ContactScreen() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | undefined>();
  // A new form after "write another" starts empty (or with the signed-in user's name and e-mail).
  const [round, setRound] = useState(0);
  return (
    <PageFrame>
      <div className="page auth contact">
        <section className="auth__card" aria-labelledby="contact-title">
          <h1 className="auth__title" id="contact-title">
            {t(sentTo ? 'contactPage>sentTitle' : 'contactPage>title')}
          </h1>
          {sentTo ? (
            <div className="contact__sent">
              <p role="status">{t('contactPage>sent', { email: sentTo })}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  setSentTo(undefined);
                  setRound((n) => n + 1);
                }}
              >
                {t('contactPage>another')}
              </Button>
            </div>
          ) : (
            <>
              <p className="auth__lead">{t('contactPage>lead')}</p>
              <ContactForm key={round} onSent={setSentTo} />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
