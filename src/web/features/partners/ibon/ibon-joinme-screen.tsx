import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { Section } from '../../../components/section';
import { selectPopularByGenre } from '../../../store/category-selectors';
import { useAppSelector } from '../../../store/hooks';
import { useEnsureCatalogue } from '../../../store/use-ensure-catalogue';
import './ibon.css';

const REASONS = ['customers', 'free', 'safe'] as const;
const CREDIT_POINTS = ['view', 'quote', 'topUp'] as const;

/**
 * /ibon-app/joinme: recruiting pros through the retail partner: why join, how credits work, and
 * the pro sign-up, which keeps the channel (`?partner=ibon` is recorded with the new account).
 */
export function IbonJoinmeScreen() {
  const { t } = useTranslation();
  useEnsureCatalogue();
  const welcomeCredit = useAppSelector((s) => s.app.quoting?.welcomeCredit ?? 0);
  const first = useAppSelector(selectPopularByGenre)[0]?.categories[0];
  const signup = first ? `/pro-signup/${first.slug}?partner=ibon` : '/signup?partner=ibon';
  return (
    <PageFrame showSearch={false}>
      <div className="page ibon-app ibon-joinme">
        <header className="ibon-hero">
          <h1 className="ibon-hero__title">{t('screens>ibon-app-joinme>title')}</h1>
          <p className="ibon-hero__lead">{t('partners>ibon>joinme>lead')}</p>
          <ButtonLink to={signup} block>
            {t('partners>ibon>joinme>cta')}
          </ButtonLink>
        </header>
        <Section headingId="ibon-why" title={t('partners>ibon>joinme>whyTitle')}>
          <ul className="ibon-points">
            {REASONS.map((reason) => (
              <li key={reason}>
                <strong>{t(`partners>ibon>joinme>why>${reason}>title`)}</strong>
                <span>{t(`partners>ibon>joinme>why>${reason}>body`)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section headingId="ibon-credits" title={t('partners>ibon>joinme>creditsTitle')} lead={t('partners>ibon>joinme>creditsLead')}>
          <ul className="ibon-points">
            {welcomeCredit > 0 && (
              <li>
                <strong>{t('partners>ibon>joinme>credits>welcome>title')}</strong>
                <span>{t('partners>ibon>joinme>credits>welcome>body', { count: welcomeCredit })}</span>
              </li>
            )}
            {CREDIT_POINTS.map((point) => (
              <li key={point}>
                <strong>{t(`partners>ibon>joinme>credits>${point}>title`)}</strong>
                <span>{t(`partners>ibon>joinme>credits>${point}>body`)}</span>
              </li>
            ))}
          </ul>
        </Section>
        <ButtonLink to={signup} block>
          {t('partners>ibon>joinme>cta')}
        </ButtonLink>
      </div>
    </PageFrame>
  );
}
