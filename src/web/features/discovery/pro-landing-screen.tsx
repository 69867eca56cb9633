import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { PageFrame } from '../../components/page-frame/page-frame';
import { DEFAULT_REQUEST_MAX_QUOTES, DEFAULT_WELCOME_CREDIT, QUOTE_FEE_MAX, QUOTE_FEE_MIN } from '../../../domain/wallet/fees';
import { UNOPENED_QUOTE_REFUND_HOURS } from '../../../domain/wallet/ledger';
import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { Section } from '../../components/section';

const STEPS = ['signup', 'leads', 'quote', 'hired'] as const;
const BENEFITS = ['customers', 'choose', 'reviews'] as const;
const PRICING = ['join', 'fee', 'welcome', 'refund', 'contact', 'cap'] as const;

/**
 * How quoting is paid for, with the figures the product uses: the fee's bounds and the refund
 * window from the domain, the welcome credit and the quote cap as the server is configured.
 */
function Pricing() {
  const { t } = useTranslation();
  const terms = useAppSelector((s) => s.app.quoting);
  const values = {
    min: QUOTE_FEE_MIN,
    max: QUOTE_FEE_MAX,
    welcome: terms?.welcomeCredit ?? DEFAULT_WELCOME_CREDIT,
    hours: UNOPENED_QUOTE_REFUND_HOURS,
    limit: terms?.requestMaxQuotes ?? DEFAULT_REQUEST_MAX_QUOTES,
  };
  // Without a welcome credit configured, the page does not promise one.
  const shown = PRICING.filter((p) => p !== 'welcome' || values.welcome > 0);
  return (
    <Section headingId="pricing-heading" title={t('discovery>landing>pricingTitle')}>
      <ul className="pro-landing__cards">
        {shown.map((p) => (
          <li key={p} className="pro-landing__card" data-pricing={p}>
            <h3>{t(`discovery>landing>pricing>${p}>title`, values)}</h3>
            <p>{t(`discovery>landing>pricing>${p}>body`, values)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The page for pros: why and how to take jobs here, with the marketplace's figures and the way in. */
export function ProLandingScreen() {
  const { t } = useTranslation();
  useEnsureCatalogue();
  const figures = useAppSelector((s) => s.discovery.figures);
  const categories = useAppSelector((s) => s.category.categories);
  const popular = categories.filter((c) => c.is_popular).slice(0, 12);
  const shown = popular.length > 0 ? popular : categories.slice(0, 12);
  const signupPath = shown[0] ? `/pro-signup/${shown[0].slug}` : '/signup';
  return (
    <PageFrame>
      <div className="page pro-landing">
        <header className="pro-landing__hero">
          <h1 className="page__title">{t('discovery>landing>title')}</h1>
          <p className="page__lead">{t('discovery>landing>lead')}</p>
          <ButtonLink to={signupPath} size="lg">
            {t('discovery>landing>cta')}
          </ButtonLink>
          {figures && figures.pros > 0 && (
            <ul className="pro-landing__figures">
              <li>{t('discovery>landing>figurePros', { count: figures.pros })}</li>
              {figures.reviews > 0 && <li>{t('discovery>landing>figureReviews', { count: figures.reviews })}</li>}
              {figures.average !== null && <li>{t('discovery>landing>figureAverage', { rating: figures.average.toFixed(1) })}</li>}
            </ul>
          )}
        </header>
        <Section headingId="benefits-heading" title={t('discovery>landing>benefitsTitle')}>
          <ul className="pro-landing__cards">
            {BENEFITS.map((b) => (
              <li key={b} className="pro-landing__card">
                <h3>{t(`discovery>landing>benefits>${b}>title`)}</h3>
                <p>{t(`discovery>landing>benefits>${b}>body`)}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Pricing />
        <Section headingId="steps-heading" title={t('discovery>landing>stepsTitle')}>
          <ol className="pro-landing__steps">
            {STEPS.map((s) => (
              <li key={s}>
                <strong>{t(`discovery>landing>steps>${s}>title`)}</strong>
                <p>{t(`discovery>landing>steps>${s}>body`)}</p>
              </li>
            ))}
          </ol>
        </Section>
        {shown.length > 0 && (
          <Section headingId="join-heading" title={t('discovery>landing>categoriesTitle')}>
            <ul className="chips">
              {shown.map((c) => (
                <li key={c.slug}>
                  <Link className="chip" to={`/pro-signup/${c.slug}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}
        <Section headingId="final-heading" title={t('discovery>landing>finalTitle')} className="section--tinted cta-band">
          <p>{t('discovery>landing>finalBody')}</p>
          <ButtonLink to={signupPath} size="lg">
            {t('discovery>landing>cta')}
          </ButtonLink>
        </Section>
      </div>
    </PageFrame>
  );
}
