import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteFormFieldResponse } from '../../../domain/catalogue/catalogue.types';
import type { AnswerValue } from '../../../domain/requests/form-answers';
import { QuestionStep } from '../request-form';

/** One question as the request form shows it (its own title and answer control), answerable for trying it out. */
export function QuestionPreview({ question }: { question: QuoteFormFieldResponse }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [value, setValue] = useState<AnswerValue | undefined>();
  return (
    <section className="rf-step ops-preview__step" aria-labelledby={headingId}>
      <h3 id={headingId} className="rf-step__title">
        {question.label || t('ops>catalogue>previewNoLabel')}
        {!question.is_required && <span className="rf-step__optional">{t('requestForm>optional')}</span>}
      </h3>
      <QuestionStep question={question} headingId={headingId} value={value} onChange={setValue} error={undefined} />
    </section>
  );
}

/** The category's questions in the order given, as consumers will see them in the request form (before the form's own steps). */
export function FormPreview({ questions }: { questions: readonly QuoteFormFieldResponse[] }) {
  const { t } = useTranslation();
  return (
    <section className="ops-panel ops-preview" aria-label={t('ops>catalogue>preview')}>
      <h2 className="ops-subtitle">{t('ops>catalogue>preview')}</h2>
      <p>{t('ops>catalogue>previewHint')}</p>
      {questions.length === 0 ? <p>{t('ops>catalogue>noQuestions')}</p> : questions.map((q) => <QuestionPreview key={q.id} question={q} />)}
    </section>
  );
}
