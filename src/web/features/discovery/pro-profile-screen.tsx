import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isProfileAction } from '../../../domain/discovery/profile-actions';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { breadcrumbJsonLd, profileJsonLd } from '../../../domain/discovery/json-ld';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppSelector } from '../../store/hooks';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundScreen } from '../not-found';
import { ServiceShopItems } from '../shop-public';
import { JsonLd } from './components';
import { useDiscoveryTitle } from './discovery-meta';
import type { CrumbItem } from './discovery-text';
import { ProfileActionDialog } from './profile-action-dialog';
import { ProProfileHeader } from './pro-profile-header';
import { ProProfileReviews } from './pro-profile-reviews';
import { AboutSection, AreaSection, FaqSection, HoursSection, PhotosSection } from './pro-profile-sections';
import { useProProfile } from './use-pro-profile';

/** The breadcrumbs of a profile: home, its first category, the pro. */
export function profileCrumbs(profile: ProProfileResponse, homeLabel: string): CrumbItem[] {
  const first = profile.categories[0];
  return [
    { label: homeLabel, to: '/' },
    ...(first ? [{ label: first.name, to: `/category/${first.slug}` }] : []),
    { label: profile.title || profile.name },
  ];
}

/** A pro's public profile: about, photos, reviews, FAQ, area, hours, badges and the way to ask for a quote. */
export function ProProfileScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(match.params.serviceId);
  const { profile, status, reload } = useProProfile(id);
  const baseUrl = useAppSelector((s) => s.app.publicUrl);
  const navigate = useNavigate();
  // `/service/{action}/{id}`: the profile with that action's dialog; closing it leaves the profile.
  const action = match.route.screen === 'service-action' && isProfileAction(match.params.action) ? match.params.action : undefined;

  useDiscoveryTitle(match, Boolean(profile));

  if (status === 'notFound') return <NotFoundScreen />;
  if (!profile) {
    return (
      <PageFrame>
        <div className="page">
          <h1 className="page__title">{t('screens>service>title')}</h1>
          {status === 'failed' ? (
            <EmptyState
              title={t('common>loadFailed')}
              action={
                <button type="button" className="btn btn--secondary" onClick={reload}>
                  {t('common>retry')}
                </button>
              }
            />
          ) : (
            <Loading />
          )}
        </div>
      </PageFrame>
    );
  }

  const crumbs = profileCrumbs(profile, t('common>home'));
  return (
    <PageFrame>
      <div className="page pro-profile">
        <JsonLd data={[profileJsonLd(profile, baseUrl), breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, path: c.to })), baseUrl)]} />
        <Breadcrumbs items={crumbs} />
        <ProProfileHeader profile={profile} />
        <AboutSection profile={profile} />
        <PhotosSection profile={profile} />
        <ServiceShopItems serviceId={profile.id} rating={{ score: profile.shop_rating, count: profile.shop_rating_count }} />
        <ProProfileReviews profile={profile} pathname={match.pathname} />
        <FaqSection profile={profile} />
        <AreaSection profile={profile} />
        <HoursSection profile={profile} />
        {action && <ProfileActionDialog action={action} profile={profile} onClose={() => void navigate(`/service/${profile.id}`, { replace: true })} />}
      </div>
    </PageFrame>
  );
}
