import { useTranslation } from 'react-i18next';
import type { StepError } from '../form-steps';

/** The text of an inline error, whether the domain wrote it or it is one of our keys. */
export function useStepErrorText(): (error: StepError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return undefined;
    return 'text' in error ? error.text : t(error.key, error.params);
  };
}

/** An error under a group of choices (radios, checkboxes), tied to it by id. */
export function GroupError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field__error" id={id}>
      {text}
    </p>
  );
}
