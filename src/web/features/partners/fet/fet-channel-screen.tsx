import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatTwd } from '../../../../domain/money/twd';
import type { CategoryShopItemsPage } from '../../../../domain/shop/shop-public.contract';
import { asFormFailure, type FormFailure } from '../../../api/error-info';
import { Button, ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Input } from '../../../components/input';
import { FailureRetry } from '../../../components/load-failure';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { Pager } from '../../../components/pager';
import { Section } from '../../../components/section';
import type { ScreenProps } from '../../../routes/screen-types';
import { selectCategoryTree } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { useApi } from '../../../store/use-api';
import { useEnsureCatalogue } from '../../../store/use-ensure-catalogue';
import { RecentShopItems, ShopItemCard } from '../../shop-public';
import { loadPartnerOffers, type PartnerOffer, searchShopItems } from '../api/fet';
import { FetQuickBuy } from './fet-quick-buy';
import { FET_LANDING, FET_SEARCH_MAX, fetSearchResultPath, offerTerms, pageParam } from './fet-paths';
import '../partners.css';
import './fet.css';

/** How many categories the landing shows before the link to all of them. */
const LANDING_CATEGORIES = 8;

const dateFormat = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', year: 'numeric', month: '2-digit', day: '2-digit' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The telecom partner's channel (flag telecomPartner, docs/fet.md): its landing and the screens
 * under it, `all-categories`, `search`, `search-result?q=` and `discount`.
 */
export function FetChannelScreen({ match }: ScreenProps) {
  const screen = match.params.screen;
  return (
    <PageFrame>
      <div className="page fet-channel">
        {screen === 'all-categories' && <FetAllCategories />}
        {screen === 'search' && <FetSearch />}
        {screen === 'search-result' && <FetSearchResult />}
        {screen === 'discount' && <FetDiscount />}
        {screen === undefined && <FetLanding />}
        {screen === 'quick-buy' && <FetQuickBuyScreen />}
      </div>
    </PageFrame>
  );
}

/** The channel's own links. */
/** A channel screen's heading with the channel's links under it. */
function FetHead({ title }: { title: string }) {
  return (
    <>
      <h1 className="page__title">{title}</h1>
      <FetNav />
    </>
  );
}

