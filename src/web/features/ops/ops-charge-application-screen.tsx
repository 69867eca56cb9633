import { useTranslation } from 'react-i18next';
import { CHARGE_REJECT_REASON_MAX } from '../../../domain/charge-applications/charge-application-status';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CHARGE_APPLICATIONS_QUEUE } from '../../../domain/ops/queues';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { approveChargeApplication, getChargeApplication, type OpsChargeApplication, rejectChargeApplication } from './api/charge-applications';
import { bankLine, chargeApplicationStatusText, chargeApplicationTypeText, isPendingApplication } from './ops-charge-application-texts';
import { taipeiTime } from './ops-time';
import { type QueueReview, QueueReviewScreen, ReviewFacts } from './queue-review-screen';

function ApplicationFacts({ item: a }: { item: OpsChargeApplication }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>chargeApplications>type'), chargeApplicationTypeText(a.type)],
    [t('ops>chargeApplications>status'), chargeApplicationStatusText(a.status)],
    [t('ops>chargeApplications>owner'), a.user ? `${a.user.full_name || a.user.username} #${a.user.id}` : t('ops>chargeApplications>ownerGone')],
  ];
  if (a.real_id) facts.push([t('ops>chargeApplications>realId'), a.real_id]);
  if (a.unified_number) facts.push([t('ops>chargeApplications>unifiedNumber'), a.unified_number]);
  if (a.company_name) facts.push([t('ops>chargeApplications>companyName'), a.company_name]);
  facts.push(
    [t('ops>chargeApplications>bank'), bankLine(a)],
    [t('ops>chargeApplications>account'), a.bank_account],
    [t('ops>chargeApplications>holder'), a.holder_name],
    [t('ops>chargeApplications>created'), taipeiTime(a.submitted_at)],
    [t('ops>chargeApplications>modified'), taipeiTime(a.modified)],
  );
  if (a.reviewed_at) facts.push([t('ops>chargeApplications>reviewedAt'), taipeiTime(a.reviewed_at)]);
  if (a.reject_reason) facts.push([t('ops>chargeApplications>rejectReason'), a.reject_reason]);
  return <ReviewFacts facts={facts} />;
}

const REVIEW: QueueReview<OpsChargeApplication> = {
  queue: CHARGE_APPLICATIONS_QUEUE,
  permission: OpsPermission.ReviewChargeApplications,
  texts: 'ops>chargeApplications',
  anchor: 'application',
  rejectMax: CHARGE_REJECT_REASON_MAX,
  idOf: (a) => a.charge_application_id,
  isPending: isPendingApplication,
  read: async (client, id) => (await getChargeApplication(client, id)).charge_application,
  approve: async (client, id) => (await approveChargeApplication(client, id)).charge_application,
  reject: async (client, id, reason) => (await rejectChargeApplication(client, id, reason)).charge_application,
  Facts: ApplicationFacts,
};

/** /ops/charge_applications/{id}: one application with its documents and whole numbers (each open audited), taken, approved or rejected with a reason. */
export default function OpsChargeApplicationScreen({ match }: ScreenProps) {
  return <QueueReviewScreen review={REVIEW} raw={decodeSegment(match.params.applicationId)} />;
}
