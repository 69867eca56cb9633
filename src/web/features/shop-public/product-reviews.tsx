import { useTranslation } from 'react-i18next';
import type { PublicShopItem } from '../../../domain/shop/shop-public.contract';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { Section } from '../../components/section';

const PHOTO_SIZE = 96;

/** The product page's reviews: the item's rating, the newest reviews with their photos and the pro's reply. */
export function ProductReviews({ item }: { item: PublicShopItem }) {
  const { t } = useTranslation();
  return (
    <Section headingId="product-reviews-heading" title={t('shopPublic>reviews>title')} className="product-reviews">
      {item.rating !== null && <p className="product-reviews__rating">{t('shopPublic>itemRating', { rating: item.rating.toFixed(1), count: item.review_count })}</p>}
      {item.reviews.length === 0 ? (
        <p className="muted">{t('shopPublic>reviews>empty')}</p>
      ) : (
        <ul className="product-reviews__list">
          {item.reviews.map((r) => (
            <li key={r.nshop_feedback_id} className="product-review">
              <p className="product-review__head">
                <span className="product-review__stars" role="img" aria-label={t('shopPublic>reviews>score', { score: r.score })}>
                  {'★'.repeat(r.score)}
                  {'☆'.repeat(5 - r.score)}
                </span>{' '}
                <span>{r.reviewer_name}</span> <time className="muted">{formatTaipei(parseUtcString(r.created), 'YYYY/MM/DD')}</time>
              </p>
              <p className="muted">{t('shopPublic>reviews>plan', { plan: r.plan_name })}</p>
              {r.feedback && <p className="product-review__text">{r.feedback}</p>}
              {r.attachments.length > 0 && (
                <ul className="product-review__photos">
                  {r.attachments.map((url, i) => (
                    <li key={url}>
                      <a href={url}>
                        <img src={url} alt={t('shopPublic>reviews>photoAlt', { name: r.reviewer_name, n: i + 1 })} width={PHOTO_SIZE} height={PHOTO_SIZE} loading="lazy" decoding="async" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {r.comment && (
                <blockquote className="product-review__reply">
                  <strong>{t('shopPublic>reviews>proReply')}</strong> {r.comment}
                </blockquote>
              )}
            </li>
          ))}
        </ul>
      )}
      {item.review_count > item.reviews.length && <p className="muted">{t('shopPublic>reviews>more', { count: item.review_count })}</p>}
    </Section>
  );
}
