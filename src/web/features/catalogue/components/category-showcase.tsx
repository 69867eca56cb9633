import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fetchCategoryShowcase, ProCard, showcaseKey, Stars } from '../../discovery';
import { Section } from '../../../components/section';

// Photos are shown at 4:3 whatever their size, so the page does not jump as they load.
const PHOTO_WIDTH = 320;
const PHOTO_HEIGHT = 240;

/** One of the showcase's sections: a titled block the page's outline can name by its heading. */
function ShowcaseSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section headingId={id} title={heading} className="category-showcase">
      {children}
    </Section>
  );
}

/** The category's best pros, what their clients said lately, and photos of their work. */
export function CategoryShowcase({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const showcase = useAppSelector((s) => s.discovery.showcases?.[slug]);
  const status = useAppSelector((s) => s.discovery.status[showcaseKey(slug)]);
  useEffect(() => {
    if (!showcase && status === undefined) void dispatch(fetchCategoryShowcase(slug));
  }, [dispatch, showcase, status, slug]);
  if (!showcase) return null;
  const { pros, reviews, photos } = showcase;
  return (
    <>
      {pros.length > 0 && (
        <ShowcaseSection id="showcase-pros-heading" heading={t('catalogue>showcase>prosHeading', { name })}>
          <ol className="pro-list">
            {pros.map((pro) => (
              <li key={pro.id}>
                <ProCard pro={pro} />
              </li>
            ))}
          </ol>
          <p className="section__more">
            <Link to={`/pro-list/${slug}`}>{t('catalogue>showcase>allPros', { name })}</Link>
          </p>
        </ShowcaseSection>
      )}
      {reviews.length > 0 && (
        <ShowcaseSection id="showcase-reviews-heading" heading={t('catalogue>showcase>reviewsHeading', { name })}>
          <ul className="showcase-reviews">
            {reviews.map((r) => (
              <li key={r.id} className="review showcase-review">
                <p className="review__head">
                  <Stars rating={r.rating} />
                  <span className="review__author">{r.reviewer}</span>
                </p>
                <p className="review__text">{r.feedback}</p>
                <p className="showcase-review__pro muted">
                  <Link to={`/service/${r.quote_service.id}`}>{t('catalogue>showcase>reviewOf', { title: r.quote_service.title })}</Link>
                </p>
              </li>
            ))}
          </ul>
        </ShowcaseSection>
      )}
      {photos.length > 0 && (
        <ShowcaseSection id="showcase-photos-heading" heading={t('catalogue>showcase>photosHeading', { name })}>
          <ul className="showcase-photos">
            {photos.map((p) => (
              <li key={p.id}>
                <Link to={`/service/${p.quote_service.id}`} className="showcase-photo">
                  <img
                    src={p.thumb_url}
                    alt={p.caption ? t('catalogue>showcase>photoAltCaption', { caption: p.caption, title: p.quote_service.title }) : t('catalogue>showcase>photoAlt', { name, title: p.quote_service.title })}
                    width={PHOTO_WIDTH}
                    height={PHOTO_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </ShowcaseSection>
      )}
    </>
  );
}
