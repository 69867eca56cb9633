import { useEffect, useState } from 'react';
import type { AccountInfo } from '../session';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { getOwnServiceIds } from './api/invite-pro';

/** 'unknown' until the answer comes (and always for a guest). */
export type Ownership = 'unknown' | 'own' | 'other';

/** Whether `serviceId` is one of the signed-in user's services; nothing is asked for a guest (userId null). */
export function useOwnService(serviceId: number, userId: number | null): Ownership {
  const api = useApi();
  // A user without services (most consumers) owns none: nothing to ask.
  const hasServices = useAppSelector((s) => ((s.user.info as AccountInfo | null)?.quote_service_count ?? 1) > 0);
  const [answer, setAnswer] = useState<{ key: string; ownership: Ownership } | null>(null);
  const key = `${userId}:${serviceId}`;

  useEffect(() => {
    if (userId === null || !hasServices) return;
    let live = true;
    const settle = (ownership: Ownership) => {
      if (live) setAnswer({ key: `${userId}:${serviceId}`, ownership });
    };
    // A failed check counts as someone else's: the server refuses a pro's own service anyway.
    api(getOwnServiceIds).then(
      (ids) => settle(ids.includes(serviceId) ? 'own' : 'other'),
      () => settle('other'),
    );
    return () => {
      live = false;
    };
  }, [api, serviceId, userId, hasServices]);

  if (userId !== null && !hasServices) return 'other';
  return answer?.key === key ? answer.ownership : 'unknown';
}
