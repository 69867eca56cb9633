import { useTranslation } from 'react-i18next';

const STEPS = ['describe', 'quotes', 'hire'] as const;

/** The three steps from need to hire, in order. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="section section--tinted" aria-labelledby="how-heading">
      <h2 id="how-heading" className="section__title">
        {t('home>how>heading')}
      </h2>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="steps__title">{t(`home>how>${step}>title`)}</h3>
            <p className="steps__body">{t(`home>how>${step}>body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
