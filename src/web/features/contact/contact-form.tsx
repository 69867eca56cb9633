import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_ATTACHMENT_FIELD, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from '../../../domain/contact/contact-topics';
import { contactMessageBodySchema } from '../../../domain/contact/contact.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import { useForm } from '../../lib/use-form';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { useFormSend } from '../../store/use-form-send';
import { addContactMessage } from './api/add-contact-message';
import { ContactAttachmentField, checkContactFile } from './contact-attachment-field';

const EMPTY = { name: '', email: '', phone: '', topic: '', message: '', website: '' };

/** The contact form: a signed-in visitor's name and e-mail filled in, every field checked as the server checks it. */
export function ContactForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const info = useAppSelector((s) => s.user.info);
  const form = useForm(contactMessageBodySchema, EMPTY);
  const { setValue } = form;

  // The signed-in user may arrive after the first render (a public page is the same for everyone):
  // fill only what the visitor has not typed yet.
  const signedInName = info?.full_name ?? '';
  const signedInEmail = info?.email ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the signed-in user changes, reading the typed values then.
  useEffect(() => {
    if (signedInName && form.values.name === '') setValue('name', signedInName);
    if (signedInEmail && form.values.email === '') setValue('email', signedInEmail);
  }, [signedInName, signedInEmail, setValue]);

  // The chosen file stays chosen through any refusal, as every typed value does.
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setFileError(checkContactFile(chosen));
  };

  const { busy, message, onSubmit } = useFormSend(
    form,
    async (parsed) => {
      const tooLarge = checkContactFile(file);
      setFileError(tooLarge);
      if (tooLarge) return;
      // The checked values (the phone already in its one form); the server reads them with the same schema.
      const sent = await api((client) => addContactMessage(client, { ...parsed, phone: parsed.phone ?? '', website: parsed.website ?? '' }, file));
      onSent(sent.email);
    },
    {
      // The file's refusal goes under the file; the rest where the form puts it.
      refused: (failure) => {
        const onFile = failure.fields.find((f) => f.field === CONTACT_ATTACHMENT_FIELD);
        if (onFile) setFileError(onFile.message);
        return onFile !== undefined && failure.fields.length === 1;
      },
    },
  );

  const topics = CONTACT_TOPICS.map((value) => ({ value, label: t(`contactPage>topics>${value}`) }));
  const messageField = form.field('message');
  return (
    <form className="form contact-form" onSubmit={onSubmit} noValidate>
      <Input label={t('contactPage>name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} required {...form.field('name')} />
      <Input label={t('contactPage>email')} type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <Input label={t('contactPage>phone')} type="tel" autoComplete="tel" inputMode="tel" hint={t('contactPage>phoneHint')} {...form.field('phone')} />
      <Select label={t('contactPage>topic')} placeholder={t('contactPage>topicPlaceholder')} options={topics} required {...form.field('topic')} />
      <TextareaField
        id="contact-message"
        label={t('contactPage>message')}
        hint={t('contactPage>messageHint', { count: form.values.message.length, max: CONTACT_MESSAGE_MAX })}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        required
        name={messageField.name}
        value={messageField.value}
        onChange={(event) => setValue('message', event.target.value)}
        onBlur={messageField.onBlur}
        error={messageField.error}
      />
      <ContactAttachmentField error={fileError} onChange={chooseFile} />
      {/* People never see this field; a robot that fills it is answered as if sent. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          {t('contactPage>website')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(event) => setValue('website', event.target.value)} />
        </label>
      </div>
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('contactPage>sending') : t('contactPage>submit')}
      </Button>
    </form>
  );
}
