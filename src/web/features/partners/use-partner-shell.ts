import { useEffect, useState } from 'react';
import { PARTNER_TOKEN_COOKIE, type PartnerShell } from '../../../domain/partners/partner-shell';
import { readCookie } from '../../lib/cookies';
import { useApi } from '../../store/use-api';
import { getPartnerShell } from './api/get-partner-shell';

// One question per partner cookie for the life of the page: the shell does not change while browsing.
let asked: { cookie: string; answer: Promise<PartnerShell | null> } | undefined;

/**
 * The partner shell to draw, after hydration (the server's HTML is the plain site): asked of the
 * server only when the partner cookie is there; null outside a channel or when the server says so.
 */
export function usePartnerShell(): PartnerShell | null {
  const callApi = useApi();
  const [shell, setShell] = useState<PartnerShell | null>(null);
  useEffect(() => {
    const cookie = readCookie(document.cookie, PARTNER_TOKEN_COOKIE);
    if (!cookie) return;
    if (asked?.cookie !== cookie) {
      asked = { cookie, answer: callApi(getPartnerShell).then((a) => a.partner, () => null) };
    }
    let live = true;
    void asked.answer.then((partner) => {
      if (live) setShell(partner);
    });
    return () => {
      live = false;
    };
  }, [callApi]);
  return shell;
}
