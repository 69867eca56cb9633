import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteServiceCategoryResponse } from '../../../../domain/services/quote-service.types';
import { Button, ButtonLink } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { serviceCategoryUpdated } from '../service-slice';
import { editServiceCategory } from '../api/services';
import { fetchServiceCategory } from '../services-thunks';
import { useServiceSave } from '../use-service-save';
import { AutoQuotePanel } from './auto-quote-panel';

type Answers = Record<string, string[]>;

/** One category's settings: direct reservation and which answers the pro wants leads for; auto-quote below it. */
export function JobPreferenceForm({ setting, back }: { setting: QuoteServiceCategoryResponse; back: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const questions = useAppSelector((s) => s.service.questions[setting.quote_category_id]);
  const [loadFailed, setLoadFailed] = useState(false);
  const save = useServiceSave(['is_direct_reserve_on', 'quote_job_preference']);
  const [directReserve, setDirectReserve] = useState(setting.is_direct_reserve_on === 1);
  const [answers, setAnswers] = useState<Answers>(setting.quote_job_preference.answers);

  const load = () => {
    setLoadFailed(false);
    void dispatch(fetchServiceCategory(setting.id)).then((r) => setLoadFailed(fetchServiceCategory.rejected.match(r)));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load reads the setting id, the only input
  useEffect(load, [setting.id]);

  const choices = (questions ?? []).filter((q) => q.type === 'single_choice' || q.type === 'multiple_choice');
  const toggle = (fieldId: number, option: string, on: boolean) =>
    setAnswers((current) => {
      const list = new Set(current[fieldId] ?? []);
      if (on) list.add(option);
      else list.delete(option);
      return { ...current, [fieldId]: [...list] };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Auto-quote has its own settings (AutoQuotePanel): this form leaves it as it is.
    const body = { is_direct_reserve_on: directReserve ? 1 : 0, quote_job_preference: { answers } } as const;
    const saved = await save.run((api) => editServiceCategory(api, setting.id, body));
    if (saved) {
      dispatch(serviceCategoryUpdated(saved));
      setAnswers(saved.quote_job_preference.answers);
    }
  };

  return (
    <>
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="services__back">
        <ButtonLink variant="ghost" to={back}>
          {t('services>category>backToList')}
        </ButtonLink>
      </p>
      <h3>{setting.QuoteCategory.name}</h3>
      <Checkbox label={t('services>category>directReserve')} checked={directReserve} onChange={(e) => setDirectReserve(e.target.checked)} />
      <fieldset className="services__fieldset">
        <legend>{t('services>category>preference')}</legend>
        <p className="form__note">{t('services>category>preferenceHint')}</p>
        {loadFailed ? (
          <p className="field__error">
            {t('services>category>questionsFailed')}{' '}
            <Button variant="ghost" onClick={load}>
              {t('services>retry')}
            </Button>
          </p>
        ) : questions === undefined ? (
          <Loading label={t('services>category>questionsLoading')} />
        ) : choices.length === 0 ? (
          <p>{t('services>category>noChoices')}</p>
        ) : (
          choices.map((q) => (
            <div key={q.id} className="services__question">
              <p className="services__question-label">{q.label}</p>
              {q.options.map((option) => (
                <Checkbox
                  key={option}
                  label={option}
                  checked={(answers[q.id] ?? []).includes(option)}
                  onChange={(e) => toggle(q.id, option, e.target.checked)}
                />
              ))}
              {save.fieldError(`quote_job_preference[answers][${q.id}]`) && <p className="field__error">{save.fieldError(`quote_job_preference[answers][${q.id}]`)}</p>}
            </div>
          ))
        )}
      </fieldset>
      <FormMessage tone="error" text={save.message} />
      <Button type="submit" disabled={save.busy} aria-busy={save.busy}>
        {save.busy ? t('common>saving') : t('services>save')}
      </Button>
    </form>
    <AutoQuotePanel setting={setting} />
    </>
  );
}
