import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteFormFieldResponse } from '../../../../domain/catalogue/catalogue.types';
import type { AnswerValue } from '../../../../domain/requests/form-answers';
import { TEXT_ANSWER_MAX } from '../../../../domain/requests/form-answers';
import { taipeiDateKey } from '../../../../domain/time';
import { Input } from '../../../components/input';
import { ChoiceList } from './choice-list';
import { GroupError } from './step-error';
import { TextArea } from './text-area';

export interface QuestionStepProps {
  question: QuoteFormFieldResponse;
  headingId: string;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  error: string | undefined;
}

const asList = (value: AnswerValue | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value]);
const asText = (value: AnswerValue | undefined): string => (value === undefined ? '' : Array.isArray(value) ? value.join(' ') : value);

/** One of the category's questions, answered by its type. */
export function QuestionStep({ question, headingId, value, onChange, error }: QuestionStepProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const label = question.is_required ? question.label : t('requestForm>question>optionalLabel', { label: question.label });
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const multiple = question.type === 'multiple_choice';
      return (
        <>
          <p className="rf-step__hint">{t(multiple ? 'requestForm>question>chooseMany' : 'requestForm>question>choose')}</p>
          <ChoiceList
            labelledBy={headingId}
            options={question.options.map((o) => ({ value: o, label: o }))}
            multiple={multiple}
            selected={asList(value)}
            onChange={(list) => onChange(multiple ? list : (list[0] ?? ''))}
            errorId={error ? errorId : undefined}
            invalid={error !== undefined}
          />
          <GroupError id={errorId} text={error} />
        </>
      );
    }
    case 'number':
      if (question.options.length > 0) return <CountChips question={question} headingId={headingId} label={label} value={asText(value)} onChange={onChange} error={error} errorId={errorId} />;
      return (
        <Input
          label={label}
          inputMode="decimal"
          hint={question.placeholder ?? t('requestForm>question>numberHint')}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    case 'date':
      return (
        <Input
          label={label}
          type="date"
          min={taipeiDateKey(new Date())}
          hint={question.placeholder ?? t('requestForm>question>dateHint')}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
    case 'text':
      return (
        <TextArea
          label={label}
          placeholder={question.placeholder ?? t('requestForm>question>textPlaceholder')}
          maxLength={TEXT_ANSWER_MAX}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      );
  }
}

/** The chip an answer shows as: an option itself, or the open-ended one ("4+") for its number and more. */
export function countChipOf(options: readonly string[], value: string): string | undefined {
  if (value === '') return undefined;
  if (options.includes(value)) return value;
  const n = Number(value);
  return options.find((o) => o.endsWith('+') && Number.isFinite(n) && n >= Number.parseInt(o, 10));
}

/** A count as chips (1 / 2 / 3 / 4+): the open-ended chip asks for the exact number, starting at its floor. */
function CountChips({ question, headingId, label, value, onChange, error, errorId }: { question: QuoteFormFieldResponse; headingId: string; label: string; value: string; onChange: (value: AnswerValue) => void; error: string | undefined; errorId: string }) {
  const { t } = useTranslation();
  const chip = countChipOf(question.options, value);
  const more = chip?.endsWith('+') ?? false;
  return (
    <>
      <p className="rf-step__hint">{t('requestForm>question>choose')}</p>
      <ChoiceList
        labelledBy={headingId}
        options={question.options.map((o) => ({ value: o, label: o }))}
        multiple={false}
        selected={chip ? [chip] : []}
        onChange={([picked]) => onChange(picked?.endsWith('+') ? String(Number.parseInt(picked, 10)) : (picked ?? ''))}
        errorId={!more && error ? errorId : undefined}
        invalid={!more && error !== undefined}
      />
      {more ? (
        <Input label={t('requestForm>question>exactCount', { label })} inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} error={error} />
      ) : (
        <GroupError id={errorId} text={error} />
      )}
    </>
  );
}
