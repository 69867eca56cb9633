import type { ColumnType, Generated } from 'kysely';
import type { CallStatusId } from '../../domain/calls/call-status';
import type { VoiceAppointmentStatusId } from '../../domain/calls/voice-appointment';
import type { LoginRiskDecision } from '../../domain/users/login-risk';
import type { ShopItemReviewValue } from '../../domain/shop/shop-item-status';
import type { ShopOrderActor, ShopOrderApplicationKind, ShopOrderDispute, ShopOrderSide, ShopOrderStatusValue } from '../../domain/shop/shop-order-status';
import type { ActivityType } from '../../domain/bids/quote-status';
import type { TransactionTypeId } from '../../domain/wallet/ledger';
import type { OperatorRole } from '../../domain/ops/operator-roles';
import type { ContactStatus, ContactTopic } from '../../domain/contact/contact-topics';
import type { JobRunOutcome } from '../../domain/ops/dashboard-jobs';
import type { ReportOutcome, SanctionKind, UserStanding } from '../../domain/ops/moderation';
import type { FormFieldType } from '../../domain/catalogue/catalogue.types';
import type { PayType, PurchaseStatus } from '../../domain/payments/pay-type';
import type { MilestoneStateId, SafetyPaymentStateId } from '../../domain/safety-payments/states';
import type { PayoutBatchStateId, PayoutLineKindId, PayoutLineStateId } from '../../domain/safety-payments/payouts';
import type { BusinessLoanPurpose, BusinessLoanStatusValue } from '../../domain/business-loans/business-loan';
import type { RevenueSummary } from '../../domain/business-loans/business-loans.contract';
import type { EscrowAccountKindId, EscrowTransactionKindId } from '../../domain/safety-payments/escrow';
import type { ReconciliationMismatch } from '../../domain/ops/finance.contract';

/** A timestamptz column: read as Date, written as Date or SQL default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a database default. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: string | null;
  is_phone_confirmed: Generated<boolean>;
  onboard_state: Generated<number>;
  avatar_thumb_url: string | null;
  avatar_original_url: string | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  deleted_at: Date | null;
  address: string | null;
  is_activated: Generated<boolean>;
  activated_at: Date | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  notification_settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  partner_channel: string | null;
  referral_hash: string | null;
  signup_role: Generated<'consumer' | 'pro'>;
  password_changed_at: Date | null;
  /** Moderation standing (0064): who may sign in, be matched, quote. */
  standing: Generated<UserStanding>;
  /** The end of a suspension; null while suspended indefinitely, and in every other standing. */
  standing_until: Date | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  device_id: string | null;
  created: GeneratedTimestamp;
  last_seen: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  partner_channel: string | null;
  /** "Keep me signed in": the longer lifetime and the 30-day cookie. */
  saved: Generated<boolean>;
  user_agent: string | null;
  /** The last time the user proved it was them in this session (login, password, fresh code). */
  reauth_at: Date | null;
}

export interface LoginTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'login_once' | 'reset_password' | 'activation';
  token_hash: string;
  created: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export type OtpPurpose = 'phone_verify' | 'phone_login' | 'email_login' | 'email_change' | 'reauth';
export type OtpChannel = 'sms' | 'voice' | 'email';

export interface OtpChallengesTable {
  id: Generated<number>;
  challenge_hash: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  destination: string;
  user_id: number | null;
  code_hash: string;
  attempts: Generated<number>;
  created: GeneratedTimestamp;
  expires_at: Timestamp;
  consumed_at: Date | null;
  ip: string | null;
}

export type SocialProvider = 'google' | 'apple' | 'facebook';

export interface UserSocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: SocialProvider;
  provider_user_id: string;
  email: string | null;
  created: GeneratedTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms' | 'voice';
  recipient: string;
  subject: Generated<string>;
  body: string;
  created: GeneratedTimestamp;
}

export interface ThrottleGapsTable {
  scope: string;
  key: string;
  last_at: Timestamp;
}

export interface ThrottleCountersTable {
  scope: string;
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

export interface QuoteServicesTable {
  id: Generated<number>;
  user_id: number;
  slug: string;
  title: Generated<string>;
  description: Generated<string>;
  is_public: Generated<boolean>;
  is_archived: Generated<boolean>;
  is_service_professional_travels_to_me: Generated<boolean>;
  is_customer_travel_to_me: Generated<boolean>;
  is_over_phone_or_internet: Generated<boolean>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  logo_path: ColumnType<string | null, string | null | undefined, string | null>;
  logo_thumb_path: ColumnType<string | null, string | null | undefined, string | null>;
  years_in_business: ColumnType<number | null, number | null | undefined, number | null>;
  city_id: ColumnType<number | null, number | null | undefined, number | null>;
  district_id: ColumnType<number | null, number | null | undefined, number | null>;
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** The street of the base address under city_id/district_id (0127). */
  base_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where latitude/longitude came from (0127): places (geocoded), district (its centre) or map; null before. */
  location_source: ColumnType<'places' | 'district' | 'map' | null, 'places' | 'district' | 'map' | null | undefined, 'places' | 'district' | 'map' | null>;
  is_featured: Generated<boolean>;
  is_verified: Generated<boolean>;
  /** Kept by triggers from quote_service_stats; read only. */
  rank_score: ColumnType<number, never, never>;
  /** Raised by triggers on every change the public profile shows; read only. */
  public_version: ColumnType<number, never, never>;
  /** Filled by triggers from the title, description and owner's name; read only. */
  search_text: ColumnType<string, never, never>;
  search_grams: ColumnType<string[], never, never>;
  /** The service's category ids and the ids of the cities it serves, kept by triggers; read only. */
  category_ids: ColumnType<number[], never, never>;
  city_ids: ColumnType<number[], never, never>;
  /** One key per category and city of the service (placeKey), generated from the two; read only. */
  place_keys: ColumnType<string[], never, never>;
  line_id: Generated<string>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  website_url: Generated<string>;
  max_travel_distance: ColumnType<number | null, number | null | undefined, number | null>;
  profile_ready_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Hidden by the platform (an operator, 0114): off every public surface; the reason is shown to the pro. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A report on a service from the public "report this service" action (0114). */
export interface ServiceReportsTable {
  id: Generated<number>;
  quote_service_id: number;
  user_id: number;
  reason: string;
  text: Generated<string>;
  status: ColumnType<'open' | 'dismissed' | 'hidden', 'open' | 'dismissed' | 'hidden' | undefined, 'open' | 'dismissed' | 'hidden'>;
  created: GeneratedTimestamp;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decision_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuoteServiceCategoriesTable {
  id: Generated<number>;
  quote_service_id: number;
  quote_category_id: number;
  is_auto_quote_on: Generated<boolean>;
  is_direct_reserve_on: Generated<boolean>;
  quote_job_preference: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Auto-quote weekly budget in credits, a multiple of 50 (default 500). */
  auto_quote_weekly_budget: Generated<number>;
  auto_quote_template_id: number | null;
  /** When the pro agreed that auto-quotes spend credit; null until then. */
  auto_quote_consented_at: Date | null;
}

export interface QuoteServiceAreasTable {
  id: Generated<number>;
  quote_service_id: number;
  city_id: number;
  district_id: number | null;
}

/** A service area drawn on the map (0113): a circle about the base or a polygon, with its box. */
export interface QuoteServiceDrawnAreasTable {
  quote_service_id: number;
  shape: 'radius' | 'polygon';
  centre_lat: number | null;
  centre_lng: number | null;
  radius_km: number | null;
  /** [[lat, lng], ...] without the closing vertex. */
  ring: ColumnType<[number, number][] | null, string | null, string | null>;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  modified: GeneratedTimestamp;
}

export interface GenresTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: Generated<string>;
  icon: Generated<string>;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
  /** The seed's key of the row (its first slug); null for a genre added in the console. */
  seed_slug: Generated<string | null>;
  /** Set by every console change: the seed leaves the row alone from then on. */
  edited_by_operator_at: Generated<Date | null>;
}

export interface QuoteCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  genre_id: number;
  group_name: Generated<string>;
  description: Generated<string>;
  is_popular: Generated<boolean>;
  price_hint_type: 'flat' | 'hourly' | null;
  price_hint_low: number | null;
  price_hint_high: number | null;
  price_hint_unit: string | null;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
  /** Set by every console change: the seed leaves the row alone from then on. */
  edited_by_operator_at: Generated<Date | null>;
}

export interface QuoteCategorySynonymsTable {
  id: Generated<number>;
  quote_category_id: number;
  term: string;
}

export interface QuoteFormFieldsTable {
  id: Generated<number>;
  quote_category_id: number;
  label: string;
  type: FormFieldType;
  options: ColumnType<string[], string, string>;
  is_required: Generated<boolean>;
  placeholder: string | null;
  display_order: number;
  is_active: Generated<boolean>;
  /** Set by every console change: the seed leaves the row alone from then on. */
  edited_by_operator_at: Generated<Date | null>;
}

export interface CitiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  display_order: number;
  is_active: Generated<boolean>;
  /** Set by every console change: the seed leaves the row alone from then on. */
  edited_by_operator_at: Generated<Date | null>;
}

