import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { type CreatedReviewInvite, createReviewInvite } from '../../reviews';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import { failureText } from '../../../lib/failure-text';
import { useApi } from '../../../store/use-api';

/**
 * A link for a past client from outside the platform to review the service (single use, for a
 * limited time); mailed to them when the pro gives an address. Such reviews show apart from the
 * verified ones.
 */
export function ReviewInviteForm({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [made, setMade] = useState<(CreatedReviewInvite & { mailedTo: string }) | null>(null);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    setCopied(null);
    const address = email.trim();
    try {
      const answer = await api((client) => createReviewInvite(client, serviceId, { invitee_name: name.trim(), ...(address ? { invitee_email: address } : {}) }));
      setMade({ ...answer, mailedTo: address });
      setName('');
      setEmail('');
    } catch (error) {
      setFailure(asFormFailure(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  const fieldError = (field: string) => failure?.fields.find((f) => f.field === field)?.message;
  const general = failure && !fieldError('invitee_name') && !fieldError('invitee_email') ? failureText(t, failure) : undefined;

  return (
    <section className="services__invite" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('services>reviewInvite>title')}</h3>
      <p className="form__note">{t('services>reviewInvite>lead')}</p>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <Input label={t('services>reviewInvite>name')} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} error={fieldError('invitee_name')} />
        <Input
          label={t('services>reviewInvite>email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError('invitee_email')}
          hint={t('services>reviewInvite>emailHint')}
        />
        <FormMessage tone="error" text={general} />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          {busy ? t('services>reviewInvite>making') : t('services>reviewInvite>make')}
        </Button>
      </form>
      {made && (
        <div className="services__invite-link" role="status">
          <p>{made.mailedTo ? t('services>reviewInvite>mailed', { email: made.mailedTo, days: made.expires_in_days }) : t('services>reviewInvite>made', { days: made.expires_in_days })}</p>
          <p>
            <a href={made.url} target="_blank" rel="noreferrer">
              {made.url}
            </a>
          </p>
          <Button variant="ghost" onClick={() => void copy()}>
            {t('services>reviewInvite>copy')}
          </Button>
          {copied && <p>{copied === 'ok' ? t('services>reviewInvite>copied') : t('services>reviewInvite>copyFailed')}</p>}
        </div>
      )}
    </section>
  );
}
