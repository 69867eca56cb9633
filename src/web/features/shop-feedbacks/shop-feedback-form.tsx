import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_FEEDBACK_ATTACHMENTS_MAX, SHOP_FEEDBACK_TEXT_MAX, type ShopOrderFeedbacks } from '../../../domain/shop/shop-feedbacks.contract';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { TextareaField } from '../../components/textarea-field';
import { useApi } from '../../store/use-api';
import { addShopFeedback, getOrderFeedbacks } from './api';
import { PhotoPicker } from './photo-picker';
import { StarPicker } from './star-picker';
import { useFieldErrors } from './use-field-errors';
import './shop-feedbacks.css';

type Line = ShopOrderFeedbacks['lines'][number];
const length = (text: string) => [...text].length;

/** One line's review: stars, at most 50 characters, at most three photos; a refusal shown beside its field. */
function LineForm({ orderId, line, onDone }: { orderId: number; line: Line; onDone: () => void }) {
  const { t } = useTranslation();
  const call = useApi();
  const [score, setScore] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const errors = useFieldErrors();
  const id = `shop-feedback-${line.nshop_order_item_id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    errors.clear();
    if (score === 0) return errors.set('score', t('shopFeedbacks>errors>score'));
    if (length(text) > SHOP_FEEDBACK_TEXT_MAX) return errors.set('feedback', t('shopFeedbacks>errors>text', { max: SHOP_FEEDBACK_TEXT_MAX }));
    if (photos.length > SHOP_FEEDBACK_ATTACHMENTS_MAX) return errors.set('attachments', t('shopFeedbacks>errors>photos', { max: SHOP_FEEDBACK_ATTACHMENTS_MAX }));
    const form = new FormData();
    form.append('nshop_order_item_id', String(line.nshop_order_item_id));
    form.append('score', String(score));
    form.append('feedback', text);
    for (const photo of photos) form.append('attachments', photo, photo.name);
    setBusy(true);
    try {
      await call((api) => addShopFeedback(api, orderId, form));
      onDone();
    } catch (error) {
      errors.fromError(error, t('shopFeedbacks>errors>failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="shop-feedback-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="shop-feedback-form__title">
        {t('shopFeedbacks>lineTitle', { item: line.item_name, plan: line.plan_name })}
      </h3>
      <StarPicker id={`${id}-score`} value={score} onChange={setScore} error={errors.fields.score} />
      <TextareaField
        id={`${id}-text`}
        label={t('shopFeedbacks>text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={errors.fields.feedback}
        hint={t('shopFeedbacks>counter', { count: length(text), max: SHOP_FEEDBACK_TEXT_MAX })}
        rows={3}
      />
      <PhotoPicker id={`${id}-photos`} photos={photos} max={SHOP_FEEDBACK_ATTACHMENTS_MAX} onChange={setPhotos} error={errors.fields.attachments} />
      {errors.fields.nshop_order_item_id && <FormMessage tone="error" text={errors.fields.nshop_order_item_id} />}
      <FormMessage tone="error" text={errors.general} />
      <Button type="submit" variant="primary" block disabled={busy}>
        {busy ? t('shopFeedbacks>sending') : t('shopFeedbacks>send')}
      </Button>
    </form>
  );
}

/**
 * The consumer's reviews of a completed shop order: each line not yet reviewed gets its form;
 * reviewed lines show their stars. Mounted by the order screen as `<ShopFeedbackForm orderId />`.
 */
export function ShopFeedbackForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const [state, setState] = useState<{ data?: ShopOrderFeedbacks; failed?: boolean }>({});
  const [sent, setSent] = useState(false);
  const load = useCallback(() => {
    setState({});
    call((api) => getOrderFeedbacks(api, orderId)).then(
      (data) => setState({ data }),
      () => setState({ failed: true }),
    );
  }, [call, orderId]);
  useEffect(load, [load]);

  if (state.failed) return <LoadFailedState onRetry={load} />;
  if (!state.data) return <Loading />;
  const { data } = state;
  if (data.viewer !== 'consumer' || data.is_completed === 0) return <EmptyState title={t('shopFeedbacks>notYet')} />;
  const open = data.lines.filter((l) => l.nshop_feedback === null);
  return (
    <section className="shop-feedbacks" aria-labelledby="shop-feedbacks-title">
      <h2 id="shop-feedbacks-title">{t('shopFeedbacks>title')}</h2>
      {sent && <FormMessage tone="success" text={t('shopFeedbacks>thanks')} />}
      <ul className="shop-feedbacks__done">
        {data.lines
          .filter((l) => l.nshop_feedback !== null)
          .map((l) => (
            <li key={l.nshop_order_item_id}>
              {t('shopFeedbacks>reviewed', { item: l.item_name, count: l.nshop_feedback?.score ?? 0 })}
            </li>
          ))}
      </ul>
      {open.length === 0 ? (
        <p className="muted">{t('shopFeedbacks>allDone')}</p>
      ) : (
        open.map((line) => (
          <LineForm
            key={line.nshop_order_item_id}
            orderId={orderId}
            line={line}
            onDone={() => {
              setSent(true);
              load();
            }}
          />
        ))
      )}
    </section>
  );
}
