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
