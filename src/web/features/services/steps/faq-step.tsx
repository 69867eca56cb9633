import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_LIMITS } from '../../../../domain/services/quote-service.schema';
import type { ServiceFaqResponse } from '../../../../domain/services/quote-service.types';
import { Button } from '../../../components/button';
import { describedBy, Field } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import { useAppDispatch } from '../../../store/hooks';
import { faqsUpdated } from '../service-slice';
import type { StepProps } from './step-props';
import { addFaq, deleteFaq, editFaq, reorderFaqs } from '../api/services';
import { useServiceSave } from '../use-service-save';

/** Step 3: questions consumers often ask, with the pro's answers, in the order shown. */
export function FaqStep({ service }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const faqs = service.QuoteServiceFaq;
  const [editing, setEditing] = useState<number | 'new' | null>(faqs.length === 0 ? 'new' : null);
  const save = useServiceSave();
  const store = (list: ServiceFaqResponse[] | undefined) => {
    if (list) dispatch(faqsUpdated({ serviceId: service.id, faqs: list }));
    return list;
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = faqs.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void save.run((api) => reorderFaqs(api, service.id, ids), 'services>faq>moved').then(store);
  };
  const remove = (faq: ServiceFaqResponse) => {
    if (!window.confirm(t('services>faq>confirmDelete', { question: faq.question }))) return;
    void save.run((api) => deleteFaq(api, faq.id), 'services>faq>deleted').then(store);
  };

  return (
    <div className="form">
      {faqs.length === 0 && <p>{t('services>faq>empty')}</p>}
      <ol className="services__rows">
        {faqs.map((faq, i) =>
          editing === faq.id ? (
            <li key={faq.id} className="services__row services__row--form">
              <FaqForm serviceId={service.id} faq={faq} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={faq.id} className="services__row">
              <div className="services__row-main">
                <p className="services__question-label">{faq.question}</p>
                <p>{faq.answer}</p>
              </div>
              <div className="services__row-actions">
                <Button variant="ghost" disabled={i === 0 || save.busy} onClick={() => move(i, -1)} aria-label={t('services>faq>up', { question: faq.question })}>
                  ↑
                </Button>
                <Button variant="ghost" disabled={i === faqs.length - 1 || save.busy} onClick={() => move(i, 1)} aria-label={t('services>faq>down', { question: faq.question })}>
                  ↓
                </Button>
                <Button variant="secondary" onClick={() => setEditing(faq.id)}>
                  {t('services>faq>edit')}
                </Button>
                <Button variant="ghost" disabled={save.busy} onClick={() => remove(faq)}>
                  {t('services>faq>delete')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      <FormMessage tone="error" text={save.message} />
      {editing === 'new' ? (
        <FaqForm serviceId={service.id} onDone={() => setEditing(null)} />
      ) : (
        faqs.length < SERVICE_LIMITS.faqsMax && <Button onClick={() => setEditing('new')}>{t('services>faq>add')}</Button>
      )}
    </div>
  );
}

function FaqForm({ serviceId, faq, onDone }: { serviceId: number; faq?: ServiceFaqResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const answerId = useId();
  const save = useServiceSave(['question', 'answer']);
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const answerError = save.fieldError('answer');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { question, answer };
    const list = await save.run((api) => (faq ? editFaq(api, faq.id, body) : addFaq(api, serviceId, body)));
    if (!list) return;
    dispatch(faqsUpdated({ serviceId, faqs: list }));
    onDone();
  };

  return (
    <form className="form services__faq-form" onSubmit={(e) => void submit(e)} noValidate>
      <Input label={t('services>faq>question')} value={question} onChange={(e) => setQuestion(e.target.value)} error={save.fieldError('question')} maxLength={SERVICE_LIMITS.questionMax} required />
      <Field id={answerId} label={t('services>faq>answer')} error={answerError}>
        <textarea id={answerId} className="input services__textarea" rows={4} value={answer} onChange={(e) => setAnswer(e.target.value)} {...describedBy(answerId, answerError)} />
      </Field>
      <FormMessage tone="error" text={save.message} />
      <div className="services__row-actions">
        <Button type="submit" disabled={save.busy} aria-busy={save.busy}>
          {save.busy ? t('common>saving') : t('services>save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('services>cancel')}
        </Button>
      </div>
    </form>
  );
}
