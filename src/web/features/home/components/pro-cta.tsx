import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';

export function ProCta() {
  const { t } = useTranslation();
  return (
    <section className="section pro-cta" aria-labelledby="pro-cta-heading">
      <h2 id="pro-cta-heading" className="section__title">
        {t('home>proCta>heading')}
      </h2>
      <p className="pro-cta__body">{t('home>proCta>body', { brand: t('brand>name') })}</p>
      <ButtonLink to="/pro" variant="secondary" size="lg">
        {t('home>proCta>action')}
      </ButtonLink>
    </section>
  );
}
