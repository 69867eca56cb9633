import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';

const STEPS = ['describe', 'quotes', 'hire'] as const;

/** The three steps from need to hire, in order. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Section headingId="how-heading" title={t('home>how>heading')} className="section--tinted">
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
    </Section>
  );
}
