import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import { Section } from '../../components/section';
import type { ScreenProps } from '../../routes/screen-types';
import { screenFor } from '../../routes/screens';
import { selectCategoryTree } from '../../store/category-selectors';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import './partners.css';

/** The channel's landing; its actions are under it. */
export const LIFE_LANDING = '/55688life';

/** The request form of a category inside the channel. */
export const lifeRequestPath = (slug: string) => `${LIFE_LANDING}/request?category=${encodeURIComponent(slug)}`;

/**
 * 55688life (flag partnerChannel, the partner configured): the landing with the categories to
 * start a request in, and its actions: `request?category={slug}` (the site's request form),
 * `requests` (the consumer's requests) and `orders` (shop orders and safety payments). The
 * last two are signed-in screens: the route gate and the dashboard frame are around them.
 */
export function LifeChannelScreen({ match }: ScreenProps) {
  const action = match.params.action;
  if (action === 'request') return <LifeRequest match={match} />;
  if (action === 'requests' || action === 'orders') return <LifeAccount match={match} action={action} />;
  return <LifeLanding />;
}

/** The channel's own links: its landing, the person's requests and orders. */
function LifeNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('partners>life>navLabel')}>
      <ul className="chips life-nav">
        <li>
          <Link className="chip chip--strong" to={LIFE_LANDING}>
            {t('partners>life>navHome')}
          </Link>
        </li>
        <li>
          <Link className="chip chip--strong" to={`${LIFE_LANDING}/requests`}>
            {t('partners>life>navRequests')}
          </Link>
        </li>
        <li>
          <Link className="chip chip--strong" to={`${LIFE_LANDING}/orders`}>
            {t('partners>life>navOrders')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function LifeLanding() {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  return (
    <PageFrame>
      <div className="page life-channel">
        <h1 className="page__title">{t('partners>life>title')}</h1>
        <p className="page__lead">{t('partners>life>lead')}</p>
        <LifeNav />
        <Section headingId="life-how" title={t('partners>life>howTitle')}>
          <ol className="life-channel__steps">
            <li>{t('partners>life>howPick')}</li>
            <li>{t('partners>life>howQuotes')}</li>
            <li>{t('partners>life>howHire')}</li>
          </ol>
        </Section>
        <h2 className="life-channel__heading">{t('partners>life>categoriesTitle')}</h2>
        {!ready && <Loading />}
        {ready && tree.length === 0 && <p className="muted">{t('partners>life>noCategories')}</p>}
        {tree.map(({ genre, groups }) => (
          <Section key={genre.slug} headingId={`life-genre-${genre.slug}`} title={genre.name} level={3} className="life-channel__genre">
            <ul className="chips">
              {groups
                .flatMap((g) => g.categories)
                .map((category) => (
                  <li key={category.slug}>
                    <Link className="chip" to={lifeRequestPath(category.slug)}>
                      {category.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </Section>
        ))}
      </div>
    </PageFrame>
  );
}

/** The site's request form, started in the category of `?category=`, inside the channel; without one, the categories. */
function LifeRequest({ match }: ScreenProps) {
  const [search] = useSearchParams();
  const slug = search.get('category');
  if (!slug) return <LifeLanding />;
  const Form = screenFor('form');
  return <Form match={{ ...match, params: { slug } }} />;
}

/** The person's requests, or their shop orders with the way to their safety payments. */
function LifeAccount({ match, action }: ScreenProps & { action: 'requests' | 'orders' }) {
  const { t } = useTranslation();
  const flags = useAppSelector((s) => s.app.flags);
  const List = screenFor(action === 'requests' ? 'projects' : 'shop-consumer-orders');
  const showList = action === 'requests' || flags.shop;
  return (
    <div className="life-channel">
      <LifeNav />
      <Suspense fallback={null}>{showList && <List match={{ ...match, params: {} }} />}</Suspense>
      {action === 'orders' && flags.safetyPayment && (
        <Section headingId="life-safety" title={t('screens>safety-payments>title')} lead={t('partners>life>safetyLead')}>
          <ButtonLink variant="secondary" to="/dashboard/safety-payments">
            {t('partners>life>safetyOpen')}
          </ButtonLink>
        </Section>
      )}
    </div>
  );
}
