/**
 * Every error code and text of spec section 8, named once. Nothing else writes the bare number.
 * Several numbers mean different things in different calls (6 is "phone verification needed"
 * when quoting and "vendor already quoted" when responding), so codes are grouped by the call.
 */

/** Short error texts the API returns in `error` where the spec gives no number. */
export const ErrorText = {
  InvalidToken: 'invalid token',
  InvalidApiKey: 'invalid api key',
  InvalidPrice: 'invalid price',
  DateTimeMissing: 'date time missing',
  RatingIsZero: 'rating is zero',
  MessageEmpty: 'message must be non-empty',
  FileTooLarge: 'file size over 10 MB',
  BodyTooLarge: 'body too large',
  UnableToUpload: 'unable to upload',
  InvalidInput: 'invalid input',
  NotFound: 'not found',
  RateLimited: 'rate limited',
  ServerError: 'server error',
  UnknownError: 'unknown error',
  // Accounts (not in the spec's catalogue; short texts in the same style)
  InvalidCredentials: 'invalid credentials',
  WrongPassword: 'wrong password',
  AccountExists: 'account exists',
  InvalidCode: 'invalid code',
  CodeExpired: 'code expired',
  TooManyAttempts: 'too many attempts',
  ResendTooSoon: 'resend too soon',
  InvalidHash: 'invalid hash',
  PasswordRequired: 'password required',
  ProviderNotConfigured: 'provider not configured',
  InvalidSocialToken: 'invalid social token',
  SocialAccountTaken: 'social account taken',
  PhoneTaken: 'phone taken',
  ReauthRequired: 'reauth required',
  /** A login that looked risky: a one-time code is needed before the session is made. */
  LoginCodeRequired: 'login code required',
  /** A login refused by the risk check; support has been told. */
  LoginRefused: 'login refused',
  LastLoginMethod: 'last login method',
  /** A signed-in operator whose role may not do this (operator console). */
  Forbidden: 'forbidden',
  /** A suspended account signing in (moderation). */
  AccountSuspended: 'account suspended',
  /** A banned account signing in (moderation). */
  AccountClosed: 'account closed',
  // Requests and matching
  RequestQuoteLimit: 'request quote limit',
  RequestClosed: 'request closed',
  // Quote bids
  ActionNotAllowed: 'action not allowed',
  /** `completed` before the booked day without `confirm_early=1`. */
  EarlyCompletionUnconfirmed: 'early completion unconfirmed',
  // Messages
  UserBlocked: 'user blocked',
} as const;
export type ErrorTextValue = (typeof ErrorText)[keyof typeof ErrorText];

/** Sending a quote (change_status/rating). */
export const QuoteError = {
  CreditCardNeeded: 2,
  PhoneVerificationNeeded: 6,
  NotEnoughCredit: 10,
  ForeignCardNotSupported: 211,
  CategoryLimitation: 690,
} as const;

/** Switching a pay-on-contact quote to a manual quote. */
export const SwitchToManualQuoteError = {
  PaymentFailed: 4,
  AlreadyContacted: 6,
  PhoneVerificationNeeded: 16,
  ForeignCardNotSupported: 211,
  CategoryLimitation: 690,
} as const;

/** A pro responding to a request (job center, narrow match). */
export const RespondError = {
  VendorAlreadyQuoted: 6,
  NotEnoughAutoQuoteBudget: 9,
  PaymentFailed: 10,
  ForeignCardNotSupported: 211,
  CategoryLimitation: 690,
  CategoryQualification: 251,
} as const;

/** want_to_contact_provider: 17 (already contacted) is tolerated by the client. */
export const ContactProviderError = { Tolerated: 17 } as const;

/** Posting a matched case. */
export const MatchedCaseError = { PhoneVerificationNeeded: 614 } as const;

/** Shop item edit, 801-817 and 823-826, in the spec's order. */
export const ShopItemError = {
  ItemNotFound: 801,
  ItemNotOwned: 802,
  BadName: 803,
  BadDescription: 804,
  BadTravelPreference: 805,
  BadServiceArea: 806,
  BadServiceType: 807,
  BadServiceInfo: 808,
  BadPlan: 809,
  PlanName: 810,
  PlanDescription: 811,
  PlanPrice: 812,
  PlanServiceType: 813,
  PhotoError: 814,
  PhotoOperation: 815,
  PhotoOrder: 816,
  PhotoUrl: 817,
  QuantityFlag: 823,
  RemainingQuantity: 824,
  Keyword: 825,
  ReservationFlag: 826,
} as const;

/** Shop feedback. */
export const ShopFeedbackError = {
  ItemMissing: 840,
  OrderNotCompleted: 850,
  BadScore: 851,
  BadText: 852,
  BadAttachments: 853,
  OrderItemMissing: 854,
} as const;

/** Codes the shop comment call returns. */
export const SHOP_COMMENT_CODES = [
  ShopFeedbackError.ItemMissing,
  ShopFeedbackError.BadText,
  ShopFeedbackError.OrderItemMissing,
] as const;
/** Codes the shop chat call returns. */
export const SHOP_CHAT_CODES = [ShopItemError.ItemNotFound, ShopFeedbackError.ItemMissing] as const;

/** A shop order's messages (the spec's "Chat codes: 801, 840"). */
export const ShopOrderChatError = {
  /** The order does not exist or is not the caller's (404). */
  OrderNotFound: ShopItemError.ItemNotFound,
  /** The message is empty or too long (400). */
  BadMessage: ShopFeedbackError.ItemMissing,
} as const;

export type ErrorCode = number | ErrorTextValue;
