import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { Section } from '../../../components/section';

export function ProCta() {
  const { t } = useTranslation();
  return (
    <Section headingId="pro-cta-heading" title={t('home>proCta>heading')} className="pro-cta">
      <p className="pro-cta__body">{t('home>proCta>body', { brand: t('brand>name') })}</p>
      <ButtonLink to="/pro" variant="secondary" size="lg">
        {t('home>proCta>action')}
      </ButtonLink>
    </Section>
  );
}
