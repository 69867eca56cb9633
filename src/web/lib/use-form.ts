import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldError } from '../api/client';
import { type FieldErrors, isMessageKey, schemaErrors, serverFieldErrors } from './forms';

type Values<K extends string> = Record<K, string>;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * A form's values and inline errors. A field is checked when it loses focus and, once it has
 * an error, again as it is corrected; everything is checked on submit. Typed values are never
 * cleared by an error, from the schema or from the server.
 */
export function useForm<K extends string, S extends z.ZodType>(schema: S, initial: Values<K>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values<K>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const checkField = useCallback(
    (name: K, next: Values<K>) => {
      const message = schemaErrors(schema, next)[name];
      setErrors((current) => ({ ...current, [name]: message }));
    },
    [schema],
  );

  const setValue = useCallback(
    (name: K, value: string) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      setErrors((current) => {
        if (current[name] === undefined) return current;
        return { ...current, [name]: schemaErrors(schema, next)[name] };
      });
    },
    [schema],
  );

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => checkField(name, valuesRef.current),
    error: translate(errors[name]),
  });

  function translate(message: string | undefined): string | undefined {
    if (message === undefined) return undefined;
    return isMessageKey(message) ? t(message) : message;
  }

  /** Checks every field; the parsed values when they pass, else undefined (and the errors show). */
  function validate(): z.output<S> | undefined {
    const result = schema.safeParse(valuesRef.current);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(schemaErrors(schema, valuesRef.current));
    return undefined;
  }

  /** Puts the server's field errors next to their inputs; returns messages for fields not on this form. */
  function applyServerErrors(fields: readonly FieldError[], rename: Partial<Record<string, K>> = {}): string[] {
    const { byField, other } = serverFieldErrors(fields, Object.keys(valuesRef.current) as K[], rename);
    setErrors((current) => ({ ...current, ...byField }));
    return other;
  }

  const setError = (name: K, message: string | undefined) => setErrors((current) => ({ ...current, [name]: message }));

  return { values, errors, field, setValue, validate, applyServerErrors, setError, translate };
}
