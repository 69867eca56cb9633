import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box/search-box';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero">
      <div className="hero__inner">
        <h1 className="hero__title">{t('home>hero>heading')}</h1>
        <p className="hero__lead">{t('home>hero>lead')}</p>
        <SearchBox variant="hero" />
      </div>
    </section>
  );
}
