import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import type { PriceGuideResponse } from '../../../domain/catalogue/content.types';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { FeatureCollectionArticle, getCatalogue, getPriceGuide, PriceGuideArticle } from '../catalogue';
import type { OpsContentPage } from './api/content-pages';
import { type ContentValues, emptyFactor, emptyFaq, type FactorValues, type FaqValues, guideTextOf, introOf } from './ops-content-page-rules';

type Set = (patch: Partial<ContentValues>) => void;

/** An error of a row of a list (a factor, a question), shown at the top of its group. */
function RowError({ text }: { text: string | undefined }) {
  return text ? (
    <p className="field__error" role="alert">
      {text}
    </p>
  ) : null;
}

/** A collection's or guide's introduction: paragraphs separated by a blank line. */
export function IntroField({ values, errors, set }: { values: ContentValues; errors: Record<string, string>; set: Set }) {
  const { t } = useTranslation();
  return (
    <TextareaField
      id="content-intro"
      label={t('ops>contentPages>fields>intro')}
      hint={t('ops>contentPages>paragraphsHint')}
      rows={8}
      value={values.intro}
      error={errors.intro}
      onChange={(e) => set({ intro: e.target.value })}
    />
  );
}

/** A price guide's factors, tips and questions; rows are added and removed in place. */
export function PriceGuideFields({ values, errors, set }: { values: ContentValues; errors: Record<string, string>; set: Set }) {
  const { t } = useTranslation();
  const setFactor = (index: number, next: FactorValues) => set({ factors: values.factors.map((f, i) => (i === index ? next : f)) });
  const setFaq = (index: number, next: FaqValues) => set({ faq: values.faq.map((f, i) => (i === index ? next : f)) });
  return (
    <>
      <fieldset className="ops-content-page__section">
        <legend>{t('ops>contentPages>fields>factors')}</legend>
        <RowError text={errors.factors} />
        {values.factors.length === 0 && <p className="ops-content-page__hint">{t('ops>contentPages>noFactors')}</p>}
        {values.factors.map((factor, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: factors have no id; their place is what they are.
            <fieldset key={index} className="ops-content-page__section">
              <legend>{t('ops>contentPages>factorN', { n })}</legend>
              <RowError text={errors[`factors.${index}`]} />
              <Input label={t('ops>contentPages>fields>factorHeading', { n })} value={factor.heading} onChange={(e) => setFactor(index, { ...factor, heading: e.target.value })} />
              <TextareaField
                id={`content-factor-${index}-body`}
                label={t('ops>contentPages>fields>factorBody', { n })}
                rows={3}
                value={factor.body}
                onChange={(e) => setFactor(index, { ...factor, body: e.target.value })}
              />
              <Button variant="ghost" onClick={() => set({ factors: values.factors.filter((_, i) => i !== index) })}>
                {t('ops>contentPages>removeFactor', { n })}
              </Button>
            </fieldset>
          );
        })}
        <Button variant="secondary" onClick={() => set({ factors: [...values.factors, emptyFactor()] })}>
          {t('ops>contentPages>addFactor')}
        </Button>
      </fieldset>
      <TextareaField
        id="content-tips"
        label={t('ops>contentPages>fields>tips')}
        hint={t('ops>contentPages>tipsHint')}
        rows={4}
        value={values.tips}
        error={errors.tips}
        onChange={(e) => set({ tips: e.target.value })}
      />
      <fieldset className="ops-content-page__section">
        <legend>{t('ops>contentPages>fields>faq')}</legend>
        <RowError text={errors.faq} />
        {values.faq.length === 0 && <p className="ops-content-page__hint">{t('ops>contentPages>noFaq')}</p>}
        {values.faq.map((item, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their place is what they are.
            <fieldset key={index} className="ops-content-page__section">
              <legend>{t('ops>contentPages>faqN', { n })}</legend>
              <RowError text={errors[`faq.${index}`]} />
              <Input label={t('ops>contentPages>fields>faqQ', { n })} value={item.q} onChange={(e) => setFaq(index, { ...item, q: e.target.value })} />
              <TextareaField
                id={`content-faq-${index}-a`}
                label={t('ops>contentPages>fields>faqA', { n })}
                rows={3}
                value={item.a}
                onChange={(e) => setFaq(index, { ...item, a: e.target.value })}
              />
              <Button variant="ghost" onClick={() => set({ faq: values.faq.filter((_, i) => i !== index) })}>
                {t('ops>contentPages>removeFaq', { n })}
              </Button>
            </fieldset>
          );
        })}
        <Button variant="secondary" onClick={() => set({ faq: [...values.faq, emptyFaq()] })}>
          {t('ops>contentPages>addFaq')}
        </Button>
      </fieldset>
    </>
  );
}

type Loaded<T> = { kind: 'loading' } | { kind: 'loaded'; value: T } | { kind: 'failed'; error: unknown };

/** Loads what a preview shows besides the form (public data that is not edited here), with a retry. */
function usePublicData<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one load per key (what the data depends on).
  const run = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', value: await load() });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }, [key]);
  useEffect(() => {
    void run();
  }, [run]);
  return [state, () => void run()];
}

/**
 * A feature collection as the public page at /feature/{slug} will show it: the form's words with
 * the collection's recommended categories (active ones, as the public page shows them).
 */
export function CollectionPreview({ values, page }: { values: ContentValues; page: OpsContentPage | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, retry] = usePublicData(async () => (await api((c) => getCatalogue(c))).quote_categories, 'catalogue');
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={retry} />;
  const byId = new Map<number, QuoteCategoryResponse>(state.value.map((c) => [c.id, c]));
  const items = (page?.collection_items ?? []).flatMap((i) => {
    const category = byId.get(i.quote_category_id);
    return category ? [{ note: i.note, quote_category: category }] : [];
  });
  return (
    <FeatureCollectionArticle
      collection={{ title: values.title.trim() || t('ops>contentPages>previewNoTitle'), summary: values.lead.trim(), icon: values.icon.trim(), intro: introOf(values), items }}
    />
  );
}

/**
 * A category's price page as the public will see it: the category's figures from sent quotes (as
 * the public page shows them now) with the form's words.
 */
export function PriceGuidePreview({ values, slug }: { values: ContentValues; slug: string }) {
  const api = useApi();
  const [state, retry] = usePublicData<PriceGuideResponse>(() => api((c) => getPriceGuide(c, slug)), slug);
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={retry} />;
  return <PriceGuideArticle guide={{ ...state.value, text: guideTextOf(values) }} articles={[]} />;
}
