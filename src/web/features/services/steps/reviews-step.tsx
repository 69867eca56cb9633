import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_LIMITS } from '../../../../domain/services/quote-service.schema';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import { Loading } from '../../../components/loading';
import { failureText } from '../../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastAdded } from '../../../store/ui-slice';
import type { StepProps } from './step-props';
import { fetchReviewLinks, storeReviewLinks } from '../services-thunks';
import { ReviewInviteForm } from './review-invite-form';

type Row = { site_name: string; url: string };

/** Step 5: links to the pro's reviews on other sites (Google Maps, Facebook, ...). */
export function ReviewsStep({ service }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector((s) => s.service.externalReviewLinks);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  useEffect(() => {
    setRows(null);
    void dispatch(fetchReviewLinks(service.id)).then((result) => {
      if (fetchReviewLinks.fulfilled.match(result)) setRows(result.payload.map(({ site_name, url }) => ({ site_name, url })));
      else setFailure(asFormFailure(result.payload ?? result.error));
    });
  }, [dispatch, service.id]);

  if (rows === null) return failure ? <FormMessage tone="error" text={failureText(t, failure)} /> : <Loading label={t('services>reviews>loading')} />;

  const change = (i: number, key: keyof Row, value: string) => setRows((list) => list!.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const fieldError = (i: number, key: keyof Row) => failure?.fields.find((f) => f.field === `external_review_links[${i}][${key}]`)?.message;
  const listError = failure?.fields.find((f) => f.field === 'external_review_links')?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const result = await dispatch(storeReviewLinks({ serviceId: service.id, links: rows }));
    setBusy(false);
    if (storeReviewLinks.rejected.match(result)) return setFailure(asFormFailure(result.payload ?? result.error));
    dispatch(toastAdded({ tone: 'success', messageKey: 'services>saved' }));
  };

  return (
    <>
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <p className="form__note">{t('services>reviews>lead')}</p>
      {rows.length === 0 && <p>{stored.length === 0 ? t('services>reviews>empty') : ''}</p>}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their place is their identity
        <fieldset key={i} className="services__fieldset">
          <legend>{t('services>reviews>link', { n: i + 1 })}</legend>
          <Input label={t('services>reviews>site')} value={row.site_name} onChange={(e) => change(i, 'site_name', e.target.value)} error={fieldError(i, 'site_name')} placeholder={t('services>reviews>site_placeholder')} />
          <Input label={t('services>reviews>url')} type="url" inputMode="url" value={row.url} onChange={(e) => change(i, 'url', e.target.value)} error={fieldError(i, 'url')} placeholder="https://" />
          <Button variant="ghost" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
            {t('services>reviews>remove')}
          </Button>
        </fieldset>
      ))}
      {rows.length < SERVICE_LIMITS.reviewLinksMax && (
        <Button variant="secondary" onClick={() => setRows([...rows, { site_name: '', url: '' }])}>
          {t('services>reviews>add')}
        </Button>
      )}
      <FormMessage tone="error" text={listError ?? (failure && failure.fields.length === 0 ? failureText(t, failure) : undefined)} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common>saving') : t('services>save')}
      </Button>
    </form>
    <ReviewInviteForm serviceId={service.id} />
    </>
  );
}
