import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';

/**
 * One save of a step: busy while it runs, the server's field errors for inline display, a
 * message for what no field shows, and a toast once saved.
 */
export function useServiceSave(fieldNames: readonly string[] = []) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const run = useCallback(
    async <T>(call: (client: ApiClient) => Promise<T>, savedKey: string | null = 'services>saved'): Promise<T | undefined> => {
      setBusy(true);
      setFailure(null);
      try {
        const answer = await api(call);
        if (savedKey) dispatch(toastAdded({ tone: 'success', messageKey: savedKey }));
        return answer;
      } catch (error) {
        setFailure(asFormFailure(error));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [api, dispatch],
  );

  const fieldError = (name: string) => failure?.fields.find((f) => f.field === name)?.message;
  const shown = failure?.fields.filter((f) => fieldNames.some((n) => f.field === n || f.field.startsWith(`${n}[`))) ?? [];
  const message = failure && shown.length < failure.fields.length ? failure.fields.filter((f) => !shown.includes(f)).map((f) => f.message).join('；') : undefined;
  const general = failure && failure.fields.length === 0 ? failureText(t, failure) : message;
  return { busy, failure, run, fieldError, message: general, clear: () => setFailure(null) };
}
