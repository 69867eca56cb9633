import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICE_TYPES, type QuestionType, QUESTION_TYPES } from '../../../domain/ops/catalogue.contract';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { TextareaField } from '../../components/textarea-field';
import type { OpsQuestion, OpsQuestionBody } from './api/catalogue';
import { QuestionPreview } from './ops-form-preview';

export interface QuestionDialogProps {
  /** The question edited; undefined adds a new one. */
  question: OpsQuestion | undefined;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | undefined;
  onSave: (body: OpsQuestionBody) => void;
  onClose: () => void;
}

const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Adding or editing a question: its wording, type, required flag and options, with a preview of it as consumers will see it. */
export function QuestionDialog({ question, busy, error, onSave, onClose }: QuestionDialogProps) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(question?.label ?? '');
  const [type, setType] = useState<QuestionType>(question?.type ?? 'single_choice');
  const [required, setRequired] = useState(question?.is_required ?? true);
  const [options, setOptions] = useState((question?.options ?? []).join('\n'));
  const takesOptions = type !== 'text' && type !== 'date';
  const body: OpsQuestionBody = { label: label.trim(), type, is_required: required, options: takesOptions ? optionsOf(options) : [], placeholder: question?.placeholder ?? null };
  const preview = { id: question?.id ?? 0, display_order: 0, is_active: true, ...body };
  return (
    <Modal
      open
      title={question ? t('ops>catalogue>editQuestion') : t('ops>catalogue>addQuestion')}
      onClose={onClose}
      footer={
        <div className="ops-actions">
          <Button onClick={() => onSave(body)} disabled={busy}>
            {busy ? t('ops>catalogue>saving') : t('ops>catalogue>saveQuestion')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('ops>catalogue>cancel')}
          </Button>
        </div>
      }
    >
      <Input label={t('ops>catalogue>questionLabel')} maxLength={100} value={label} onChange={(e) => setLabel(e.target.value)} />
      <Select
        label={t('ops>catalogue>questionType')}
        options={QUESTION_TYPES.map((value) => ({ value, label: t(`ops>catalogue>types>${value}`) }))}
        value={type}
        onChange={(e) => setType(e.target.value as QuestionType)}
      />
      <Checkbox label={t('ops>catalogue>required')} checked={required} onChange={(e) => setRequired(e.target.checked)} />
      {takesOptions && (
        <TextareaField
          id="ops-question-options"
          label={t('ops>catalogue>options')}
          hint={t(CHOICE_TYPES.includes(type) ? 'ops>catalogue>optionsHint' : 'ops>catalogue>countOptionsHint')}
          rows={4}
          value={options}
          onChange={(e) => setOptions(e.target.value)}
        />
      )}
      {question && question.answer_count > 0 && <p className="ops-hint">{t('ops>catalogue>answeredNote', { count: question.answer_count })}</p>}
      <FormMessage tone="error" text={error} />
      <section className="ops-preview" aria-label={t('ops>catalogue>questionPreview')}>
        <h2 className="ops-subtitle">{t('ops>catalogue>questionPreview')}</h2>
        <QuestionPreview question={preview} />
      </section>
    </Modal>
  );
}
