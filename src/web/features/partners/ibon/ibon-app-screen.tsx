import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { Section } from '../../../components/section';
import { selectPopularByGenre } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { useEnsureCatalogue } from '../../../store/use-ensure-catalogue';
import './ibon.css';

/** How many popular services the landing shows. */
const POPULAR_SHOWN = 8;
const PAY_STEPS = ['order', 'code', 'store', 'held'] as const;

/** The popular services of the catalogue every public page has (one cached query), as quick links. */
export function IbonPopularServices() {
  const { t } = useTranslation();
  const popular = useAppSelector(selectPopularByGenre)
    .flatMap((entry) => entry.categories)
    .slice(0, POPULAR_SHOWN);
  return (
    <Section headingId="ibon-popular" title={t('partners>ibon>landing>popular')} lead={t('partners>ibon>landing>popularLead')}>
      {popular.length === 0 ? (
        <p className="muted">{t('partners>ibon>landing>noPopular')}</p>
      ) : (
        <ul className="chips ibon-popular">
          {popular.map((category) => (
            <li key={category.slug}>
              <Link className="chip" to={`/category/${category.slug}`}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * /ibon-app: the landing of the retail partner's app users: popular services, how paying at the
 * convenience store works, and the way to their ibon orders and to joining as a pro.
 */
export function IbonAppScreen() {
  const { t } = useTranslation();
  useEnsureCatalogue();
  return (
    <PageFrame showSearch={false}>
      <div className="page ibon-app">
        <header className="ibon-hero">
          <h1 className="ibon-hero__title">{t('screens>ibon-app>title')}</h1>
          <p className="ibon-hero__lead">{t('partners>ibon>landing>lead')}</p>
        </header>
        <IbonPopularServices />
        <Section headingId="ibon-pay" title={t('partners>ibon>landing>payTitle')} lead={t('partners>ibon>landing>payLead')}>
          <ol className="ibon-steps">
            {PAY_STEPS.map((step) => (
              <li key={step} className="ibon-steps__step">
                <strong className="ibon-steps__title">{t(`partners>ibon>landing>steps>${step}>title`)}</strong>
                <span>{t(`partners>ibon>landing>steps>${step}>body`)}</span>
              </li>
            ))}
          </ol>
        </Section>
        <nav className="ibon-links" aria-label={t('partners>ibon>landing>linksLabel')}>
          <ButtonLink to="/dashboard/ibon-orders" block>
            {t('partners>ibon>landing>toOrders')}
          </ButtonLink>
          <ButtonLink to="/ibon-app/joinme" variant="secondary" block>
            {t('partners>ibon>landing>toJoin')}
          </ButtonLink>
        </nav>
      </div>
    </PageFrame>
  );
}
