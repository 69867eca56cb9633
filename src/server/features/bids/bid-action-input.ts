import type { z } from 'zod';
import { completedSchema, hireTimeSchema, interestSchema, type ReviewInput, reviewSchema } from '../../../domain/bids/bid-actions.schema';
import { type QuotePrice, quotePrice, sendQuoteSchema } from '../../../domain/bids/quote-input';
import type { BidAction } from '../../../domain/bids/transitions';
import { AppError, type FieldError } from '../../../domain/errors/app-error';
import type { ErrorCode } from '../../../domain/errors/codes';
import { FEEDBACK_ATTACHMENTS_MAX } from '../../../domain/limits';
import { bracketName } from '../../lib/parse-input';
import { type CheckedAttachment, readUploads, type UploadRules } from '../../lib/uploads/attachments';
import { QUOTE_UPLOAD_RULES, readKeptUrls } from './quote-attachments';

/** Review photos (FeedbackAttachment): images only, at most three. */
const REVIEW_PHOTO_RULES: UploadRules = { field: 'attachments', max: FEEDBACK_ATTACHMENTS_MAX, pdf: false };

/** Parses with a schema; a failure is a 400 naming each field once, with the spec's code an issue carries. */
function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = new Map<string, FieldError>();
  let code: ErrorCode | undefined;
  for (const issue of result.error.issues) {
    const field = bracketName(issue.path);
    if (!fields.has(field)) fields.set(field, { field, message: issue.message });
    code ??= (issue as { params?: { code?: ErrorCode } }).params?.code;
  }
  throw AppError.invalid([...fields.values()], code);
}

/** A quote as change_status/rating sends it: price, note, template, pay-on-contact and files. */
export interface SendQuoteInput {
  price: QuotePrice;
  note: string | null;
  templateId: number | null;
  contactCharge: boolean;
  /** New files, checked by their bytes. */
  files: CheckedAttachment[];
  /** URLs of the files already on the quote or its template that it keeps; undefined keeps them all. */
  keep: string[] | undefined;
}

/** Reads change_status/rating's body: price, note and files are all checked before anything is stored or spent. */
export function readSendQuoteInput(body: unknown): SendQuoteInput {
  const input = parseBody(sendQuoteSchema, body);
  const price = quotePrice(input);
  const templateId = input.last_used_template_id;
  if (templateId !== undefined && (!Number.isSafeInteger(templateId) || templateId <= 0)) {
    throw AppError.invalid([{ field: 'last_used_template_id', message: '報價範本不存在' }]);
  }
  const raw = (body ?? {}) as { attachments?: unknown; keep_attachments?: unknown };
  return {
    price,
    note: input.price_note ?? null,
    templateId: templateId ?? null,
    contactCharge: input.is_contact_charge,
    files: readUploads(raw.attachments, QUOTE_UPLOAD_RULES),
    keep: readKeptUrls(raw.keep_attachments),
  };
}

/** What the other change_status actions carry, each read only for its action. */
export interface BidActionInput {
  /** interest: whether the pro is interested. */
  interested?: boolean;
  /** hired: the agreed moment. */
  hiredOn?: Date;
  /** reviews: the review and its photos. */
  review?: ReviewInput;
  photos: CheckedAttachment[];
  /** completed: the pro confirms reporting the job done before its booked day. */
  confirmEarly: boolean;
}

/** Reads the body of a change_status action other than `rating`. */
export function readBidActionInput(action: Exclude<BidAction, 'rating'>, body: unknown): BidActionInput {
  const raw = (body ?? {}) as { attachments?: unknown };
  return {
    interested: action === 'interest' ? parseBody(interestSchema, body) : undefined,
    hiredOn: action === 'hired' ? parseBody(hireTimeSchema, body) : undefined,
    photos: action === 'reviews' ? readUploads(raw.attachments, REVIEW_PHOTO_RULES) : [],
    review: action === 'reviews' ? parseBody(reviewSchema, body) : undefined,
    confirmEarly: action === 'completed' ? parseBody(completedSchema, body) : false,
  };
}
