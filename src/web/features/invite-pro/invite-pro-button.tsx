import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CategoryRefResponse } from '../../../domain/discovery/discovery.types';
import { Button, ButtonLink } from '../../components/button';
import { useAppSelector } from '../../store/hooks';
import { InviteProDialog } from './invite-pro-dialog';
import { useOwnService } from './use-own-service';
import './invite-pro.css';

/** The query flag a guest's return path carries, so the dialog opens once they are back signed in. */
export const OPEN_FLAG = 'invite_pro';

function withFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(OPEN_FLAG, '1');
  return `${pathname}?${params.toString()}`;
}

function withoutFlag(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OPEN_FLAG);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * "Invite this pro to quote" on a public profile. A guest (and everyone on the server render and
 * the first client render, so hydration matches) gets a link to login and back; a signed-in
 * consumer gets the dialog; the profile's own pro gets nothing.
 */
export function InviteProButton({ service }: { service: { id: number; categories: CategoryRefResponse[] } }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useAppSelector((s) => s.user.info?.id ?? null);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setMounted(true), []);
  const userId = mounted ? me : null;
  const ownership = useOwnService(service.id, userId);
  const wantsOpen = new URLSearchParams(location.search).has(OPEN_FLAG);

  // Back from login: open once it is known the profile is not the user's own, and drop the flag.
  useEffect(() => {
    if (!wantsOpen || userId === null || ownership === 'unknown') return;
    if (ownership === 'other') setOpen(true);
    void navigate(withoutFlag(location.pathname, location.search), { replace: true });
  }, [wantsOpen, userId, ownership, navigate, location.pathname, location.search]);

  // Nothing to invite to: a request is always in one of the service's categories.
  if (service.categories.length === 0) return null;
  if (userId === null) {
    return (
      <ButtonLink to={`/login?from=${encodeURIComponent(withFlag(location.pathname, location.search))}`} variant="secondary" size="lg" block>
        {t('invitePro>button')}
      </ButtonLink>
    );
  }
  if (ownership === 'own') return null;
  return (
    <>
      <Button variant="secondary" size="lg" block onClick={() => setOpen(true)}>
        {t('invitePro>button')}
      </Button>
      {open && <InviteProDialog service={service} onClose={() => setOpen(false)} />}
    </>
  );
}
