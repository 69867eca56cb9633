import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteCategoryDetailResponse } from '../../../domain/catalogue/catalogue.types';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { lookupCategory } from '../../routes/catalogue-lookup';
import type { ScreenProps } from '../../routes/screen-types';
import { fetchCategory, fetchCities } from '../../store/category-thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { NotFoundScreen } from '../not-found';
import { FormProgress } from './components/progress';
import { ReviewStep } from './components/review-step';
import { StepBody } from './components/step-body';
import { useRequestDraft } from './use-request-draft';
import { useSubmitRequest } from './use-submit-request';

const HEADING_ID = 'rf-step-heading';

/** form/{slug}: the category's questions one at a time, then place, time, details with photos, and review. */
export function RequestFormScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEnsureCatalogue();
  const slug = match.params.slug;
  const found = lookupCategory(
    useAppSelector((s) => s.category.categories),
    slug,
  );
  const detail = useAppSelector((s) => (slug ? s.category.categoryData[slug] : undefined));
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!slug) return;
    setFailed(false);
    void dispatch(fetchCategory(slug)).then((result) => setFailed(fetchCategory.rejected.match(result) && !result.meta.condition));
  }, [dispatch, slug]);

  useEffect(() => {
    if (found.kind === 'found' && !detail) load();
  }, [found.kind, detail, load]);

  if (found.kind === 'missing') return <NotFoundScreen />;
  return (
    <PageFrame>
      <div className="page request-form">
        {detail ? (
          <RequestForm category={detail} />
        ) : failed ? (
          <div className="inline-error" role="alert">
            <p>{t('requestForm>loadFailed')}</p>
            <Button variant="secondary" onClick={load}>
              {t('common>retry')}
            </Button>
          </div>
        ) : (
          <Loading />
        )}
      </div>
    </PageFrame>
  );
}

function RequestForm({ category }: { category: QuoteCategoryDetailResponse }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cities = useAppSelector((s) => s.category.cities);
  const form = useRequestDraft(category, cities);
  const submit = useSubmitRequest(category, form);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = form.steps[form.index]!;

  useEffect(() => {
    if (cities.length === 0) void dispatch(fetchCities());
  }, [cities.length, dispatch]);

  // A new step is announced by moving focus to its question.
  useEffect(() => {
    if (form.moves > 0) heading.current?.focus();
  }, [form.moves]);

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    form.next();
  };

  const moving = form.placeNeeds.destination === true;
  const title = step.kind === 'question' ? step.question.label : step.kind === 'place' && moving ? t('requestForm>moving>title') : t(`requestForm>${step.kind}>title`);
  // One field on its own; a count offered as chips is a group like the choices.
  const single = step.kind === 'question' && ['number', 'date', 'text'].includes(step.question.type) && step.question.options.length === 0;
  return (
    <>
      <header className="request-form__header">
        <h1 className="request-form__title">{t('requestForm>title', { name: category.name })}</h1>
        <p className="muted">{t('requestForm>lead')}</p>
      </header>
      <FormProgress index={form.index} total={form.steps.length} />
      <FormMessage tone="info" text={form.resumed ? t('requestForm>restored') : undefined} />
      <FormMessage tone="info" text={form.carried ? t('requestForm>describe>carried', { text: form.carried }) : undefined} />
      <section className={single ? 'rf-step rf-step--single' : 'rf-step'} aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="rf-step__title">
          {title}
          {step.kind === 'question' && !step.question.is_required && <span className="rf-step__optional">{t('requestForm>optional')}</span>}
        </h2>
        {step.kind === 'review' ? (
          <ReviewStep form={form} submit={submit} formPath={`/form/${category.slug}`} />
        ) : (
          <form className="form" onSubmit={onNext} noValidate>
            <StepBody step={step} form={form} cities={cities} headingId={HEADING_ID} needsAddress={form.placeNeeds.address === true} needsDestination={moving} />
            <div className="rf-nav">
              {form.index > 0 && (
                <Button variant="secondary" onClick={form.back}>
                  {t('requestForm>back')}
                </Button>
              )}
              <Button type="submit" size="lg" className="rf-nav__next">
                {t('requestForm>next')}
              </Button>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
