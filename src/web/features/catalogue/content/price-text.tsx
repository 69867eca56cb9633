import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceGuideResponse } from '../../../../domain/catalogue/content.types';

/** One part of the guide's text, named by its heading. */
function ProseSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="section prose" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** The editors' words of a price guide; a category without them gets a short general text. */
export function PriceText({ guide }: { guide: PriceGuideResponse }) {
  const { t } = useTranslation();
  const { text, quote_category: category } = guide;
  if (!text) {
    return (
      <ProseSection id="price-about" heading={t('price>aboutHeading', { name: category.name })}>
        <p>{category.description}</p>
        <p>{t('price>genericBody', { name: category.name })}</p>
      </ProseSection>
    );
  }
  return (
    <>
      <ProseSection id="price-about" heading={t('price>aboutHeading', { name: category.name })}>
        {text.intro.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the texts have no id; while an edit is typed two may be the same.
          <p key={i}>{p}</p>
        ))}
      </ProseSection>
      {text.factors.length > 0 && (
        <ProseSection id="price-factors" heading={t('price>factorsHeading')}>
          {text.factors.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the texts have no id; while an edit is typed two may be the same.
            <div key={i}>
              <h3>{f.heading}</h3>
              <p>{f.body}</p>
            </div>
          ))}
        </ProseSection>
      )}
      {text.tips.length > 0 && (
        <ProseSection id="price-tips" heading={t('price>tipsHeading')}>
          <ul>
            {text.tips.map((tip, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the texts have no id; while an edit is typed two may be the same.
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </ProseSection>
      )}
      {text.faq.length > 0 && (
        <ProseSection id="price-faq" heading={t('price>faqHeading')}>
          {text.faq.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the texts have no id; while an edit is typed two may be the same.
            <div key={i}>
              <h3>{item.q}</h3>
              <p>{item.a}</p>
            </div>
          ))}
        </ProseSection>
      )}
    </>
  );
}
