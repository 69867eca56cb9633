import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money/twd';
import { shopItemPath } from '../../../domain/shop/shop-item-slug';
import type { ShopItemCard as Card } from '../../../domain/shop/shop-public.contract';
import { Section } from '../../components/section';

// Card photos are shown at 4:3 whatever their size, so a list does not jump as they load.
const CARD_WIDTH = 320;
const CARD_HEIGHT = 240;

/**
 * One item in a list: its photo, name, lowest price and pro, linked to its product page; an item
 * no longer on sale (`linked` false) has no page to open, so it is shown without the link.
 */
export function ShopItemCard({ item, linked = true }: { item: Card; linked?: boolean }) {
  const { t } = useTranslation();
  const face = (
    <>
      {item.photo ? (
        <img className="shop-card__photo" src={item.photo.thumb_url} alt={item.name} width={CARD_WIDTH} height={CARD_HEIGHT} loading="lazy" decoding="async" />
      ) : (
        <span className="shop-card__photo shop-card__photo--none" aria-hidden="true" />
      )}
      <h3 className="shop-card__name">{item.name}</h3>
    </>
  );
  return (
    <article className="shop-card">
      {linked ? (
        <Link to={shopItemPath(item.slug)} className="shop-card__link">
          {face}
        </Link>
      ) : (
        <div className="shop-card__link">{face}</div>
      )}
      <p className="shop-card__price">{t('shopPublic>card>priceFrom', { price: formatTwd(item.price_from) })}</p>
      {item.rating !== null && <p className="shop-card__rating">{t('shopPublic>itemRating', { rating: item.rating.toFixed(1), count: item.review_count })}</p>}
      {item.is_available === 0 && <p className="shop-card__soldout">{t('shopPublic>soldOut')}</p>}
      <p className="shop-card__pro muted">
        <Link to={`/service/${item.pro.quote_service_id}`}>{item.pro.title || item.pro.name}</Link>
      </p>
    </article>
  );
}

interface ShopItemsSectionProps {
  id: string;
  title: string;
  items: readonly Card[] | undefined | null;
  /** A line under the heading (a pro's shop rating). */
  lead?: string;
  more?: { to: string; label: string };
}

/** A titled list of items (a category's, a pro's, the newest); nothing at all when there are none. */
export function ShopItemsSection({ id, title, items, lead, more }: ShopItemsSectionProps) {
  if (!items || items.length === 0) return null;
  return (
    <Section headingId={id} title={title} lead={lead} className="shop-items-section">
      <ul className="shop-cards">
        {items.map((item) => (
          <li key={item.shop_item_id}>
            <ShopItemCard item={item} />
          </li>
        ))}
      </ul>
      {more && (
        <p className="section__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      )}
    </Section>
  );
}
