import { useCallback, useEffect, useState } from 'react';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { useApi } from '../../store/use-api';
import { getReferrals, type ReferralsAnswer, referByEmail } from './referrals-api';

/** My referrals, loaded on mount; `invite` sends one by e-mail and keeps the list it answers (it throws on refusal). */
export function useReferrals() {
  const api = useApi();
  const [answer, setAnswer] = useState<ReferralsAnswer | undefined>();
  const [loadFailure, setLoadFailure] = useState<FormFailure | undefined>();

  const load = useCallback(async () => {
    setLoadFailure(undefined);
    try {
      setAnswer(await api(getReferrals));
    } catch (error) {
      setLoadFailure(asFormFailure(error));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

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