export interface DistrictsTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  zipcode: string;
  is_active: Generated<boolean>;
  display_order: Generated<number>;
  /** The seed's key of the row within its city (its first name); null for a district added in the console. */
  seed_name: Generated<string | null>;
  /** Set by every console change: the seed leaves the row alone from then on. */
  edited_by_operator_at: Generated<Date | null>;
  /** The district's centre (0113), seeded from the bundled centroids. */
  latitude: Generated<number | null>;
  longitude: Generated<number | null>;
}

export type DayLabelChoice = 'today' | 'tomorrow' | 'dayAfterTomorrow' | 'thisWeek' | 'nextWeek' | 'flexible';

export interface QuoteRequestsTable {
  id: Generated<number>;
  user_id: number;
  quote_category_id: number;
  city_id: number;
  district_id: number;
  description: Generated<string>;
  when_day_label: DayLabelChoice | null;
  when_day_slots: ColumnType<number[], string | undefined, string>;
  is_archived: Generated<boolean>;
  is_closed: Generated<boolean>;
  recommend_source: Generated<string>;
  hash_digest: string;
  /** When the guest link (hash_digest) stops working (0028). */
  hash_expires_at: GeneratedTimestamp;
  /** Hidden by an operator (0064): the pros see 此內容已被隱藏, the consumer sees it marked hidden. */
  hidden_at: Date | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  copied_from_id: number | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  /** The job's street address (0034); shown to a pro only once the consumer hires him. */
  address: string | null;
  /** Closed because the consumer hired a pro (0034); undoing the hire reopens it. */
  closed_by_hire: Generated<boolean>;
  /** Where a moving job goes to (0049): both or neither; null for other work. */
  destination_city_id: number | null;
  destination_district_id: number | null;
  /** Where the job is (0113): geocoded from the address, or the district's centre. */
  latitude: Generated<number | null>;
  longitude: Generated<number | null>;
  location_source: Generated<'places' | 'district' | null>;
  /** The partner channel the request was made in (0118); null outside one. */
  partner_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface QuoteFormSubmissionFieldsTable {
  id: Generated<number>;
  quote_request_id: number;
  quote_form_field_id: number;
  value: string;
}

export interface QuoteRequestPhotosTable {
  id: Generated<number>;
  quote_request_id: number;
  path: string;
  display_order: Generated<number>;
  created: GeneratedTimestamp;
}

export interface QuoteBidsTable {
  id: Generated<number>;
  quote_request_id: number;
  quote_service_id: number;
  user_id: number;
  quote_status_id: Generated<number>;
  hired_on: Date | null;
  /** The consumer hired the pro (not the pro's self_hire): the consumer's full name shows to him from then on. */
  hired_by_requester: Generated<boolean>;
  /** Closed because the consumer hired another pro (0034); undoing that hire reopens it. */
  closed_by_hire: Generated<boolean>;
  provider_tag: string | null;
  is_provider_readed: Generated<boolean>;
  is_requestor_readed: Generated<boolean>;
  is_requestor_rejected: Generated<boolean>;
  rating_type: 'required' | 'flat' | 'hourly' | null;
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
  price_note: string | null;
  is_contact_charge: Generated<boolean>;
  last_used_template_id: number | null;
  is_provider_archived: Generated<boolean>;
  provider_last_read_on: Date | null;
  quote_sent_on: Date | null;
  quote_last_update_on: Date | null;
  completed_on: Date | null;
  is_on_site_visit_required_for_quote: Generated<boolean>;
  is_more_information_required: Generated<boolean>;
  is_interested: boolean | null;
  recommend_source: Generated<string>;
  match_score: number | null;
  /** Matched by the pro's drawn area (0113): its shape and, for a circle, the distance from the base. */
  match_area_shape: Generated<'radius' | 'polygon' | null>;
  match_distance_km: Generated<number | null>;
  hash_digest: string | null;
  /** When the quote's guest link stops working (0028). */
  hash_expires_at: GeneratedTimestamp;
  /** The fee the sent quote cost; null when free or not yet taken (pay-on-contact). */
  fee_amount: number | null;
  /** Narrow-match leads: 1 pending, 2 accepted, 3 declined; null for an ordinary lead. */
  narrow_status_id: number | null;
  narrow_decline_reason: string | null;
  /** Files sent with the quote (images and PDF), as messages.attachments. */
  attachments: ColumnType<MessageAttachment[], string | undefined, string>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface ActivitiesTable {
  id: Generated<number>;
  quote_request_id: number;
  quote_bid_id: number | null;
  user_id: number | null;
  type: ActivityType;
  created: GeneratedTimestamp;
}

export interface SuspensionEventsTable {
  id: Generated<number>;
  quote_service_id: number;
  begin_time: Timestamp;
  end_time: Timestamp;
  title: Generated<string>;
  description: Generated<string>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface BlockedUsersTable {
  id: Generated<number>;
  user_id: number;
  blocked_user_id: number;
  created: GeneratedTimestamp;
}

export interface ServiceCertificatesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  type: 'license' | 'company' | 'identity' | 'other';
  status: Generated<0 | 1 | 2 | 3>;
  reference_identity: string | null;
  /** Plaintext from before 0030; emptied at start-up once encrypted. */
  unified_number: ColumnType<string | null, null | undefined, null>;
  /** `v1:<key id>:...` (lib/data-encryption.ts). */
  unified_number_encrypted: string | null;
  /** HMAC-SHA-256 of the number, for lookups. */
  unified_number_hash: string | null;
  card_type: 'national_id' | 'resident_certificate' | null;
  /** Plaintext from before 0030; emptied at start-up once encrypted. */
  real_id: ColumnType<string | null, null | undefined, null>;
  real_id_encrypted: string | null;
  real_id_hash: string | null;
  reject_reason: Generated<string | null>;
  reviewed_by: Generated<number | null>;
  /** The operator who decided it in the console (0063). */
  reviewed_by_operator_id: Generated<number | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface CertificateDocumentsTable {
  id: Generated<number>;
  service_certificate_id: number;
  user_id: number;
  name: string;
  type: 'png' | 'jpeg' | 'gif' | 'pdf';
  size: number;
  /** Encrypted under the key data_key_id names; plaintext when that is null (before 0030). */
  data: Uint8Array;
  data_key_id: string | null;
  created: GeneratedTimestamp;
}

export interface ChargeApplicationsTable {
  id: Generated<number>;
  user_id: number;
  type: 'personal' | 'company';
  /** The national ID (personal) or unified business number (company), `v1:<key id>:...` (lib/data-encryption.ts). */
  identity_number_encrypted: string;
  identity_number_hash: string;
  identity_last4: string;
  company_name: string | null;
  bank_code: string;
  bank_branch: string;
  bank_account_encrypted: string;
  bank_account_last4: string;
  holder_name: string;
  status: Generated<1 | 2 | 3>;
  reject_reason: Generated<string | null>;
  reviewed_by_operator_id: Generated<number | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  submitted_at: GeneratedTimestamp;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface ChargeApplicationDocumentsTable {
  id: Generated<number>;
  charge_application_id: number;
  user_id: number;
  name: string;
  type: 'png' | 'jpeg' | 'gif' | 'pdf';
  size: number;
  /** Encrypted under the key data_key_id names. */
  data: Uint8Array;
  data_key_id: string;
  created: GeneratedTimestamp;
}

export type NotificationType =
  | 'new_lead'
  | 'new_quote'
  | 'new_message'
  | 'hired'
  | 'review'
  | 'request_closed'
  | 'request_changed'
  | 'safety_payment_paid'
  | 'safety_payment_release'
  // 0084: every safety payment step, the charge application's decision, a business loan's decision.
  | 'safety_payment_requested'
  | 'safety_payment_cancelled'
  | 'safety_payment_expired'
  | 'safety_payment_refund_requested'
  | 'safety_payment_refund_cancelled'
  | 'safety_payment_refund_approved'
  | 'safety_payment_refund_declined'
  | 'safety_payment_disputed'
  | 'safety_payment_dispute_decided'
  | 'safety_payment_payout'
  | 'charge_application_decision'
  | 'business_loan_decision'
  // 0091: a shop order's step (its kind is in dedupe_key; the order in nshop_order_id).
  | 'shop_order'
  // 0116: the reminder of an accepted voice appointment (key va:{id}:reminder:{userId}).
  | 'voice_appointment';

/** A pro's business loan application (0082, src/domain/business-loans). */
export interface BusinessLoanApplicationsTable {
  id: Generated<number>;
  pro_user_id: number;
  amount: number;
  term_months: number;
  purpose: BusinessLoanPurpose;
  purpose_note: string | null;
  consent_at: ColumnType<Date, Date | string, Date | string>;
  /** The revenue summary shared with the partner, as it was when the application was sent. */
  revenue_summary: ColumnType<RevenueSummary, string, string>;
  status: ColumnType<BusinessLoanStatusValue, BusinessLoanStatusValue | undefined, BusinessLoanStatusValue>;
  partner_reference: Generated<string | null>;
  decision_note: Generated<string | null>;
  decided_by_operator_id: Generated<number | null>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: NotificationType;
  quote_request_id: number | null;
  quote_bid_id: number | null;
  created: GeneratedTimestamp;
  read_at: Date | null;
  /** Delivered outside the site (live event, e-mail, SMS, push); null while pending. */
  notified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The event it was written for (0084): unique, so one event notifies once; null for the older kinds. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shop order it is about (0091). */
  nshop_order_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuoteReportsTable {
  id: Generated<number>;
  quote_request_id: number;
  user_id: number;
  reason: string;
  created: GeneratedTimestamp;
  /** How an operator handled it (0064). */
  handled_at: Date | null;
  handled_by: number | null;
  outcome: ReportOutcome | null;
}

export interface QuoteServiceStatsTable {
  quote_service_id: number;
  lead_count: Generated<number>;
  response_count: Generated<number>;
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
  last_lead_at: Date | null;
  last_response_at: Date | null;
  /** (responses + 1) / (leads + 2), computed by the database from the counts; read only. */
  response_rate: ColumnType<number, never, never>;
}

/** Paragraphs, or headed sections, of editorial text kept as JSON (rendered as plain text). */
export type JsonColumn<T> = ColumnType<T, string | undefined, string>;

export interface FeatureCollectionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: Generated<string>;
  intro: JsonColumn<string[]>;
  icon: Generated<string>;
  display_order: Generated<number>;
  is_published: Generated<boolean>;
  /** The console's unpublished edit and the version the last publish replaced (0086). */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set by every console change; the content seed leaves such a row alone (0086). */
  edited_by_operator_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface FeatureCollectionItemsTable {
  id: Generated<number>;
  feature_collection_id: number;
  quote_category_id: number;
  note: Generated<string>;
  display_order: Generated<number>;
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: Generated<string>;
  body: JsonColumn<ArticleSection[]>;
  author_name: Generated<string>;
  genre_id: number | null;
  quote_category_id: number | null;
  reading_minutes: Generated<number>;
  is_published: Generated<boolean>;
  published_at: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  /** The console's unpublished edit, the version the last publish replaced, and whether the console edited it (0072). */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  edited_by_operator: Generated<boolean>;
}

export interface PriceGuidesTable {
  id: Generated<number>;
  quote_category_id: number;
  intro: JsonColumn<string[]>;
  factors: JsonColumn<{ heading: string; body: string }[]>;
  tips: JsonColumn<string[]>;
  faq: JsonColumn<{ q: string; a: string }[]>;
  /** Whether the category's price page shows these words (0086). */
  is_published: Generated<boolean>;
  /** The console's unpublished edit and the version the last publish replaced (0086). */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set by every console change; the content seed leaves such a row alone (0086). */
  edited_by_operator_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  modified: GeneratedTimestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  quote_service_id: number;
  quote_bid_id: number | null;
  /** The reviewer. */
  user_id: number | null;
  /** 1 to 5. */
  rating: number;
  is_satisfied: Generated<boolean>;
  feedback: Generated<string>;
  tags: ColumnType<string[], string | undefined, string>;
  /** A past client's review through an invite link: shown apart, not in the rating figures. */
  is_external: Generated<boolean>;
  /** The name an external reviewer gave. */
  reviewer_name: string | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface ServiceReservesTable {
  id: Generated<number>;
  quote_service_id: number;
  /** The consumer's quote from this pro; null for a direct reserve. */
  quote_bid_id: number | null;
  /** The consumer who booked. */
  user_id: number;
  begin_time: Timestamp;
  end_time: Timestamp;
  note: Generated<string>;
  /** Taipei date and day slot of begin_time, generated by the database (the slot key). */
  slot_date: ColumnType<Date, never, never>;
  day_slot: ColumnType<number, never, never>;
  cancelled_on: Date | null;
  cancelled_by: number | null;
  /** When the pro first saw it; null while it is new to him (migration 0023). */
  provider_read_on: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface ReviewInvitesTable {
  id: Generated<number>;
  quote_service_id: number;
  hash_digest: string;
  invitee_name: Generated<string>;
  invitee_email: string | null;
  review_id: number | null;
  created: GeneratedTimestamp;
  expires_at: Date;
}

export interface UserInvoiceSettingsTable {
  user_id: number;
  /** 'member' | 'mobile' | 'certificate' | 'donation' | 'company' */
  carrier_type: string;
  carrier: string | null;
  donation_code: string | null;
  /** Plaintext from before 0030; emptied at start-up once encrypted. */
  unified_number: ColumnType<string | null, null | undefined, null>;
  unified_number_encrypted: string | null;
  unified_number_hash: string | null;
  /** `04****57`, what is shown back. */
  unified_number_masked: string | null;
  title: string | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface FreeCreditEventsTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: Generated<string>;
  reward_amount: number;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface FreeCreditClaimsTable {
  id: Generated<number>;
  user_id: number;
  free_credit_event_id: number;
  amount: number;
  wallet_entry_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created: GeneratedTimestamp;
}

export interface ReferralCodesTable {
  user_id: number;
  hash: string;
  created: GeneratedTimestamp;
}

export interface ReferralSettingsTable {
  id: Generated<boolean>;
  referrer_reward: number;
  referred_reward: number;
  is_active: Generated<boolean>;
  modified: GeneratedTimestamp;
}

export interface ReferralInvitesTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  created: GeneratedTimestamp;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  referred_user_id: number;
  referrer_user_id: number;
  credit_purchase_id: number;
  referrer_amount: number;
  referred_amount: number;
  referrer_entry_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  referred_entry_id: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created: GeneratedTimestamp;
}

export interface FeedbackAttachmentsTable {
  id: Generated<number>;
  review_id: number;
  path: string;
  display_order: Generated<number>;
  created: GeneratedTimestamp;
}

export interface QuoteServicePhotosTable {
  id: Generated<number>;
  quote_service_id: number;
  path: string;
  caption: Generated<string>;
  display_order: Generated<number>;
  created: GeneratedTimestamp;
  thumb_path: ColumnType<string | null, string | null | undefined, string | null>;
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuoteServicePhotoLikesTable {
  user_id: number;
  quote_service_photo_id: number;
  created: GeneratedTimestamp;
}

export interface QuoteServiceFaqsTable {
  id: Generated<number>;
  quote_service_id: number;
  question: string;
  answer: string;
  display_order: Generated<number>;
  created: GeneratedTimestamp;
}

export interface QuoteServiceReviewLinksTable {
  id: Generated<number>;
  quote_service_id: number;
  site_name: string;
  url: string;
  display_order: Generated<number>;
  created: GeneratedTimestamp;
}

export interface QuoteServiceBusinessHoursTable {
  quote_service_id: number;
  /** Monday 1 to Sunday 7 (spec section 9). */
  weekday: number;
  /** 'HH:MM:SS' */
  open_time: string;
  close_time: string;
}

export interface PublicDataVersionsTable {
  scope: string;
  version: Generated<number>;
  changed: GeneratedTimestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: GeneratedTimestamp;
}

/** Every table, as Kysely sees it. */
export interface WalletsTable {
  user_id: number;
  balance: Generated<number>;
  modified: GeneratedTimestamp;
}

export interface WalletEntriesTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  user_id: number;
  transaction_type: TransactionTypeId;
  amount: number;
  balance_after: number;
  quote_bid_id: number | null;
  refunds_entry_id: ColumnType<string | null, string | null | undefined, never>;
  note: Generated<string>;
  /** The purchase a Purchase entry credits. */
  credit_purchase_id: ColumnType<number | null, number | null | undefined, never>;
  created: GeneratedTimestamp;
  /** The operator who wrote an adjustment (type 37) or a purchase refund (type 38) (0037). */
  operator_user_id: ColumnType<number | null, number | null | undefined, never>;
  /** The console operator who wrote an adjustment (type 37) or a purchase refund (type 38) (0066). */
  operator_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface CreditPackagesTable {
  id: Generated<number>;
  name: string;
  price: number;
  bonus_credit: Generated<number>;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
  created: GeneratedTimestamp;
}

export type CardProvider = 'sandbox' | 'tappay' | 'stripe';
export type PaymentProvider = CardProvider | 'ecpay';

export interface PaymentCardsTable {
  id: Generated<number>;
  user_id: number;
  provider: CardProvider;
  brand: string;
  last4: string;
  card_token: string;
  card_key: Generated<string>;
  is_foreign: Generated<boolean>;
  is_default: Generated<boolean>;
  created: GeneratedTimestamp;
  removed_at: Date | null;
}

/** The e-invoice details copied onto a purchase when it is made. */
export interface PurchaseInvoice {
  /** 'mobile' | 'certificate' | 'donation' | 'company' | 'member' */
  type: string;
  carrier?: string;
  donation_code?: string;
  /** Masked (`04****57`): the purchase's receipt line only. */
  unified_number?: string;
  title?: string;
}

export interface CreditPurchasesTable {
  id: Generated<number>;
  user_id: number;
  credit_package_id: number | null;
  amount: number;
  credit: number;
  pay_type: PayType;
  provider: PaymentProvider;
  status: Generated<PurchaseStatus>;
  idempotency_key: string;
  provider_reference: string | null;
  order_number: string;
  payment_card_id: number | null;
  payment_code: string | null;
  bank_code: string | null;
  virtual_account: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  error_code: string | null;
  error_message: string | null;
  invoice: ColumnType<PurchaseInvoice | null, string | null | undefined, string | null>;
  source: Generated<string>;
  /** payment/{hash}: the pay-by-link token (0016). */
  link_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** A fee shortfall's quote (source 'payfee'). */
  quote_bid_id: ColumnType<number | null, number | null | undefined, number | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  /** A refund (0037): when, how ('gateway' or 'transfer') and why. */
  refunded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_method: ColumnType<'gateway' | 'transfer' | null, 'gateway' | 'transfer' | null | undefined, 'gateway' | 'transfer' | null>;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** What has been given back so far, NT$ and credit (0085; a full refund: all of it). */
  refunded_amount: Generated<number>;
  refunded_credit: Generated<number>;
}

/** A page of the site behind the footer (0047): terms, privacy, about, help... */
export interface SitePagesTable {
  slug: string;
  title: string;
  summary: Generated<string>;
  body: ColumnType<SitePageSection[], string, string>;
  link_path: ColumnType<string | null, string | null | undefined, string | null>;
  link_label: ColumnType<string | null, string | null | undefined, string | null>;
  display_order: Generated<number>;
  is_published: Generated<boolean>;
  edited_by_operator: Generated<boolean>;
  /** The console's unpublished edit and the version the last publish replaced (0072). */
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A home-page blog post (0072); its columns are the published version, `draft` the console's unpublished edit. */
export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  body: ColumnType<SitePageSection[], string, string>;
  cover_image_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The stored file of the last uploaded cover (0086), removed when another replaces it. */
  cover_upload: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A campaign page (0072), shown between starts_at and ends_at; the partner issue's pages read it. */
export interface CampaignPagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  hero: Generated<string>;
  body: ColumnType<SitePageSection[], string, string>;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  partner_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Free credit granted once to a pro signing up inside the period (0125), through a free-credit event `campaign_{id}`. */
  signup_credit: ColumnType<number | null, number | null | undefined, number | null>;
  /** The call to action (0125): both or neither. */
  cta_label: ColumnType<string | null, string | null | undefined, string | null>;
  cta_path: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<'draft' | 'published', 'draft' | 'published' | undefined, 'draft' | 'published'>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  draft: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  previous: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface SitePageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** A pro's auto top-up: buy a package with a bound card when the balance is under the threshold. */
export interface AutoTopupSettingsTable {
  user_id: number;
  is_on: Generated<boolean>;
  threshold: number;
  credit_package_id: number;
  payment_card_id: number;
  consented_at: Date | null;
  last_attempt_at: Date | null;
  last_purchase_id: number | null;
  last_error: string | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface QuoteTemplatesTable {
  id: Generated<number>;
  user_id: number;
  quote_service_id: number | null;
  quote_category_id: number | null;
  display_name: string;
  price_note: Generated<string>;
  hourly_rate_at: number | null;
  flat_rate_at: number | null;
  on_site: Generated<boolean>;
  attachments: ColumnType<string[], string | undefined, string>;
  /** Pay-on-contact: quotes sent with the template pay their fee when the consumer makes contact (migration 0035). */
  is_contact_charge: Generated<boolean>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface UserCategoryLimitationsTable {
  user_id: number;
  quote_category_id: number;
  reason: Generated<string>;
  created: GeneratedTimestamp;
}

/** Attachments of a message: images and PDF files (messages.attachments). */
export interface MessageAttachment {
  url: string;
  name: string;
  type: 'png' | 'jpeg' | 'gif' | 'pdf';
  size: number;
}

export interface MessagesTable {
  id: Generated<number>;
  quote_bid_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  attachments: ColumnType<MessageAttachment[], string | undefined, string>;
  created: GeneratedTimestamp;
  read_at: Date | null;
  /** When the web push about it went out (one server copy sends it). */
  pushed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Hidden by an operator (0064): the recipient sees 此內容已被隱藏, the sender sees it marked hidden. */
  hidden_at: Date | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  /** The voice call this entry records (0105); null for a written message. */
  voice_call_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A voice call between a quote's two parties (0105, src/domain/calls/call-status.ts). */
export interface VoiceCallsTable {
  id: Generated<number>;
  quote_bid_id: number;
  caller_id: number;
  callee_id: number;
  status: ColumnType<CallStatusId, CallStatusId | undefined, CallStatusId>;
  created: GeneratedTimestamp;
  answered_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  duration_seconds: Generated<number>;
}

/** A voice appointment between a quote's two parties (0116, src/domain/calls/voice-appointment.ts). */
export interface VoiceAppointmentsTable {
  id: Generated<number>;
  quote_bid_id: number;
  pro_user_id: number;
  proposer_id: number;
  scheduled_at: ColumnType<Date, Date, Date>;
  note: Generated<string>;
  status: ColumnType<VoiceAppointmentStatusId, VoiceAppointmentStatusId | undefined, VoiceAppointmentStatusId>;
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
  cancel_reason: Generated<string>;
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface MessageThreadsTable {
  quote_bid_id: number;
  user_id: number;
  other_user_id: number;
  last_message_id: number;
  last_message_at: Timestamp;
  unread_count: Generated<number>;
  /** The last e-mail about unread messages of this thread, and the newest message it covered. */
  mailed_at: Date | null;
  mailed_message_id: number | null;
}

/** A service launched (or not) on the maps service's booking (migration 0102). */
export interface GreserveItemsTable {
  id: Generated<number>;
  quote_service_id: number;
  is_launched: Generated<boolean>;
  launched_on: Date | null;
  unlaunched_on: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A booking made through the maps service (Google reserve event, spec section 3; migration 0102). */
export interface GreserveEventsTable {
  id: Generated<number>;
  greserve_item_id: number;
  quote_service_id: number;
  pro_user_id: number;
  booking_id: string;
  idempotency_token: string | null;
  begin_time: Timestamp;
  end_time: Timestamp;
  consumer_name: Generated<string>;
  consumer_phone: Generated<string>;
  email: Generated<string>;
  device_id: Generated<string>;
  note: Generated<string>;
  /** The maps service's user_information, as it came (JSON). */
  user_information: ColumnType<Record<string, unknown>, string | undefined, string>;
  hash: string;
  cancelled_on: Date | null;
  cancelled_by: 'merchant' | 'consumer' | null;
  cancel_reason: Generated<string>;
  provider_read_on: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_tokens: LoginTokensTable;
  otp_challenges: OtpChallengesTable;
  user_social_accounts: UserSocialAccountsTable;
  partner_accounts: PartnerAccountsTable;
  partner_token_uses: PartnerTokenUsesTable;
  partner_link_challenges: PartnerLinkChallengesTable;
  outbox_messages: OutboxMessagesTable;
  throttle_counters: ThrottleCountersTable;
  throttle_gaps: ThrottleGapsTable;
  quote_services: QuoteServicesTable;
  service_reports: ServiceReportsTable;
  quote_service_categories: QuoteServiceCategoriesTable;
  quote_service_areas: QuoteServiceAreasTable;
  quote_service_drawn_areas: QuoteServiceDrawnAreasTable;
  genres: GenresTable;
  quote_categories: QuoteCategoriesTable;
  quote_form_fields: QuoteFormFieldsTable;
  quote_category_synonyms: QuoteCategorySynonymsTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  quote_requests: QuoteRequestsTable;
  quote_form_submission_fields: QuoteFormSubmissionFieldsTable;
  quote_request_photos: QuoteRequestPhotosTable;
  quote_bids: QuoteBidsTable;
  activities: ActivitiesTable;
  suspension_events: SuspensionEventsTable;
  blocked_users: BlockedUsersTable;
  service_certificates: ServiceCertificatesTable;
  certificate_documents: CertificateDocumentsTable;
  charge_applications: ChargeApplicationsTable;
  business_loan_applications: BusinessLoanApplicationsTable;
  charge_application_documents: ChargeApplicationDocumentsTable;
  notifications: NotificationsTable;
  quote_reports: QuoteReportsTable;
  quote_service_stats: QuoteServiceStatsTable;
  reviews: ReviewsTable;
  feedback_attachments: FeedbackAttachmentsTable;
  quote_service_photos: QuoteServicePhotosTable;
  quote_service_photo_likes: QuoteServicePhotoLikesTable;
  quote_service_faqs: QuoteServiceFaqsTable;
  quote_service_review_links: QuoteServiceReviewLinksTable;
  quote_service_business_hours: QuoteServiceBusinessHoursTable;
  public_data_versions: PublicDataVersionsTable;
  schema_migrations: SchemaMigrationsTable;
  feature_collections: FeatureCollectionsTable;
  feature_collection_items: FeatureCollectionItemsTable;
  articles: ArticlesTable;
  price_guides: PriceGuidesTable;
  wallets: WalletsTable;
  wallet_entries: WalletEntriesTable;
  quote_templates: QuoteTemplatesTable;
  credit_packages: CreditPackagesTable;
  payment_cards: PaymentCardsTable;
  credit_purchases: CreditPurchasesTable;
  credit_purchase_refunds: CreditPurchaseRefundsTable;
  site_pages: SitePagesTable;
  blog_posts: BlogPostsTable;
  campaign_pages: CampaignPagesTable;
  auto_topup_settings: AutoTopupSettingsTable;
  user_category_limitations: UserCategoryLimitationsTable;
  messages: MessagesTable;
  voice_calls: VoiceCallsTable;
  voice_appointments: VoiceAppointmentsTable;
  message_threads: MessageThreadsTable;
  review_invites: ReviewInvitesTable;
  service_reserves: ServiceReservesTable;
  greserve_items: GreserveItemsTable;
  greserve_events: GreserveEventsTable;
  user_invoice_settings: UserInvoiceSettingsTable;
  free_credit_events: FreeCreditEventsTable;
  free_credit_claims: FreeCreditClaimsTable;
  referral_codes: ReferralCodesTable;
  referral_settings: ReferralSettingsTable;
  referral_invites: ReferralInvitesTable;
  referral_rewards: ReferralRewardsTable;
  push_subscriptions: PushSubscriptionsTable;
  operators: OperatorsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit: OperatorAuditTable;
  ops_queue_assignments: OpsQueueAssignmentsTable;
  contact_messages: ContactMessagesTable;
  login_risk_checks: LoginRiskChecksTable;
  contact_message_replies: ContactMessageRepliesTable;
  job_runs: JobRunsTable;
  user_sanctions: UserSanctionsTable;
  third_party_payments: ThirdPartyPaymentsTable;
  third_party_payment_milestones: ThirdPartyPaymentMilestonesTable;
  escrow_accounts: EscrowAccountsTable;
  safety_payment_reminders: SafetyPaymentRemindersTable;
  payout_batches: PayoutBatchesTable;
  payout_lines: PayoutLinesTable;
  escrow_transactions: EscrowTransactionsTable;
  escrow_entries: EscrowEntriesTable;
  einvoices: EinvoicesTable;
  einvoice_allowances: EinvoiceAllowancesTable;
  escrow_reconciliations: EscrowReconciliationsTable;
  shop_items: ShopItemsTable;
  shop_item_plans: ShopItemPlansTable;
  shop_item_photos: ShopItemPhotosTable;
  nshop_carts: NshopCartsTable;
  nshop_orders: NshopOrdersTable;
  partner_discount_codes: PartnerDiscountCodesTable;
  partner_discount_redemptions: PartnerDiscountRedemptionsTable;
  nshop_order_items: NshopOrderItemsTable;
  shop_category_settings: ShopCategorySettingsTable;
  shop_favorites: ShopFavoritesTable;
  nshop_order_reservations: NshopOrderReservationsTable;
  nshop_feedbacks: NshopFeedbacksTable;
  nshop_order_messages: NshopOrderMessagesTable;
}

/** A consumer's review of one line of a completed shop order, and the pro's one comment (0092). */
export interface NshopFeedbacksTable {
  id: Generated<number>;
  nshop_order_id: number;
  nshop_order_item_id: number;
  shop_item_id: number;
  quote_service_id: number;
  consumer_user_id: number;
  pro_user_id: number;
  score: number;
  feedback: Generated<string>;
  attachments: Generated<string[]>;
  comment: string | null;
  commented_at: Date | null;
  created: GeneratedTimestamp;
}

/** A message between a shop order's two sides (0091). */
export interface NshopOrderMessagesTable {
  id: Generated<number>;
  nshop_order_id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  attachments: ColumnType<MessageAttachment[], string | undefined, string>;
  created: GeneratedTimestamp;
  read_at: Date | null;
  /** When the unread-message e-mail about it went out. */
  mailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A consumer's cart lines (0087): one per item and plan. */
export interface NshopCartsTable {
  id: Generated<number>;
  user_id: number;
  shop_item_id: number;
  shop_item_plan_id: number;
  quantity: number;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A shop order (0087): status 1 unpaid, 2 paid, 3 confirmed, 4 completed, 5 cancelled; the application waiting for the other side. */
export interface NshopOrdersTable {
  id: Generated<number>;
  hash: string;
  consumer_user_id: number;
  pro_user_id: number;
  quote_service_id: number;
  status: ColumnType<ShopOrderStatusValue, ShopOrderStatusValue | undefined, ShopOrderStatusValue>;
  /** Whole TWD. */
  total: number;
  at_pro_place: Generated<boolean>;
  address: string | null;
  note: Generated<string>;
  application: ShopOrderApplicationKind | null;
  application_by: ShopOrderSide | null;
  applied_at: Date | null;
  paid_at: Date | null;
  confirmed_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: ShopOrderActor | null;
  /** The pro rejected the consumer's cancellation (0096): the consumer may take it to the platform. */
  cancel_rejected_at: Date | null;
  /** The platform's handling of the consumer's escalation (0096). */
  dispute: ShopOrderDispute | null;
  disputed_at: Date | null;
  /** The consumer's own reason for the escalation (0098). */
  dispute_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The partner channel the order was placed in (0118); null outside one. */
  partner_id: ColumnType<string | null, string | null | undefined, never>;
  /** Whole TWD off the total by a partner's discount code (0121): the payment is the total less it. */
  partner_discount: Generated<number>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A partner's discount code (0121, docs/fet.md): exactly one of amount_off and percent_off. */
export interface PartnerDiscountCodesTable {
  id: Generated<number>;
  partner_id: string;
  code: string;
  title: Generated<string>;
  amount_off: number | null;
  percent_off: number | null;
  min_order: Generated<number>;
  valid_from: Date;
  valid_until: Date;
  max_uses: number | null;
  per_user_limit: number | null;
  active: Generated<boolean>;
  created: GeneratedTimestamp;
}

/** One order's use of a partner's discount code (0121). */
export interface PartnerDiscountRedemptionsTable {
  id: Generated<number>;
  code_id: number;
  nshop_order_id: number;
  user_id: number;
  discount: number;
  created: GeneratedTimestamp;
}

/** What an order holds, as it was at order time (0087). */
export interface NshopOrderItemsTable {
  id: Generated<number>;
  nshop_order_id: number;
  shop_item_id: number;
  shop_item_plan_id: number | null;
  item_name: string;
  plan_name: string;
  plan_description: Generated<string>;
  /** Whole TWD. */
  unit_price: number;
  quantity: number;
  position: number;
}

/** The shop's items (0083): plans and ordered photos in their own tables; review 1 draft, 2 pending, 3 approved, 4 rejected. */
export interface ShopItemsTable {
  id: Generated<number>;
  user_id: number;
  quote_service_id: number;
  quote_category_id: number;
  name: string;
  description: string;
  travel_preference: string[];
  service_area: ColumnType<{ city_id: number; district_id: number | null }[], string | undefined, string>;
  service_type: string;
  service_info: Generated<string>;
  is_quantity_limited: Generated<boolean>;
  remaining_quantity: number | null;
  keywords: Generated<string[]>;
  is_reservable: Generated<boolean>;
  review: Generated<ShopItemReviewValue>;
  is_published: Generated<boolean>;
  reject_reason: string | null;
  reviewed_by_operator_id: number | null;
  reviewed_at: Date | null;
  submitted_at: Date | null;
  deleted_at: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  /** The item's reviews (0092): their scores' sum and count, kept in the review's transaction. */
  rating_sum: Generated<number>;
  rating_count: Generated<number>;
}

export interface ShopItemPlansTable {
  id: Generated<number>;
  shop_item_id: number;
  name: string;
  description: Generated<string>;
  price: number;
  service_type: string;
  display_order: number;
}

export interface ShopItemPhotosTable {
  id: Generated<number>;
  shop_item_id: number;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  display_order: number;
  created: GeneratedTimestamp;
}

/** The pro's shop settings per service category (0089); no row means the defaults. */
export interface ShopCategorySettingsTable {
  quote_service_id: number;
  quote_category_id: number;
  is_enabled: Generated<boolean>;
  order_confirmation_mode: ColumnType<'auto' | 'manual', 'auto' | 'manual' | undefined, 'auto' | 'manual'>;
  reservation_slot_minutes: Generated<number>;
  reservation_notice_hours: Generated<number>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** A consumer's favourite shop items (0088): one row per user and item. */
export interface ShopFavoritesTable {
  id: Generated<number>;
  user_id: number;
  shop_item_id: number;
  created: GeneratedTimestamp;
}

/** Every warning, suspension, ban and reinstatement of a user, with its reason (0064). */
export interface UserSanctionsTable {
  id: Generated<number>;
  user_id: number;
  kind: SanctionKind;
  until: Date | null;
  reason: string;
  operator_id: number;
  created: GeneratedTimestamp;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created: GeneratedTimestamp;
  last_used_at: Date | null;
}

/** Operator console accounts (0060); not marketplace users. */
export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  full_name: Generated<string>;
  password_hash: string;
  role: OperatorRole;
  /** The TOTP secret (base32) sealed with the data cipher. */
  totp_secret_encrypted: string;
  /** bigint: the last accepted TOTP time step, read as a string by the drivers. */
  totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created: GeneratedTimestamp;
  disabled_at: Date | null;
}

export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  created: GeneratedTimestamp;
  expires: Date;
  ip: string | null;
  user_agent: string | null;
  ended_at: Date | null;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface OperatorAuditTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string | null;
  before: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  after: ColumnType<Record<string, unknown> | null, string | null | undefined, never>;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  created: GeneratedTimestamp;
}

/** Who has taken an item of a console queue (0063); one operator per queue and item. */
export interface OpsQueueAssignmentsTable {
  id: Generated<number>;
  queue: string;
  item_id: number;
  operator_id: number;
  assigned_at: Date;
}

/** Messages of the public contact page (0067); user_id is set when the sender was signed in. */
export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  topic: ContactTopic;
  message: string;
  /** The one attachment (private `contact` folder), or null (migration 0120). */
  attachment: ColumnType<MessageAttachment | null, string | null | undefined, string | null>;
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  assigned_operator_id: number | null;
  created: GeneratedTimestamp;
  updated: GeneratedTimestamp;
}

/** The console's e-mailed answers to a contact message. */
export interface ContactMessageRepliesTable {
  id: Generated<number>;
  contact_message_id: number;
  operator_id: number;
  body: string;
  sent: GeneratedTimestamp;
}

/** Each run of each background job (0068), kept 30 days. */
export interface JobRunsTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  name: string;
  started: Date;
  finished: Date;
  outcome: JobRunOutcome;
  error: string | null;
  duration_ms: number;
}

/** A pro's payment request on a hired bid, paid into the trust account (0074). */
export interface ThirdPartyPaymentsTable {
  id: Generated<number>;
  pid: string;
  hash: string;
  /** The bid the payment is for, or null for a shop order's payment (0090: exactly one is set). */
  quote_bid_id: number | null;
  /** The shop order the payment is for (0090, unique), or null for a bid's. */
  nshop_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  pro_user_id: number;
  consumer_user_id: number;
  amount: number;
  fee: Generated<number>;
  items: ColumnType<string[], string, string>;
  /** YYYY-MM-DD, a Taiwan day. */
  due_date: string;
  state: ColumnType<SafetyPaymentStateId, SafetyPaymentStateId | undefined, SafetyPaymentStateId>;
  read_at: Date | null;
  pay_type: PayType | null;
  payment_id: string | null;
  idempotency_key: string | null;
  card_brand: string | null;
  card_last4: string | null;
  /** The pay attempt's order number at the gateway (ECPay's MerchantTradeNo), 0078. */
  order_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** The CVS code, or the ATM bank and account, ECPay issued, and when it expires (0078). */
  payment_code: ColumnType<string | null, string | null | undefined, string | null>;
  bank_code: ColumnType<string | null, string | null | undefined, string | null>;
  virtual_account: ColumnType<string | null, string | null | undefined, string | null>;
  payment_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Why the last pay attempt failed (a declined card), zh-TW; null otherwise (0078). */
  pay_error: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: Date | null;
  completion_reported_at: Date | null;
  released_amount: Generated<number>;
  refunded_amount: Generated<number>;
  fee_taken: Generated<number>;
  refund_amount: number | null;
  refund_reason: string | null;
  refund_requested_at: Date | null;
  /** Migration 0080: the milestone a refund request is for, the pro's refusal, the operator's decision, the transfer account. */
  refund_milestone_id: number | null;
  refund_declined_at: Date | null;
  refund_decline_reason: string | null;
  refund_decided_at: Date | null;
  refund_decided_by: number | null;
  refund_decision: 'granted' | 'denied' | null;
  refund_decision_reason: string | null;
  /** What an operator's grant gave back when less than requested, or all of it (0098); null until granted. */
  refund_granted_amount: ColumnType<number | null, number | null | undefined, number | null>;
  cancelled_at: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
  version: Generated<number>;
  /** A refund owed by bank transfer (0079): bank code (3 digits), branch (4), the account number encrypted, the holder. */
  refund_bank_code: ColumnType<string | null, string | null | undefined, string | null>;
  refund_bank_branch: ColumnType<string | null, string | null | undefined, string | null>;
  refund_bank_account_encrypted: ColumnType<string | null, string | null | undefined, string | null>;
  refund_holder_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the expiry sweep found the CVS code or ATM account expired (0084). */
  payment_expired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The partner channel the payment (or its shop order) was made in (0118); null outside one. */
  partner_id: ColumnType<string | null, string | null | undefined, never>;
}

/** Auto-release reminders sent to the consumer (0079), once per payment and days before. */
export interface SafetyPaymentRemindersTable {
  third_party_payment_id: number;
  days_before: number;
  sent_at: GeneratedTimestamp;
}

/** A day's payout batch (0079). */
export interface PayoutBatchesTable {
  id: Generated<number>;
  day: string;
  state: ColumnType<PayoutBatchStateId, PayoutBatchStateId | undefined, PayoutBatchStateId>;
  line_count: Generated<number>;
  total_amount: ColumnType<string | number, number | undefined, number>;
  paid_amount: ColumnType<string | number, number | undefined, number>;
  failed_amount: ColumnType<string | number, number | undefined, number>;
  approved_by: number | null;
  approved_at: Date | null;
  exported_at: Date | null;
  settled_at: Date | null;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** One bank transfer of a payout batch (0079): a pro's payout or a consumer's refund. */
export interface PayoutLinesTable {
  id: Generated<number>;
  batch_id: number;
  kind: PayoutLineKindId;
  user_id: number;
  third_party_payment_id: number | null;
  amount: number;
  bank_code: string;
  bank_branch: string;
  bank_account_encrypted: string;
  holder_name: string;
  reference: string;
  state: ColumnType<PayoutLineStateId, PayoutLineStateId | undefined, PayoutLineStateId>;
  bank_message: Generated<string>;
  settled_at: Date | null;
}

export interface ThirdPartyPaymentMilestonesTable {
  id: Generated<number>;
  third_party_payment_id: number;
  position: number;
  amount: number;
  description: string;
  state: ColumnType<MilestoneStateId, MilestoneStateId | undefined, MilestoneStateId>;
  released_at: Date | null;
}

/** The escrow ledger's accounts (0074): balance is the sum of the account's entries, moved in the statement that writes them. */
export interface EscrowAccountsTable {
  id: Generated<number>;
  kind: EscrowAccountKindId;
  owner_id: number;
  /** bigint: read as a string by the drivers. */
  balance: ColumnType<string, string | number | undefined, string | number>;
  modified: GeneratedTimestamp;
}

/** Append-only. */
export interface EscrowTransactionsTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  kind: EscrowTransactionKindId;
  third_party_payment_id: number | null;
  milestone_id: number | null;
  dedupe_key: string;
  operator_id: number | null;
  note: Generated<string>;
  created: GeneratedTimestamp;
}

/** Append-only; a transaction's entries sum to zero (checked at commit). */
export interface EscrowEntriesTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, string | number, never>;
  account_id: number;
  amount: number;
  /** bigint: read as a string by the drivers. */
  balance_after: ColumnType<string, string | number, never>;
  created: GeneratedTimestamp;
}

/** The buyer of an e-invoice as the sale kept it (0077): the 統一編號 masked, the whole one encrypted beside it. */
export interface EinvoiceBuyer {
  carrier_type: 'member' | 'mobile' | 'certificate' | 'donation' | 'company';
  carrier: string | null;
  donation_code: string | null;
  unified_number: string | null;
  title: string | null;
}

/** One line of an e-invoice: whole NT$, tax included. */
export interface EinvoiceItem {
  name: string;
  count: number;
  word: string;
  price: number;
  amount: number;
}

export type EinvoiceStatus = 'pending' | 'issued' | 'voided' | 'cancelled' | 'off';
export type EinvoiceTaxType = '1' | '2' | '3';

/** An e-invoice of a sale (0077): written with the sale, issued, voided or cancelled by the issue-einvoices job. */
export interface EinvoicesTable {
  id: Generated<number>;
  user_id: number;
  credit_purchase_id: number | null;
  /** A safety payment's platform fee (0085). */
  third_party_payment_id: ColumnType<number | null, number | null | undefined, number | null>;
  relate_number: string;
  status: ColumnType<EinvoiceStatus, EinvoiceStatus | undefined, EinvoiceStatus>;
  buyer: ColumnType<EinvoiceBuyer, string, string>;
  unified_number_encrypted: string | null;
  items: ColumnType<EinvoiceItem[], string, string>;
  amount: number;
  tax_type: ColumnType<EinvoiceTaxType, EinvoiceTaxType | undefined, EinvoiceTaxType>;
  invoice_number: string | null;
  invoice_date: Date | null;
  random_number: string | null;
  mailed_at: Date | null;
  void_requested_at: Date | null;
  void_reason: string | null;
  voided_at: Date | null;
  last_error: string | null;
  attempts: Generated<number>;
  /** null: due at the job's next run. */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** One refund of a credit purchase, whole or part (0085). */
export interface CreditPurchaseRefundsTable {
  id: Generated<number>;
  credit_purchase_id: number;
  wallet_entry_id: ColumnType<string | null, string | number | null, string | number | null>;
  amount: number;
  credit: number;
  method: 'gateway' | 'transfer';
  reason: string;
  operator_id: number | null;
  created: GeneratedTimestamp;
}

/** An allowance (折讓) on an issued e-invoice (0077). */
export interface EinvoiceAllowancesTable {
  id: Generated<number>;
  einvoice_id: number;
  amount: number;
  reason: string;
  status: ColumnType<'pending' | 'issued', 'pending' | 'issued' | undefined, 'pending' | 'issued'>;
  allowance_number: string | null;
  allowance_date: Date | null;
  last_error: string | null;
  attempts: Generated<number>;
  /** null: due at the job's next run. */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created: GeneratedTimestamp;
  modified: GeneratedTimestamp;
}

/** The escrow's daily reconciliation, one row per Taipei day checked (0081). */
export interface EscrowReconciliationsTable {
  /** YYYY-MM-DD, a Taipei day. */
  day: string;
  /** bigint: read as a string by the drivers. */
  trust_cash: ColumnType<string, string | number, string | number>;
  owed: ColumnType<string, string | number, string | number>;
  gateway_count: number;
  gateway_amount: ColumnType<string, string | number, string | number>;
  ledger_amount: ColumnType<string, string | number, string | number>;
  mismatches: ColumnType<ReconciliationMismatch[], string, string>;
  balanced: boolean;
  checked_at: GeneratedTimestamp;
}

/** The slot a shop order reserves (0094): live while its order is not cancelled. */
export interface NshopOrderReservationsTable {
  nshop_order_id: number;
  shop_item_id: number;
  pro_user_id: number;
  quote_service_id: number;
  begin_time: Date;
  end_time: Date;
  created: GeneratedTimestamp;
}

/** One risk decision at login (migration 0097). */
export interface LoginRiskChecksTable {
  id: Generated<number>;
  user_id: number;
  decision: LoginRiskDecision;
  /** numeric: read back as text. */
  score: ColumnType<string | null, number | null, number | null>;
  provider_state: string | null;
  provider_id: string | null;
  ip: string;
  device_id: string | null;
  error: string | null;
  created: GeneratedTimestamp;
}

/** A partner's user linked to an account (migration 0108). */
export interface PartnerAccountsTable {
  id: Generated<number>;
  partner_id: string;
  partner_user_id: string;
  user_id: number;
  created: GeneratedTimestamp;
}

/** A partner token already used to sign in, kept until it expires (0108). */
export interface PartnerTokenUsesTable {
  partner_id: string;
  jti: string;
  expires_at: Date;
}

/** A partner user waiting to be linked to an account by a phone code (0108). */
export interface PartnerLinkChallengesTable {
  id: Generated<number>;
  link_hash: string;
  partner_id: string;
  partner_user_id: string;
  user_id: number;
  otp_hash: string;
  expires_at: Date;
  consumed_at: Date | null;
}
