import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CampaignPageResponse, PRO_NEWYEAR_SLUG } from '../../../../domain/content/campaign-pages';
import { formatTaipei } from '../../../../domain/time';
import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { useAppSelector } from '../../../store/hooks';
import { NotFoundScreen } from '../../not-found';
import { useContentMeta } from './use-content-meta';
import './pro-newyear.css';

const day = (iso: string) => `${formatTaipei(new Date(iso), 'YYYY/MM/DD')} ${formatTaipei(new Date(iso), 'HH:mm')}`;

/** The campaign's period in Taipei time, in words. */
function periodText(campaign: CampaignPageResponse, t: (key: string, values?: Record<string, string>) => string): string {
  const { starts_at: start, ends_at: end } = campaign;
  if (start && end) return t('content>campaign>periodBoth', { start: day(start), end: day(end) });
  if (end) return t('content>campaign>periodUntil', { end: day(end) });
  if (start) return t('content>campaign>periodFrom', { start: day(start) });
  return t('content>campaign>periodOpen');
}

/** The call to action: a page of the site, or an outside https address. */
function CallToAction({ cta }: { cta: { label: string; path: string } }) {
  return cta.path.startsWith('/') ? (
    <Link className="btn btn--primary btn--lg btn--block campaign-page__cta" to={cta.path}>
      {cta.label}
    </Link>
  ) : (
    <a className="btn btn--primary btn--lg btn--block campaign-page__cta" href={cta.path} rel="noopener">
      {cta.label}
    </a>
  );
}

/**
 * pro-newyear: the pros' new-year campaign (the console's campaign page of that slug). The server
 * renders it only while the campaign is published and inside its period; otherwise, and when a
 * navigation arrives without it, it is the not-found page.
 */
export function ProNewyearScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  useContentMeta(match);
  const campaign = useAppSelector((s) => s.content.campaigns?.[PRO_NEWYEAR_SLUG]);
  if (!campaign) return <NotFoundScreen />;
  return (
    <PageFrame>
      <article className="page content-page campaign-page">
        <header className="campaign-page__hero">
          <p className="campaign-page__eyebrow">{t('content>campaign>eyebrow')}</p>
          <h1 className="page__title">{campaign.title}</h1>
          {campaign.hero && <p className="page__lead">{campaign.hero}</p>}
        </header>
        <section className="campaign-page__offer" aria-labelledby="campaign-offer">
          <h2 id="campaign-offer">{t('content>campaign>offerTitle')}</h2>
          {campaign.signup_credit !== null && <p className="campaign-page__credit">{t('content>campaign>signupCredit', { amount: String(campaign.signup_credit) })}</p>}
          <p className="campaign-page__period">
            <span>{t('content>campaign>period')}</span> {periodText(campaign, t)}
          </p>
          {campaign.cta && <CallToAction cta={campaign.cta} />}
        </section>
        <div className="prose">
          {campaign.body.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and headings may repeat.
            <section key={index}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, p) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and may repeat.
                <p key={p}>{paragraph}</p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul>
                  {section.items.map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and may repeat.
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
        {campaign.cta && (
          <p className="campaign-page__next">
            <CallToAction cta={campaign.cta} />
          </p>
        )}
      </article>
    </PageFrame>
  );
}
