import { useCallback, useRef, useState } from 'react';
import { asFormFailure, type FormFailure } from '../api/error-info';

export interface FormSend {
  /** A send is under way: disable the buttons that would start another. */
  sending: boolean;
  /** The last send's failure, with the fields the server named; null when none. */
  failure: FormFailure | null;
  /**
   * Runs one send: clears the last failure, keeps `sending` true while it runs, and keeps its failure
   * instead of throwing. Resolves true when it succeeded. A send started while one runs is ignored.
   */
  send: (work: () => Promise<void>) => Promise<boolean>;
  /** Shows a failure found before sending (a local check) or clears it with null. */
  setFailure: (failure: FormFailure | null) => void;
}

/** The sending flag and failure of a form that posts once per submission. */
export function useFormSend(): FormSend {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(asFormFailure(error));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, failure, send, setFailure };
}
