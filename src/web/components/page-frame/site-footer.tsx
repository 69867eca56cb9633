import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { footerHref } from '../../../domain/content/site-pages';
import { FOOTER_COLUMNS } from '../../config/external-links';
import { useAppSelector } from '../../store/hooks';

/**
 * The site's pages for consumers, pros and about the company: the product's own pages, or the
 * content site's when CONTENT_SITE_URL is set. A link with nowhere to go (the apps, which only
 * a content site can offer) is not shown, nor a column left empty.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = t('brand>name');
  const contentSite = useAppSelector((s) => s.app.contentSiteUrl ?? null);
  const columns = FOOTER_COLUMNS.map((column) => ({
    ...column,
    links: column.links.flatMap((link) => {
      const href = footerHref(link, contentSite);
      return href ? [{ link, href }] : [];
    }),
  })).filter((column) => column.links.length > 0);
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label={t('footer>label')}>
        {columns.map((column) => (
          <section key={column.headingKey} className="site-footer__column">
            <h2 className="site-footer__heading">{t(column.headingKey, { brand })}</h2>
            <ul className="site-footer__list">
              {column.links.map(({ link, href }) => (
                <li key={link}>{contentSite ? <a href={href}>{t(`footer>links>${link}`)}</a> : <Link to={href}>{t(`footer>links>${link}`)}</Link>}</li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <p className="site-footer__copyright">{t('footer>copyright', { brand, tagline: t('brand>tagline') })}</p>
    </footer>
  );
}
