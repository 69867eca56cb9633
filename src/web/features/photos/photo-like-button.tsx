import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { useLikedPhotoIds } from './liked-ids';
import './photos.css';

/**
 * A heart on a photo of a public profile: like or unlike; a guest is sent to log in first. It
 * renders as for a guest until mounted, so a cached server-rendered page hydrates unchanged.
 */
export function PhotoLikeButton({ photoId }: { photoId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const me = useAppSelector((s) => s.user.info?.id);
  const userId = mounted ? me : undefined;
  const { liked, toggle } = useLikedPhotoIds(userId);
  const [busy, setBusy] = useState(false);
  const isLiked = liked.has(photoId);

  const onClick = async () => {
    if (userId === undefined) {
      void navigate(`/login?from=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      await toggle(photoId);
    } catch {
      // The API client has shown the failure as a toast; the heart stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={isLiked ? 'photo-like photo-like--on' : 'photo-like'}
      aria-pressed={userId === undefined ? undefined : isLiked}
      aria-label={isLiked ? t('photos>unlike') : t('photos>like')}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{isLiked ? '♥' : '♡'}</span>
    </button>
  );
}
