import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GUEST_LINK_DAYS } from '../../../domain/abuse-limits';
import { guestRequestPath } from '../../../domain/guest-links';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Section } from '../../components/section';

/** What the request form hands to the page it lands on after posting. */
export interface PostedState {
  posted: true;
  /** The guest link's hash from search_add's answer (the server keeps only its digest). */
  guestHash: string;
}

function postedHash(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { posted, guestHash } = state as Partial<PostedState>;
  return posted === true && typeof guestHash === 'string' && guestHash ? guestHash : undefined;
}

/**
 * Right after posting: the request is out, and the guest link that opens it and its quotes
 * without logging in (also e-mailed), with a copy button. Shown only on the landing after the form.
 */
export function PostedPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const hash = postedHash(location.state);
  const [copied, setCopied] = useState<'ok' | 'failed' | undefined>();
  if (!hash) return null;
  const link = `${window.location.origin}${guestRequestPath(hash)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Section headingId="posted-panel-title" title={t('requestForm>success>title')} lead={t('requestForm>success>lead')} block="posted-panel">
      <p className="posted-panel__label" id="posted-panel-link-label">
        {t('requestForm>success>guestLinkLabel')}
      </p>
      <p className="posted-panel__link">
        <a href={link} aria-labelledby="posted-panel-link-label" data-testid="guest-link">
          {link}
        </a>
      </p>
      <Button variant="secondary" onClick={() => void copy()}>
        {t('requestForm>success>copy')}
      </Button>
      <FormMessage tone={copied === 'failed' ? 'error' : 'success'} text={copied === 'ok' ? t('requestForm>success>copied') : copied === 'failed' ? t('requestForm>success>copyFailed') : undefined} />
      <p className="posted-panel__note">{t('requestForm>success>guestLinkNote', { days: GUEST_LINK_DAYS })}</p>
    </Section>
  );
}
