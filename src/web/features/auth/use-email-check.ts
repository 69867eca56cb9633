import { useCallback, useRef, useState } from 'react';
import { isAccountTaken } from '../session';
import { emailField } from '../../lib/account-forms';
import { useApi } from '../../store/use-api';

/**
 * Asks the server whether an e-mail is registered when the field is left (check_account), so
 * the visitor learns before submitting that they should log in instead. Failures say nothing.
 */
export function useEmailCheck(): { taken: boolean; check: (value: string) => void; markTaken: () => void } {
  const api = useApi();
  const [taken, setTaken] = useState(false);
  const last = useRef<string | undefined>(undefined);
  const check = useCallback(
    (value: string) => {
      const parsed = emailField.safeParse(value);
      if (!parsed.success) {
        setTaken(false);
        return;
      }
      const email = parsed.data;
      if (email === last.current) return;
      last.current = email;
      api((client) => isAccountTaken(client, { email })).then(
        (existing) => {
          if (last.current === email) setTaken(existing);
        },
        () => undefined,
      );
    },
    [api],
  );
  return { taken, check, markTaken: () => setTaken(true) };
}
