import { CERTIFICATE_DOCUMENTS_MAX } from '../certificates/certificate-status';
import { UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from '../limits';
import { SHOP_ITEM_PHOTOS_MAX } from '../shop/shop-item.schema';
import { REQUEST_PHOTOS_MAX } from '../requests/quote-request.schema';

/** What a route that takes files declares in its `config.uploads` (read by the body parser). */
export interface UploadDeclaration {
  /** Files at most in one request. */
  files: number;
  /** The files' bytes together at most; each file also stops at UPLOAD_MAX_BYTES. */
  maxBytes: number;
  /**
   * Whose session the upload needs, checked before a byte of the body is read: a marketplace
   * user's (the default), an operator's console session (`console`), or none (`guest`: a public
   * form; the route's `uploadSession` check, when it names one, still runs before the body).
   */
  session?: 'console' | 'guest';
}

/** Files one quote, template, message or review carries at most per request. */
const ATTACHMENTS_PER_REQUEST = 5;
const several = (files: number): UploadDeclaration => ({ files, maxBytes: Math.min(files * UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES) });

/**
 * Every route that takes files, with its caps (docs/media.md "Limits"). Any other route reads
 * multipart text fields only.
 */
export const UPLOAD_ROUTES = {
  avatar: several(1),
  serviceLogo: several(1),
  servicePhotos: several(10),
  requestPhotos: several(REQUEST_PHOTOS_MAX),
  messageAttachments: several(ATTACHMENTS_PER_REQUEST),
  /** change_status: a quote's attachments (rating) or a review's photos (reviews). */
  bidAttachments: several(ATTACHMENTS_PER_REQUEST),
  templateAttachments: several(ATTACHMENTS_PER_REQUEST),
  certificateDocuments: several(CERTIFICATE_DOCUMENTS_MAX),
  /** A shop item's new photos, with its add or edit. */
  shopItemPhotos: several(SHOP_ITEM_PHOTOS_MAX),
  /** A blog post's cover, uploaded in the console's content editor. */
  blogCover: { ...several(1), session: 'console' },
  /** The contact page's one attachment (image or PDF), from guests too. */
  contactAttachment: { ...several(1), session: 'guest' },
} as const satisfies Record<string, UploadDeclaration>;
