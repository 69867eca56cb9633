import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderFeedbacks } from '../../../domain/shop/shop-feedbacks.contract';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getOrderFeedbacks } from './api';
import { ShopFeedbackCommentForm } from './shop-feedback-comment-form';
import './shop-feedbacks.css';

/**
 * The pro's side of a completed order's reviews: each reviewed line with its stars, text and
 * photos, and the pro's one reply (the form until it is sent). Lines not reviewed yet are named.
 */
export function ShopOrderReviews({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const [state, setState] = useState<{ data?: ShopOrderFeedbacks; failed?: boolean }>({});
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
  return (
    <section className="shop-feedbacks" aria-labelledby="shop-order-reviews-title">
      <h2 id="shop-order-reviews-title">{t('shopFeedbacks>proTitle')}</h2>
      <ul className="shop-feedbacks__list">
        {state.data.lines.map((line) => {
          const review = line.nshop_feedback;
          return (
            <li key={line.nshop_order_item_id} className="shop-feedbacks__item" data-order-item={line.nshop_order_item_id}>
              <strong>{t('shopFeedbacks>lineTitle', { item: line.item_name, plan: line.plan_name })}</strong>
              {review ? (
                <>
                  <p>
                    <span role="img" aria-label={t('shopFeedbacks>stars', { count: review.score })}>
                      {'★'.repeat(review.score)}
                      {'☆'.repeat(5 - review.score)}
                    </span>{' '}
                    <span className="muted">{review.reviewer_name}</span>
                  </p>
                  {review.feedback && <p>{review.feedback}</p>}
                  {review.attachments.length > 0 && (
                    <div className="shop-feedbacks__photos">
                      {review.attachments.map((url) => (
                        <img key={url} src={url} alt={t('shopFeedbacks>photoAlt')} loading="lazy" width={72} height={72} />
                      ))}
                    </div>
                  )}
                  <ShopFeedbackCommentForm feedback={review} />
                </>
              ) : (
                <p className="muted">{t('shopFeedbacks>notReviewed')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