function FetNav() {
  const { t } = useTranslation();
  const links: [string, string][] = [
    [FET_LANDING, 'partners>fet>navHome'],
    [`${FET_LANDING}/all-categories`, 'partners>fet>navCategories'],
    [`${FET_LANDING}/search`, 'partners>fet>navSearch'],
    [`${FET_LANDING}/discount`, 'partners>fet>navDiscount'],
  ];
  return (
    <nav aria-label={t('partners>fet>navLabel')}>
      <ul className="chips fet-nav">
        {links.map(([to, key]) => (
          <li key={to}>
            <Link className="chip chip--strong" to={to}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The partner's offers; undefined while loading, [] outside the channel or on a failure. */
function useOffers(): { offers: PartnerOffer[] | undefined; failure: FormFailure | undefined; reload: () => void } {
  const api = useApi();
  const [offers, setOffers] = useState<PartnerOffer[]>();
  const [failure, setFailure] = useState<FormFailure>();
  const reload = useCallback(() => {
    setOffers(undefined);
    setFailure(undefined);
    api(loadPartnerOffers).then(setOffers, (error: unknown) => {
      const info = asFormFailure(error);
      if (info.status === 404) setOffers([]);
      else setFailure(info);
    });
  }, [api]);
  useEffect(reload, [reload]);
  return { offers, failure, reload };
}

function FetSearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim() === '') {
      setError(t('partners>fet>search>required'));
      return;
    }
    void navigate(fetSearchResultPath(q));
  };
  return (
    <form className="fet-search" onSubmit={submit} noValidate>
      <Input
        label={t('partners>fet>search>label')}
        type="search"
        name="q"
        value={q}
        maxLength={FET_SEARCH_MAX}
        error={error}
        onChange={(event) => {
          setQ(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit">{t('partners>fet>search>submit')}</Button>
    </form>
  );
}

function FetLanding() {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  const { offers } = useOffers();
  const categories = tree.flatMap(({ groups }) => groups.flatMap((g) => g.categories));
  return (
    <>
      <h1 className="page__title">{t('partners>fet>title')}</h1>
      <p className="page__lead">{t('partners>fet>lead')}</p>
      <FetNav />
      {offers && offers.length > 0 && (
        <aside className="fet-banner" aria-labelledby="fet-banner-title">
          <h2 id="fet-banner-title" className="fet-banner__title">
            {t('partners>fet>banner>title', { count: offers.length })}
          </h2>
          <ButtonLink to={`${FET_LANDING}/discount`}>{t('partners>fet>banner>open')}</ButtonLink>
        </aside>
      )}
      <FetSearchForm />
      <Section headingId="fet-categories" title={t('partners>fet>categoriesTitle')}>
        {!ready && <Loading />}
        {ready && categories.length === 0 && <p className="muted">{t('partners>fet>noCategories')}</p>}
        <ul className="chips">
          {categories.slice(0, LANDING_CATEGORIES).map((category) => (
            <li key={category.slug}>
              <Link className="chip" to={`/category/${category.slug}`}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        {categories.length > LANDING_CATEGORIES && (
          <p className="section__more">
            <Link to={`${FET_LANDING}/all-categories`}>{t('partners>fet>allCategories')}</Link>
          </p>
        )}
      </Section>
      <RecentShopItems />
    </>
  );
}

function FetAllCategories() {
  const { t } = useTranslation();
  const ready = useEnsureCatalogue();
  const tree = useAppSelector(selectCategoryTree);
  return (
    <>
      <FetHead title={t('partners>fet>screens>allCategories')} />
      {!ready && <Loading />}
      {ready && tree.length === 0 && <p className="muted">{t('partners>fet>noCategories')}</p>}
      {tree.map(({ genre, groups }) => (
        <Section key={genre.slug} headingId={`fet-genre-${genre.slug}`} title={genre.name} className="fet-channel__genre">
          <ul className="chips">
            {groups
              .flatMap((g) => g.categories)
              .map((category) => (
                <li key={category.slug}>
                  <Link className="chip" to={`/category/${category.slug}`}>
                    {category.name}
                  </Link>
                </li>
              ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

function FetSearch() {
  const { t } = useTranslation();
  return (
    <>
      <FetHead title={t('partners>fet>screens>search')} />
      <p className="muted">{t('partners>fet>search>lead')}</p>
      <FetSearchForm />
    </>
  );
}

function FetSearchResult() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, FET_SEARCH_MAX);
  const page = pageParam(params.get('page'));
  const [answer, setAnswer] = useState<CategoryShopItemsPage>();
  const [failure, setFailure] = useState<FormFailure>();
  const load = useCallback(() => {
    setAnswer(undefined);
    setFailure(undefined);
    if (q === '') return;
    api((client) => searchShopItems(client, q, page)).then(setAnswer, (error: unknown) => setFailure(asFormFailure(error)));
  }, [api, q, page]);
  useEffect(load, [load]);
  return (
    <>
      <FetHead title={q === '' ? t('partners>fet>screens>searchResult') : t('partners>fet>search>resultTitle', { q })} />
      <FetSearchForm key={q} initial={q} />
      {q !== '' && failure && <FailureRetry failure={failure} onRetry={load} />}
      {q !== '' && !failure && !answer && <Loading />}
      {answer && answer.count === 0 && <EmptyState title={t('partners>fet>search>empty', { q })} body={t('partners>fet>search>emptyBody')} />}
      {answer && answer.count > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {t('partners>fet>search>count', { count: answer.count })}
          </p>
          <ul className="shop-cards">
            {answer.shop_items.map((item) => (
              <li key={item.shop_item_id} className="fet-result">
                <ShopItemCard item={item} />
                <ButtonLink variant="secondary" block to={`${FET_LANDING}/quick-buy?item=${item.shop_item_id}`} aria-label={t('partners>fet>search>quickBuyNamed', { name: item.name })}>
                  {t('partners>fet>search>quickBuy')}
                </ButtonLink>
              </li>
            ))}
          </ul>
          <Pager page={answer.page} totalPages={answer.total_pages} onSelect={(next) => void navigate(fetSearchResultPath(q, next))} />
        </>
      )}
    </>
  );
}

function FetDiscount() {
  const { t } = useTranslation();
  const { offers, failure, reload } = useOffers();
  return (
    <>
      <FetHead title={t('partners>fet>screens>discount')} />
      <p className="muted">{t('partners>fet>offer>lead')}</p>
      {failure && <FailureRetry failure={failure} onRetry={reload} />}
      {!failure && !offers && <Loading />}
      {offers && offers.length === 0 && <EmptyState title={t('partners>fet>offer>empty')} body={t('partners>fet>offer>emptyBody')} />}
      {offers && offers.length > 0 && (
        <ul className="fet-offers">
          {offers.map((offer) => (
            <li key={offer.code} className="fet-offer" data-offer={offer.code}>
              <h2 className="fet-offer__title">{offer.title}</h2>
              <p className="fet-offer__code">
                {t('partners>fet>offer>code')} <strong>{offer.code}</strong>
              </p>
              <ul className="fet-offer__terms">
                {offerTerms(offer, formatDate, formatTwd).map((term) => (
                  <li key={term.key}>{t(`partners>fet>offer>${term.key}`, term.values)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FetQuickBuyScreen() {
  const { t } = useTranslation();
  return (
    <>
      <FetHead title={t('partners>fet>screens>quickBuy')} />
      <FetQuickBuy />
    </>
  );
}
