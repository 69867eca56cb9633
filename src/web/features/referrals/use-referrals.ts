import { useCallback, useState } from 'react';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { getReferrals, type ReferralsAnswer, referByEmail } from './api/referrals';

/** My referrals, loaded on mount; `invite` sends one by e-mail and keeps the list it answers (it throws on refusal). */
export function useReferrals() {
  const api = useApi();
  const [answer, setAnswer] = useState<ReferralsAnswer | undefined>();

  const { failure: loadFailure, load } = useMountLoad(async (api) => {
    setAnswer(await api(getReferrals));
  });

  const invite = useCallback(
    async (email: string) => {
      const result = await api((client) => referByEmail(client, email));
      setAnswer(result);
      return result;
    },
    [api],
  );

  return { answer, loadFailure, load, invite };
}
