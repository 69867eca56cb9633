import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import type { ProfileAction } from '../../../domain/discovery/profile-actions';
import { ProfileContactDialog } from './profile-contact-dialog';
import { ProfileReportDialog } from './profile-report-dialog';
import { ProfileShareDialog } from './profile-share-dialog';

/** The dialog `/service/{action}/{id}` opens over the profile. */
export function ProfileActionDialog({ action, profile, onClose }: { action: ProfileAction; profile: ProProfileResponse; onClose: () => void }) {
  if (action === 'contact') return <ProfileContactDialog profile={profile} onClose={onClose} />;
  if (action === 'share') return <ProfileShareDialog profile={profile} onClose={onClose} />;
  return <ProfileReportDialog profile={profile} onClose={onClose} />;
}
