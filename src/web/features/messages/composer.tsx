import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { TextareaField } from '../../components/textarea-field';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { AttachmentPicker } from './message-attachments';
import { sendMessage } from './messages-thunks';

const MESSAGE_MAX = 2000;

/** The message box of a conversation: text (Ctrl or Cmd+Enter sends), up to five files, and send. */
export function Composer({ bidId }: { bidId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    // The server trims and refuses an empty message (400 `message must be non-empty`), naming the field.
    const result = await dispatch(sendMessage({ bidId, message: text, files }));
    setBusy(false);
    if (sendMessage.fulfilled.match(result)) {
      setText('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const payload = result.payload;
    if (!payload) return;
    const field = payload.fields.find((f) => f.field === 'message');
    if (field) setError(field.message);
    else setFailure(payload);
  };

  return (
    <form className="composer" onSubmit={(e) => void submit(e)} noValidate>
      <TextareaField
        id={id}
        label={t('messages>composerLabel')}
        error={error}
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        placeholder={t('messages>placeholder')}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
        }}
      />
      <div className="composer__row">
        <AttachmentPicker id={fileId} inputRef={fileInput} count={files.length} onPick={setFiles} />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('common>sending') : t('messages>send')}
        </Button>
      </div>
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
    </form>
  );
}
