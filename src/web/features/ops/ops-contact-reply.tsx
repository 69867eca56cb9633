import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_REPLY_MAX } from '../../../domain/contact/contact-topics';
import { contactReplyBodySchema } from '../../../domain/contact/contact.contract';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';

export interface ContactReplyBoxProps {
  /** Where the reply is mailed. */
  email: string;
  busy: boolean;
  /** Sends the reply; resolves to a refusal's text (or its field error), undefined when sent. */
  onSend: (body: string) => Promise<string | undefined>;
}

/** The reply box: written, then confirmed in words (to whom, and that it is mailed) before it is sent. */
export function ContactReplyBox({ email, busy, onSend }: ContactReplyBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | undefined>();

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactReplyBodySchema.safeParse({ body: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setConfirming(parsed.data.body);
  };

  const send = async (body: string) => {
    const refused = await onSend(body);
    setConfirming(undefined);
    if (refused) return setError(refused);
    setText('');
  };

  if (confirming !== undefined) {
    return (
      <section className="ops-panel ops-confirm" aria-labelledby="contact-confirm-title">
        <h2 id="contact-confirm-title">{t('ops>contact>confirmTitle')}</h2>
        <p className="ops-confirm__what">{t('ops>contact>confirmTo', { email })}</p>
        <blockquote className="ops-contact__quote">{confirming}</blockquote>
        <div className="ops-actions">
          <Button onClick={() => void send(confirming)} disabled={busy}>
            {busy ? t('ops>contact>sending') : t('ops>contact>confirmSend')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(undefined)} disabled={busy}>
            {t('ops>contact>back')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <form className="ops-panel ops-form" onSubmit={review} noValidate>
      <h2>{t('ops>contact>replyTitle')}</h2>
      <TextareaField
        id="contact-reply"
        label={t('ops>contact>replyBody')}
        hint={t('ops>contact>replyHint', { email })}
        rows={6}
        maxLength={CONTACT_REPLY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit">{t('ops>contact>review')}</Button>
    </form>
  );
}
