import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { fetchCategory } from '../../../store/category-thunks';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Section } from '../../../components/section';

/** The questions a customer answers when asking for quotes (the category's QuoteFormField list). */
export function CategoryQuestions({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const detail = useAppSelector((s) => s.category.categoryData[slug]);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    dispatch(fetchCategory(slug)).then((result) => setFailed(fetchCategory.rejected.match(result) && !result.meta.condition));
  }, [dispatch, slug]);

  useEffect(() => {
    if (!detail) load();
  }, [detail, load]);

  let body: ReactNode;
  if (detail) {
    const fields = detail.QuoteFormField.filter((f) => f.is_active).sort((a, b) => a.display_order - b.display_order);
    body = (
      <ol className="questions">
        {fields.map((field) => (
          <li key={field.id} className="questions__item">
            {field.label}
            {field.is_required && <span className="questions__required">{t('catalogue>requiredMark')}</span>}
          </li>
        ))}
      </ol>
    );
  } else if (failed) {
    body = (
      <div className="inline-error" role="alert">
        <p>{t('catalogue>questionsFailed')}</p>
        <Button variant="secondary" onClick={load}>
          {t('common>retry')}
        </Button>
      </div>
    );
  } else {
    body = <Loading label={t('catalogue>questionsLoading')} />;
  }

  return (
    <Section headingId="questions-heading" title={t('catalogue>questionsHeading')} lead={t('catalogue>questionsLead')}>
      {body}
    </Section>
  );
}
