import { useTranslation } from 'react-i18next';
import type { PriceGuideResponse } from '../../../../domain/catalogue/content.types';

/** The editors' words of a price guide; a category without them gets a short general text. */
export function PriceText({ guide }: { guide: PriceGuideResponse }) {
  const { t } = useTranslation();
  const { text, quote_category: category } = guide;
  if (!text) {
    return (
      <section className="section prose" aria-labelledby="price-about">
        <h2 id="price-about">{t('price>aboutHeading', { name: category.name })}</h2>
        <p>{category.description}</p>
        <p>{t('price>genericBody', { name: category.name })}</p>
      </section>
    );
  }
  return (
    <>
      <section className="section prose" aria-labelledby="price-about">
        <h2 id="price-about">{t('price>aboutHeading', { name: category.name })}</h2>
        {text.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      {text.factors.length > 0 && (
        <section className="section prose" aria-labelledby="price-factors">
          <h2 id="price-factors">{t('price>factorsHeading')}</h2>
          {text.factors.map((f) => (
            <div key={f.heading}>
              <h3>{f.heading}</h3>
              <p>{f.body}</p>
            </div>
          ))}
        </section>
      )}
      {text.tips.length > 0 && (
        <section className="section prose" aria-labelledby="price-tips">
          <h2 id="price-tips">{t('price>tipsHeading')}</h2>
          <ul>
            {text.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      {text.faq.length > 0 && (
        <section className="section prose" aria-labelledby="price-faq">
          <h2 id="price-faq">{t('price>faqHeading')}</h2>
          {text.faq.map((item) => (
            <div key={item.q}>
              <h3>{item.q}</h3>
              <p>{item.a}</p>
            </div>
          ))}
        </section>
      )}
    </>
  );
}
