import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productJsonLd } from '../../../domain/shop/product-json-ld';
import { shopItemPath } from '../../../domain/shop/shop-item-slug';
import type { PublicShopItem } from '../../../domain/shop/shop-public.contract';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { JsonLd } from '../../components/json-ld';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { Section } from '../../components/section';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchShopProduct } from '../../store/shop-item-thunks';
import { NotFoundScreen } from '../not-found';
import { BuyBox } from './buy-box';
import { ProductReviews } from './product-reviews';
import './shop-public.css';

// The gallery's photos at 4:3, the first one large (above the fold), the others small and lazy.
const MAIN_WIDTH = 800;
const MAIN_HEIGHT = 600;
const THUMB_WIDTH = 160;
const THUMB_HEIGHT = 120;

function Gallery({ item }: { item: PublicShopItem }) {
  const { t } = useTranslation();
  const [first, ...rest] = item.photos;
  if (!first) return null;
  const count = item.photos.length;
  return (
    <div className="product-gallery">
      <img className="product-gallery__main" src={first.url} alt={t('shopPublic>photoAlt', { name: item.name, n: 1, count })} width={MAIN_WIDTH} height={MAIN_HEIGHT} fetchPriority="high" />
      {rest.length > 0 && (
        <ul className="product-gallery__thumbs">
          {rest.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url}>
                <img src={photo.thumb_url} alt={t('shopPublic>photoAlt', { name: item.name, n: i + 2, count })} width={THUMB_WIDTH} height={THUMB_HEIGHT} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A shop item's public page (`product/{slug}[/{amount}]`): photos, plans, the pro and the buy box. */
export function ProductScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const slug = match.params.slug ?? '';
  const item = useAppSelector((s) => s.category.shopProducts[slug]);
  const failed = useAppSelector((s) => s.category.shopFailed[`product:${slug}`]);
  const baseUrl = useAppSelector((s) => s.app.publicUrl);
  useEffect(() => {
    if (!item && !failed) void dispatch(fetchShopProduct(slug));
  }, [dispatch, item, failed, slug]);

  if (failed) return <NotFoundScreen />;
  if (!item) {
    return (
      <PageFrame>
        <Loading />
      </PageFrame>
    );
  }
  const path = shopItemPath(item.slug);
  const crumbs = [
    { label: t('common>home'), to: '/' },
    { label: item.category.name, to: `/category/${item.category.slug}` },
    { label: item.name },
  ];
  return (
    <PageFrame>
      <div className="page product-page">
        <JsonLd data={productJsonLd(item, baseUrl, path)} />
        <Breadcrumbs structured items={crumbs} />
        <Gallery item={item} />
        <header className="product-page__header">
          <h1 className="page__title">{item.name}</h1>
          <p className="product-page__pro">
            {item.pro.avatar_url && <img className="product-page__avatar" src={item.pro.avatar_url} alt="" width={40} height={40} loading="lazy" />}
            <Link to={`/service/${item.pro.quote_service_id}`}>{item.pro.title || item.pro.name}</Link>
            {item.pro.rating !== null && <span className="product-page__rating">{t('shopPublic>proRating', { rating: item.pro.rating.toFixed(1), count: item.pro.review_count })}</span>}
          </p>
          {item.rating !== null && <p className="product-page__item-rating">{t('shopPublic>itemRating', { rating: item.rating.toFixed(1), count: item.review_count })}</p>}
        </header>
        <BuyBox key={item.shop_item_id} item={item} amount={match.params.amount} />
        <Section headingId="product-about-heading" title={t('shopPublic>about')}>
          <p className="product-page__description">{item.description}</p>
          {item.service_info && <p className="product-page__info">{item.service_info}</p>}
          <dl className="product-page__facts">
            <dt>{t('shopPublic>serviceType')}</dt>
            <dd>{t(`shopPublic>serviceTypes>${item.service_type}`)}</dd>
            <dt>{t('shopPublic>travel')}</dt>
            <dd>{item.travel_preference.map((p) => t(`shopPublic>travels>${p}`)).join(t('shopPublic>listJoin'))}</dd>
            {item.is_reservable === 1 && (
              <>
                <dt>{t('shopPublic>reservable')}</dt>
                <dd>{t('shopPublic>reservableYes')}</dd>
              </>
            )}
          </dl>
          {item.keywords.length > 0 && (
            <ul className="product-page__keywords">
              {item.keywords.map((k) => (
                <li key={k} className="chip">
                  {k}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <ProductReviews item={item} />
      </div>
    </PageFrame>
  );
}
