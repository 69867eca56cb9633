import { useTranslation } from 'react-i18next';
import { REJECT_REASON_MAX } from '../../../domain/certificates/certificate-status';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CERTIFICATES_QUEUE } from '../../../domain/ops/queues';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { approveCertificate, getCertificate, type OpsCertificate, rejectCertificate } from './api/certificates';
import { certificateStatusText, certificateTypeText, isPending } from './ops-certificate-texts';
import { taipeiTime } from './ops-time';
import { type QueueReview, QueueReviewScreen, ReviewFacts } from './queue-review-screen';

function CertificateFacts({ item: c }: { item: OpsCertificate }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>certificates>name'), c.name],
    [t('ops>certificates>type'), certificateTypeText(c.type)],
    [t('ops>certificates>status'), certificateStatusText(c.status)],
    [t('ops>certificates>owner'), c.user ? `${c.user.full_name || c.user.username} #${c.user.id}` : t('ops>certificates>ownerGone')],
  ];
  if (c.real_id) facts.push([c.card_type ? t(`ops>certificates>cardTypes>${c.card_type}`) : t('ops>certificates>realId'), c.real_id]);
  if (c.unified_number) facts.push([t('ops>certificates>unifiedNumber'), c.unified_number]);
  if (c.reference_identity) facts.push([t('ops>certificates>reference'), c.reference_identity]);
  facts.push([t('ops>certificates>created'), taipeiTime(c.created)], [t('ops>certificates>modified'), taipeiTime(c.modified)]);
  if (c.reviewed_at) facts.push([t('ops>certificates>reviewedAt'), taipeiTime(c.reviewed_at)]);
  if (c.reject_reason) facts.push([t('ops>certificates>rejectReason'), c.reject_reason]);
  return <ReviewFacts facts={facts} />;
}

const REVIEW: QueueReview<OpsCertificate> = {
  queue: CERTIFICATES_QUEUE,
  permission: OpsPermission.ReviewCertificates,
  texts: 'ops>certificates',
  anchor: 'certificate',
  rejectMax: REJECT_REASON_MAX,
  idOf: (c) => c.service_certificate_id,
  isPending,
  read: async (client, id) => (await getCertificate(client, id)).service_certificate,
  approve: async (client, id) => (await approveCertificate(client, id)).service_certificate,
  reject: async (client, id, reason) => (await rejectCertificate(client, id, reason)).service_certificate,
  Facts: CertificateFacts,
};

/** /ops/certificates/{id}: one certificate with its documents and whole number (each open audited), taken, approved or rejected with a reason. */
export default function OpsCertificateScreen({ match }: ScreenProps) {
  return <QueueReviewScreen review={REVIEW} raw={decodeSegment(match.params.certificateId)} />;
}
