import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { Activity } from '../../../domain/bids/quote-status';
import { AppError, type FieldError } from '../../../domain/errors/app-error';
import { MatchedCaseError } from '../../../domain/errors/codes';
import { MATCHED_CASE_ERROR_MESSAGES } from '../../../domain/errors/messages';
import { type Answer, answerText, decodeAnswer, validateAnswers } from '../../../domain/requests/form-answers';
import type { SearchAddBody } from '../../../domain/requests/quote-request.schema';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { describeWhen, readDaySlots, type RequestWhen } from '../../../domain/requests/when';
import { toUtcString } from '../../../domain/time';
import { type Geocoder, locateAddress } from '../../adapters/geocoding/geocoder';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { FileStorage } from '../../adapters/storage/storage';
import type { MatchingConfig, RequestLimitsConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import type { UploadedFile } from '../../plugins/body-parsing';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { listFormFields } from '../catalogue';
import { leadUrl, newLeadMessage, type LeadMailRequest, type MatchedLead, matchRequest } from '../matching';
import { insertActivities } from './activities.repository';
import { guestLinkExpiry, newLinkHash } from './link-hash';
import { LOGIN_ONCE_LINK_DAYS } from '../../../domain/abuse-limits';
import { guestRequestPath } from '../../../domain/guest-links';
import { ADDRESS_REQUIRED_MESSAGE, categoryNeedsAddress, categoryNeedsDestination, DESTINATION_CITY_REQUIRED_MESSAGE, DESTINATION_DISTRICT_REQUIRED_MESSAGE } from '../../../domain/requests/address';
import { fullName } from '../../../domain/users/full-name';
import { createLoginLink, loginOnceUrl } from '../auth';
import { requestPostedMessage } from './request-posted.mail';
import { ownerRelation, requireRequestAccess } from './request-access';
import { loadRequestDetail } from './request-detail';
import { countRequestPosting } from './request-limits';
import { removePhotos, savePhotos } from './request-photos';
import * as posting from './request-posting.repository';
import * as repo from './requests.repository';
import { type Clock, systemClock } from '../../adapters/clock';

export interface RequestsDeps {
  db: Kysely<Database>;
  messaging: Messaging;
  background: BackgroundTasks;
  storage: FileStorage;
  matching: MatchingConfig;
  /** Daily limits on posting, counted in the database (throttle_counters). */
  throttle: Throttle;
  requestLimits: RequestLimitsConfig;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Runs once the request and its leads are committed, before the answer is built (the
   * auto-quotes of pros who turned them on, so the consumer sees those quotes at once).
   */
  afterMatch?: (categoryId: number, leads: readonly MatchedLead[]) => Promise<void>;
  /** What time it is: the form's date answers, the daily limits, the guest link's expiry. */
  clock?: Clock;
  /** Street addresses to points (Google's Geocoding API); absent: the district's centre. */
  geocoder?: Geocoder | undefined;
}

/** Everything a new request is made of, checked. */
interface RequestDraft {
  consumerId: number;
  category: { id: number; name: string };
  city: { id: number; name: string };
  district: { id: number; name: string };
  description: string;
  when: RequestWhen;
  address: string | null;
  destination: { cityId: number; districtId: number } | null;
  answers: Answer[];
  labels: Map<number, string>;
  photoPaths: string[];
  recommendSource: string;
  copiedFromId: number | null;
  /** The partner channel it is posted in (the session's partner flag), or null. */
  partnerId: string | null;
}

/** Posting a request (search_add) and reopening one as a new request (copy), with matching. */
export class RequestCreationService {
  private readonly clock: Clock;

  constructor(private readonly deps: RequestsDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** POST /quote_requests/search_add.json: checks, stores, matches, then mails the pros. */
  async create(consumerId: number, body: SearchAddBody, photos: readonly UploadedFile[], ip: string, partnerId: string | null = null): Promise<CreatedQuoteRequestResponse> {
    const { db } = this.deps;
    const errors: FieldError[] = [];
    const category = await posting.findActiveCategory(db, body.quote_category_id);
    if (!category) errors.push({ field: 'quote_category_id', message: '找不到這個服務類別' });
    const { city, district } = await posting.findPlace(db, body.city, body.district);
    if (!city) errors.push({ field: 'city', message: `找不到「${body.city}」，請從清單選擇縣市` });
    else if (!district) errors.push({ field: 'district', message: `${city.name}沒有「${body.district}」，請從清單選擇鄉鎮市區` });
    if (category && categoryNeedsAddress(category.genre_slug) && !body.address) errors.push({ field: 'address', message: ADDRESS_REQUIRED_MESSAGE });
    const destination = category && categoryNeedsDestination(category.genre_slug, category.slug) ? await this.findDestination(body, errors) : null;
    const fields = category ? await listFormFields(db, category.id) : [];
    const { answers, errors: answerErrors } = validateAnswers(fields, category ? body.QuoteFormSubmissionField : undefined, this.clock.now());
    errors.push(...answerErrors);
    if (errors.length > 0 || !category || !city || !district) throw AppError.invalid(errors);
    await this.admitPosting(consumerId, ip);
    const photoPaths = await savePhotos(this.deps.storage, photos);
    const draft: RequestDraft = {
      consumerId,
      category,
      city,
      district,
      description: body.description,
      when: body.when,
      // Asked by the form for on-site work (domain/requests/address.ts); it may be added later by an edit.
      address: body.address ?? null,
      destination,
      answers,
      labels: new Map(fields.map((f) => [f.id, f.label])),
      photoPaths,
      recommendSource: 'form',
      copiedFromId: null,
      partnerId,
    };
    return this.post(draft).catch(async (error: unknown) => {
      await removePhotos(this.deps.storage, photoPaths);
      throw error;
    });
  }

  /** POST /quote_requests/copy/{id}.json: the same job posted again and matched afresh. */
  async copy(consumerId: number, requestId: number, ip: string, partnerId: string | null = null): Promise<CreatedQuoteRequestResponse> {
    const { db } = this.deps;
    const request = requireRequestAccess('change', await repo.findRequestToCopy(db, requestId), ownerRelation(consumerId), () => AppError.notFound('找不到這個需求。'));
    const [answers, photos] = await Promise.all([repo.listAnswers(db, requestId), repo.listPhotos(db, requestId)]);
    const source = { request, answers, photos };
    const category = await posting.findActiveCategory(db, source.request.quote_category_id);
    if (!category) throw AppError.invalid([{ field: 'quote_category_id', message: '這個服務類別已停止提供，無法再次發案' }]);
    const place = await db
      .selectFrom('districts as d')
      .innerJoin('cities as c', 'c.id', 'd.city_id')
      .select(['c.id as city_id', 'c.name as city_name', 'd.id as district_id', 'd.name as district_name', 'c.is_active as city_active', 'd.is_active as district_active'])
      .where('d.id', '=', source.request.district_id)
      .executeTakeFirstOrThrow();
    if (!place.city_active || !place.district_active) throw AppError.invalid([{ field: 'district_id', message: '這個地區已停止提供，無法再次發案，請重新發案並選擇地區' }]);
    await this.admitPosting(consumerId, ip);
    // Questions retired since the first posting are left out.
    const active = source.answers.filter((a) => a.is_active);
    return this.post({
      consumerId,
      category,
      city: { id: place.city_id, name: place.city_name },
      district: { id: place.district_id, name: place.district_name },
      description: source.request.description,
      when: { day_label: source.request.when_day_label, day_slots: readDaySlots(source.request.when_day_slots) },
      address: source.request.address,
      destination:
        source.request.destination_city_id !== null && source.request.destination_district_id !== null
          ? { cityId: source.request.destination_city_id, districtId: source.request.destination_district_id }
          : null,
      answers: active.map((a) => ({ quote_form_field_id: a.quote_form_field_id, value: decodeAnswer(a.type, a.value) })),
      labels: new Map(active.map((a) => [a.quote_form_field_id, a.label])),
      photoPaths: source.photos.map((p) => p.path),
      recommendSource: 'copy',
      copiedFromId: source.request.id,
      partnerId,
    });
  }

  /** Where a move goes to: a city and a district of it from the bundled list, each named when missing or unknown. */
  private async findDestination(body: SearchAddBody, errors: FieldError[]): Promise<{ cityId: number; districtId: number } | null> {
    if (!body.destination_city) {
      errors.push({ field: 'destination_city', message: DESTINATION_CITY_REQUIRED_MESSAGE });
      return null;
    }
    const { city, district } = await posting.findPlace(this.deps.db, body.destination_city, body.destination_district ?? '');
    if (!city) errors.push({ field: 'destination_city', message: `找不到「${body.destination_city}」，請從清單選擇搬入地點的縣市` });
    else if (!body.destination_district) errors.push({ field: 'destination_district', message: DESTINATION_DISTRICT_REQUIRED_MESSAGE });
    else if (!district) errors.push({ field: 'destination_district', message: `${city.name}沒有「${body.destination_district}」，請從清單選擇搬入地點的鄉鎮市區` });
    return city && district ? { cityId: city.id, districtId: district.id } : null;
  }

  /** A verified phone, then one more posting within the daily limits (429 past them). */
  private async admitPosting(consumerId: number, ip: string): Promise<void> {
    const consumer = await posting.findConsumer(this.deps.db, consumerId);
    if (!consumer) throw AppError.unauthenticated();
    if (!consumer.is_phone_confirmed) {
      const code = MatchedCaseError.PhoneVerificationNeeded;
      throw new AppError('conflict', code, MATCHED_CASE_ERROR_MESSAGES[code]!);
    }
    await countRequestPosting(this.deps.throttle, this.deps.requestLimits, { userId: consumerId, phone: consumer.phone, ip }, this.clock.now().getTime());
  }

  /** Stores the request and its leads in one transaction, then mails the pros. */
  private async post(draft: RequestDraft): Promise<CreatedQuoteRequestResponse> {
    const { db } = this.deps;
    const now = this.clock.now();
    const { hash, digest } = newLinkHash();
    // The geocoded address when a geocoder finds it, else the district's centre; matching tests drawn areas against it.
    const located = await locateAddress(
      this.deps.geocoder,
      draft.address ? { city: draft.city.name, district: draft.district.name, street: draft.address } : null,
      await posting.findDistrictCentre(db, draft.district.id),
      (error) => this.deps.log.warn({ err: error }, 'geocoding a request address failed; using the district centre'),
    );
    const location = located ? { ...located.point, source: located.source } : null;
    const { requestId, leads } = await db.transaction().execute(async (trx) => {
      const id = await posting.insertRequest(trx, {
        userId: draft.consumerId,
        categoryId: draft.category.id,
        cityId: draft.city.id,
        districtId: draft.district.id,
        description: draft.description,
        when: draft.when,
        recommendSource: draft.recommendSource,
        hashDigest: digest,
        copiedFromId: draft.copiedFromId,
        address: draft.address,
        destination: draft.destination,
        location,
        answers: draft.answers,
        photoPaths: draft.photoPaths,
        partnerId: draft.partnerId,
        now,
      });
      const matched = await matchRequest(trx, {
        requestId: id,
        consumerId: draft.consumerId,
        categoryId: draft.category.id,
        cityId: draft.city.id,
        districtId: draft.district.id,
        point: located?.point ?? null,
        answers: draft.answers,
        now,
        maxPros: this.deps.matching.maxPros,
      });
      // The request's creation, and the same for each matched pro's bid to start its own
      // timeline, in one statement: the request's row first, as its id orders the timeline.
      await insertActivities(trx, [
        { quote_request_id: id, quote_bid_id: null, user_id: draft.consumerId, type: Activity.Create, created: now },
        ...matched.map((lead) => ({ quote_request_id: id, quote_bid_id: lead.bidId, user_id: draft.consumerId, type: Activity.Create, created: now })),
      ]);
      return { requestId: id, leads: matched };
    });
    this.mailLeads(leads, draft);
    this.mailConsumer(draft, requestId, hash);
    await this.deps.afterMatch?.(draft.category.id, leads);
    const row = await repo.findRequestById(db, requestId);
    if (!row) throw new Error(`request ${requestId} vanished after commit`);
    return { ...(await loadRequestDetail(db, row)), hash, hash_expires: toUtcString(guestLinkExpiry(now)) };
  }

  /**
   * After the commit: the consumer's e-mail with the guest link to the request and its quotes
   * (the same link the answer carries), so another device or a family member can follow it.
   */
  private mailConsumer(draft: RequestDraft, requestId: number, hash: string): void {
    const { db, messaging, publicUrl } = this.deps;
    this.deps.background.run('request posted e-mail', async () => {
      const consumer = await db
        .selectFrom('users')
        .select(['email', 'username', 'first_name', 'last_name'])
        .where('id', '=', draft.consumerId)
        .executeTakeFirst();
      if (!consumer?.email) return;
      const message = requestPostedMessage(
        { email: consumer.email, name: fullName(consumer) },
        {
          categoryName: draft.category.name,
          guestUrl: `${publicUrl}${guestRequestPath(hash)}`,
          dashboardUrl: `${publicUrl}/dashboard/projects/quotelist/${requestId}`,
        },
        publicUrl,
      );
      await messaging.sendEmail(message).catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'request posted e-mail failed');
      });
    });
  }

  /** After the commit: one e-mail per pro who wants them; failures are logged, never fatal. */
  private mailLeads(leads: readonly MatchedLead[], draft: RequestDraft): void {
    const { messaging, publicUrl } = this.deps;
    const request: LeadMailRequest = {
      categoryName: draft.category.name,
      place: `${draft.city.name}${draft.district.name}`,
      whenText: describeWhen(draft.when),
      answers: draft.answers.map((a) => ({ label: draft.labels.get(a.quote_form_field_id) ?? '', text: answerText(a.value) })),
      description: draft.description,
      photoUrls: draft.photoPaths,
    };
    const recipients = leads.filter((lead): lead is MatchedLead & { email: string } => lead.email !== null && lead.wantsEmail);
    if (recipients.length === 0) return;
    this.deps.background.run('new lead e-mails', async () => {
      for (const lead of recipients) {
        const link = leadUrl(publicUrl, lead.bidId);
        const loginHash = await createLoginLink(this.deps.db, lead.userId, LOGIN_ONCE_LINK_DAYS * 24 * 60, this.clock.now());
        const loginLink = `${loginOnceUrl(publicUrl, loginHash)}&from=${encodeURIComponent(new URL(link).pathname)}`;
        const message = newLeadMessage({ email: lead.email, name: lead.name }, request, link, publicUrl, loginLink);
        await messaging.sendEmail(message).catch((error: unknown) => {
          this.deps.log.error({ err: error, bidId: lead.bidId }, 'new lead e-mail failed');
        });
      }
    });
  }
}
