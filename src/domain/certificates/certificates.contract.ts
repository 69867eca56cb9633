import { z } from 'zod';
import { pagedShape, zeroOne } from '../http/refs';
import { reviewDocumentSchema, reviewQueueFilterSchema, reviewQueueItemSchema, reviewViewSchema } from '../ops/review-queue.contract';
import { CARD_TYPES, CERTIFICATE_STATUSES, CERTIFICATE_TYPES, CertificateStatus } from './certificate-status';

/** The answers of the certificates contract (a pro's own and the console's review), shared by the server and the web. */

const certificateStatus = z.literal([0, 1, 2, 3]);

/** A certificate's document, served with the session cookie to the owner (and operators) only. */
export const certificateDocumentSchema = reviewDocumentSchema;
export type CertificateDocument = z.infer<typeof certificateDocumentSchema>;

/** One certificate; numbers masked (`A12****789`) except for an operator reviewing it. */
export const certificateSchema = z.object({
  service_certificate_id: z.number().int(),
  name: z.string(),
  type: z.enum(CERTIFICATE_TYPES),
  status: certificateStatus,
  reference_identity: z.string().nullable(),
  unified_number: z.string().nullable(),
  card_type: z.enum(CARD_TYPES).nullable(),
  real_id: z.string().nullable(),
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  documents: z.array(certificateDocumentSchema),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** The user state's identity block (spec section 3 `id_status`). */
export const idStatusSchema = z.object({
  status: z.literal([0, 1, 2, 3]),
  is_verified: zeroOne,
  card_type: z.enum(CARD_TYPES).nullable(),
  service_certificate_id: z.number().int().nullable(),
});
export type IdStatus = z.infer<typeof idStatusSchema>;

/** GET /new/v1/cert_certificates/index.json */
export const certificatesListShape = { service_certificates: z.array(certificateSchema), id_status: idStatusSchema };
/** One certificate (view, add, edit, withdraw). */
export const certificateAnswerShape = { service_certificate: certificateSchema };

/** One certificate as the console's queue lists it: numbers masked, its owner and who has taken it. */
export const opsCertificateItemSchema = reviewQueueItemSchema(certificateSchema);
export type OpsCertificateItem = z.infer<typeof opsCertificateItemSchema>;
/** GET /ops/certificates/index/page:{n}.json: the review queue, oldest change first. */
export const opsCertificatesPageShape = pagedShape('service_certificates', opsCertificateItemSchema);
/** An operator's view of one certificate (numbers whole), and the answers of approve and reject. */
export const opsCertificateShape = { service_certificate: reviewViewSchema(certificateSchema) };
export type OpsCertificate = z.infer<(typeof opsCertificateShape)['service_certificate']>;

/** The queue's filters: a status (pending by default), a type, and whose items. */
export const opsCertificatesFilterSchema = reviewQueueFilterSchema(
  CERTIFICATE_STATUSES,
  CertificateStatus.Pending,
  '狀態應為 0（待審核）、1（已通過）、2（已退件）或 3（已撤回）',
  CERTIFICATE_TYPES,
);
export type OpsCertificatesFilter = z.infer<typeof opsCertificatesFilterSchema>;
