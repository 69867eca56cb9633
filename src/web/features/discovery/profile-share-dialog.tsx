import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { useAppSelector } from '../../store/hooks';

/** The share links of a profile's address (LINE's and Facebook's own share pages). */
export function shareLinks(url: string): { line: string; facebook: string } {
  const encoded = encodeURIComponent(url);
  return {
    line: `https://social-plugins.line.me/lineit/share?url=${encoded}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  };
}

type Copy = 'idle' | 'copied' | 'failed';

/** `/service/share/{id}`: LINE, Facebook, copy the link, and the phone's own share sheet where there is one. */
export function ProfileShareDialog({ profile, onClose }: { profile: ProProfileResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const baseUrl = useAppSelector((s) => s.app.publicUrl);
  const url = `${baseUrl}/service/${profile.id}`;
  const name = profile.title || profile.name;
  const links = shareLinks(url);
  const [copy, setCopy] = useState<Copy>('idle');
  // Known only in the browser, after the first render (so it matches the server's markup).
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const shareNative = () => {
    navigator.share({ title: name, url }).catch(() => undefined);
  };

  return (
    <Modal open title={t('discovery>actions>shareTitle')} onClose={onClose}>
      <div className="profile-action__choices">
        <a className="btn btn--secondary btn--lg btn--block" href={links.line} target="_blank" rel="noopener noreferrer">
          {t('discovery>actions>shareLine')}
        </a>
        <a className="btn btn--secondary btn--lg btn--block" href={links.facebook} target="_blank" rel="noopener noreferrer">
          {t('discovery>actions>shareFacebook')}
        </a>
        <Button variant="secondary" size="lg" block onClick={copyLink}>
          {t('discovery>actions>copyLink')}
        </Button>
        {canShare && (
          <Button variant="ghost" size="lg" block onClick={shareNative}>
            {t('discovery>actions>shareMore')}
          </Button>
        )}
      </div>
      <input className="input profile-action__url" readOnly value={url} aria-label={t('discovery>actions>linkLabel')} />
      {copy === 'copied' && <FormMessage tone="success" text={t('discovery>actions>copied')} />}
      {copy === 'failed' && <FormMessage tone="error" text={t('discovery>actions>copyFailed')} />}
    </Modal>
  );
}
