import { useTranslation } from 'react-i18next';
import { externalUrl, FOOTER_COLUMNS } from '../../config/external-links';

/** Links to the content site, grouped for consumers, pros and the company. */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = t('brand>name');
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label={t('footer>label')}>
        {FOOTER_COLUMNS.map((column) => (
          <section key={column.headingKey} className="site-footer__column">
            <h2 className="site-footer__heading">{t(column.headingKey, { brand })}</h2>
            <ul className="site-footer__list">
              {column.links.map((link) => (
                <li key={link}>
                  <a href={externalUrl(link)}>{t(`footer>links>${link}`)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__copyright">{t('footer>copyright', { brand, tagline: t('brand>tagline') })}</p>
    </footer>
  );
}
