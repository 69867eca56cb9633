import { useState } from 'react';
import { ApiError } from '../../api/client';

/** A form's refusal: the server's messages by field (shown beside each), or one general message. */
export function useFieldErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | undefined>();
  return {
    fields,
    general,
    clear() {
      setFields({});
      setGeneral(undefined);
    },
    set(field: string, message: string) {
      setFields((f) => ({ ...f, [field]: message }));
    },
    fromError(error: unknown, fallback: string) {
      if (error instanceof ApiError && error.fields.length > 0) setFields(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      else setGeneral(error instanceof ApiError && error.kind === 'server' ? error.message : fallback);
    },
  };
}
