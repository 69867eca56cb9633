import type { FastifyInstance } from 'fastify';
import { type Adapters, buildAdapters, type CompositionDeps } from './composition-adapters';
import { OtpService } from './features/otp';
import { PartnerSignIn } from './features/partners';
import { type BidCardChecks, BidsService, ContactChargeService, LeadsService } from './features/bids';
import { EinvoiceService } from './features/einvoices';
import { insertReview } from './features/feedbacks';
import { JobCenterService } from './features/job-center';
import { AutoQuoteService } from './features/quote-templates';
import { CalendarService, ReservesService } from './features/calendar';
import { BookingFeedsService, BookingServerService, GreserveNotifier, GreserveService } from './features/reserve';
import { CatalogueService } from './features/catalogue';
import { ContentService } from './features/content';
import { DiscoveryService } from './features/discovery';
import { LOCALE_RELOAD_MS, LocaleFiles } from './features/locales';
import { MediaService, PhotoLikesService } from './features/media';
import { ShopItemsService } from './features/shop-items';
import { ShopFeedbacksService } from './features/shop-feedbacks';
import { ShopOrderMessagesService, ShopOrderNotifier, ShopOrdersService } from './features/shop-orders';
import { ShopPublicService } from './features/shop-public';
import { MessageMailer, MessagesService, QuoteNotifier } from './features/messages';
import { CallsService } from './features/calls';
import { VoiceAppointmentsService } from './features/voice-appointments';
import { PushSender } from './features/push';
import { CardPurchaseService, CardsService, EcpayService, PurchasesService, requireCardForContactCharge, requireCardForSwitch } from './features/payments';
import { RequestCreationService, RequestsService } from './features/requests';
import { mayReceivePayments, payoutAccountOf } from './features/charge-applications';
import { SAFETY_PAY_CALLBACK_PATHS, SafetyPaymentNotifier, SafetyPaymentRefundsService, SafetyPaymentReleaseService, SafetyPaymentsPayService, SafetyPaymentsService, ShopOrderPayments } from './features/safety-payments';
import { TrustFundService } from './features/trust-fund';
import { BaseAddressService, DemandService, DrawnAreaService, ServicePartsService, ServicesService } from './features/services';
import { AutoTopupService } from './features/auto-topup';
import { ContactMessagesService } from './features/contact';
import { ServiceReportsService } from './features/service-reports';
import { ContactInboxService, DashboardService, FinanceService, ModerationService, OpsRefundDisputesService, OpsServiceReportsService, OpsService, PayoutBatchesService } from './features/ops';
import { dataCipherOf } from './lib/data-encryption';
import type { ChangeFeed } from './lib/change-feed';
import { DataVersions } from './lib/data-versions';
import { CARD_CALLBACK_PATHS } from './adapters/payments/create-card-gateway';
import type { Config } from './config';

export type { Adapters, CompositionDeps } from './composition-adapters';
/** The job center as the routes that invite a pro see it (the consumer's request form). */

/** The services the server-rendered pages read (catalogue, content, pro lists, translations). */
export interface Services {
  catalogue: CatalogueService;
  content: ContentService;
  discovery: DiscoveryService;
  /** The shop's public side: items on sale (product pages, category and home lists) and favourites (docs/shop.md). */
  shopPublic: ShopPublicService;
  /** The translation files served per namespace and language (and their content hashes). */
  locales: LocaleFiles;
}

/** Every adapter and service of the app, each built once; route plugins get theirs as options. */
export interface Composition extends Services {
  adapters: Adapters;
  /** Messages by topic to every copy of the server (LISTEN/NOTIFY), e.g. data versions. */
  feed: ChangeFeed;
  otp: OtpService;
  /** Signing in through a partner app's token (docs/partners.md). */
  partnerSignIn: PartnerSignIn;
  /** The pro's own services (quote_services) and their parts. */
  quoteServices: ServicesService;
  serviceParts: ServicePartsService;
  drawnAreas: DrawnAreaService;
  baseAddresses: BaseAddressService;
  demand: DemandService;
  media: MediaService;
  photoLikes: PhotoLikesService;
  bids: BidsService;
  contact: ContactChargeService;
  /** The card checks before pay-on-contact quotes, for the bid routes. */
  bidCards: BidCardChecks;
  jobCenter: JobCenterService;
  /** A pro's view of one of their leads. */
  leads: LeadsService;
  autoQuote: AutoQuoteService;
  requests: RequestsService;
  requestCreation: RequestCreationService;
  messages: MessagesService;
  /** Voice calls between a quote's parties (docs/voice.md). */
  calls: CallsService;
  /** Voice appointments between a quote's parties, and their reminders (docs/voice.md). */
  voiceAppointments: VoiceAppointmentsService;
  /** New quotes, hires and messages told by e-mail and web push. */
  quoteNotifier: QuoteNotifier;
  /** The unread-message e-mails. */
  messageMailer: MessageMailer;
  calendar: CalendarService;
  reserves: ReservesService;
  /** The maps service's booking server (Reserve with Google) and the pro's side of it. */
  bookingServer: BookingServerService;
  greserve: GreserveService;
  /** The maps service's feeds, written by the booking-feeds job. */
  bookingFeeds: BookingFeedsService;
  purchases: PurchasesService;
  cardPurchases: CardPurchaseService;
  cards: CardsService;
  autoTopup: AutoTopupService;
  ecpayPurchases: EcpayService;
  /** The operator console: its login, audit log and wallet adjustments. */
  ops: OpsService;
  /** The contact page's messages, and the console's inbox that answers them by e-mail. */
  contactMessages: ContactMessagesService;
  contactInbox: ContactInboxService;
  /** Reports on pros' public profiles, filed in the console's service reports queue. */
  serviceReports: ServiceReportsService;
  dashboard: DashboardService;
  /** The console's moderation: reports, a user's standing, hidden content. */
  moderation: ModerationService;
  opsServiceReports: OpsServiceReportsService;
  /** The console's finance: purchase refunds, the reconciliation, the totals. */
  finance: FinanceService;
  /** Safety payments: payment requests held in trust. */
  safetyPayments: SafetyPaymentsService;
  /** E-invoices of sales: issued, voided and allowed by the issue-einvoices job. */
  einvoices: EinvoiceService;
  /** Paying safety payments: card, CVS code, ATM account, and the gateways' word that the money arrived. */
  safetyPaymentsPay: SafetyPaymentsPayService;
  /** Safety payments' releases: the consumer's approval, the completion report, the auto release and its reminders. */
  safetyPaymentReleases: SafetyPaymentReleaseService;
  /** The console's daily payout batches of the trust account. */
  payoutBatches: PayoutBatchesService;
  /** Safety payments' refunds and disputes (the console decides disputes through it). */
  safetyPaymentRefunds: SafetyPaymentRefundsService;
  /** The console's refund disputes. */
  refundDisputes: OpsRefundDisputesService;
  /** The trust fund query of safety payments. */
  trustFund: TrustFundService;
  /** The pro's shop items (docs/shop.md). */
  shopItems: ShopItemsService;
  shopOrders: ShopOrdersService;
  /** Reviews of completed shop orders and the pro's comments (docs/shop.md "Reviews"). */
  shopFeedbacks: ShopFeedbacksService;
  shopOrderMessages: ShopOrderMessagesService;
}

/**
 * The composition root: builds the adapters, then every service once, from the configuration.
 * `buildApp` calls it once; nothing else constructs a service.
 */
export async function compose(app: FastifyInstance, deps: CompositionDeps): Promise<Composition> {
  const adapters = await buildAdapters(app, deps);
  const { db, config, log, clock, storage, throttle, messaging } = adapters;
  // One cipher for every service that reads or writes the encrypted personal data.
  const cipher = dataCipherOf(config);
  // Public caches are keyed by the data versions, kept current through the change feed.
  const { feed } = adapters;
  await feed.start();
  const versions = new DataVersions(db, feed);
  versions.trackWrites(app);
  const catalogue = new CatalogueService(db, versions);
  // The e-mails of the safety payments' notifications (each step's notification is written with the step).
  const safetyPaymentNotifier = new SafetyPaymentNotifier({ messaging, publicUrl: config.publicUrl, log });
  const safetyPayments = new SafetyPaymentsService({
    db,
    config: config.safetyPayments,
    clock,
    notifier: safetyPaymentNotifier,
    mayReceivePayments: deps.mayReceivePayments ?? ((userId) => mayReceivePayments(db, userId)),
  });
  const safetyPaymentReleases = new SafetyPaymentReleaseService({
    db,
    config: config.safetyPayments,
    payments: safetyPayments,
    messaging,
    publicUrl: config.publicUrl,
    cipher,
    notifier: safetyPaymentNotifier,
    clock,
  });
  const bids = new BidsService({
    db,
    matching: config.matching,
    wallet: config.wallet,
    flags: config.flags,
    storage,
    writeReview: insertReview,
    clock,
    // The pro's completion report starts the auto-release clock of the bid's safety payments.
    afterWorkCompleted: (trx, bidId, now) => safetyPaymentReleases.reportCompletion(trx, bidId, now),
  });
  const contact = new ContactChargeService({ db, flags: config.flags, clock });
  const autoQuote = new AutoQuoteService({ db, bids, log, cards: config.cards, clock });
  const messages = new MessagesService({ db, flags: config.flags, storage, hub: adapters.hub, throttle, messagesPerMinute: config.messagesPerMinute, contact, clock });
  const calls = new CallsService({ db, messages, hub: adapters.hub, iceServers: config.iceServers, clock });
  const cardPurchases = new CardPurchaseService(adapters.card.deps);
  // A shop order is paid on the safety-payment rail; its payment moves the order (paid, expired) through these hooks.
  const shopOrders = new ShopOrdersService({
    db,
    payments: new ShopOrderPayments({ config: config.safetyPayments, releases: safetyPaymentReleases, gateway: adapters.card.gateway }),
    clock,
    applicationHours: config.shopOrderApplicationHours,
    notifier: new ShopOrderNotifier({ messaging, publicUrl: config.publicUrl, log, applicationHours: config.shopOrderApplicationHours }),
    log,
  });
  const safetyPaymentRefunds = new SafetyPaymentRefundsService({
    db,
    config: config.safetyPayments,
    cipher,
    gateway: adapters.card.gateway,
    notifier: safetyPaymentNotifier,
    clock,
  });
  const shopPublic = new ShopPublicService({ db, clock, catalogue, enabled: config.flags.shop });
  const otp = new OtpService(db, messaging, throttle, config.publicUrl, log, config.authSecret, clock);
  const reserves = new ReservesService(db);
  const greserveNotifier = new GreserveNotifier({ messaging, background: adapters.background, publicUrl: config.publicUrl });
  return {
    adapters,
    feed,
    catalogue,
    content: new ContentService(db, catalogue, config.supportEmail, config.flags.homeBlogs, clock),
    discovery: new DiscoveryService(db, catalogue),
    shopPublic,
    // Development reads the files on every call, so new keys show at once; elsewhere hourly.
    locales: new LocaleFiles(config.env === 'development' ? 0 : LOCALE_RELOAD_MS),
    otp,
    partnerSignIn: new PartnerSignIn(db, otp, clock),
    quoteServices: new ServicesService(db, config.wallet.welcomeCredit, clock),
    serviceParts: new ServicePartsService(db),
    drawnAreas: new DrawnAreaService(db, clock),
    baseAddresses: new BaseAddressService(db, log, adapters.geocoder, clock),
    demand: new DemandService(db, clock),
    media: new MediaService(db, storage),
    photoLikes: new PhotoLikesService(db),
    bids,
    contact,
    bidCards: {
      forContactCharge: (userId, bidId, contactCharge) => requireCardForContactCharge(db, userId, bidId, { is_contact_charge: contactCharge }, config.cards),
      forSwitch: (userId, bidId) => requireCardForSwitch(db, userId, bidId, config.cards),
    },
    // One job center for the pro's answers and the consumer's invitations: only an answer grants the welcome credit.
    jobCenter: new JobCenterService({ db, requestMaxQuotes: config.matching.requestMaxQuotes, welcomeCredit: config.wallet.welcomeCredit, clock }),
    leads: new LeadsService({ db, requestMaxQuotes: config.matching.requestMaxQuotes }),
    autoQuote,
    requests: new RequestsService(db, throttle, clock),
    requestCreation: new RequestCreationService({
      db,
      messaging,
      background: adapters.background,
      storage,
      matching: config.matching,
      throttle,
      requestLimits: config.requestLimits,
      publicUrl: config.publicUrl,
      log,
      clock,
      geocoder: adapters.geocoder,
      afterMatch: async (categoryId, leads) => {
        await autoQuote.quoteLeads(categoryId, leads);
      },
    }),
    messages,
    calls,
    voiceAppointments: new VoiceAppointmentsService({ db, messages, push: new PushSender({ db, config: config.push, log }), messaging, publicUrl: config.publicUrl, log, clock }),
    quoteNotifier: new QuoteNotifier({
      db,
      messaging,
      hub: adapters.hub,
      push: new PushSender({ db, config: config.push, log }),
      publicUrl: config.publicUrl,
      log,
    }),
    messageMailer: new MessageMailer({ db, messaging, publicUrl: config.publicUrl, log }),
    calendar: new CalendarService(db),
    reserves,
    bookingServer: new BookingServerService({ db, reserves, notifier: greserveNotifier }),
    greserve: new GreserveService({ db, notifier: greserveNotifier }),
    bookingFeeds: new BookingFeedsService({ db, reserves, dir: config.bookingFeedsDir, publicUrl: config.publicUrl }),
    purchases: new PurchasesService(db, clock),
    cardPurchases,
    cards: new CardsService(adapters.card.deps),
    autoTopup: new AutoTopupService({ db, purchases: cardPurchases, clock }),
    ecpayPurchases: new EcpayService(db, adapters.ecpay, log, clock),
    ops: new OpsService({ db, cipher, throttle, clock }),
    contactMessages: new ContactMessagesService({ db, throttle, messaging, background: adapters.background, clock, storage, publicUrl: config.publicUrl }),
    contactInbox: new ContactInboxService({ db, messaging, background: adapters.background, publicUrl: config.publicUrl }),
    serviceReports: new ServiceReportsService({ db, throttle, clock }),
    dashboard: new DashboardService({ db, clock }),
    opsServiceReports: new OpsServiceReportsService({ db, messaging, log }),
    moderation: new ModerationService({ db, clock, messaging, log, announceMessageChanged: (id) => messages.announceChanged(id) }),
    finance: new FinanceService({ db, gateway: adapters.card.gateway, cardProvider: adapters.card.provider }),
    safetyPayments,
    einvoices: new EinvoiceService({ db, provider: adapters.einvoice.provider, cipher, messaging, publicUrl: config.publicUrl, log }),
    safetyPaymentsPay: new SafetyPaymentsPayService({
      db,
      config: config.safetyPayments,
      card: { gateway: adapters.card.gateway, provider: adapters.card.provider, threeDomainSecureUrls: () => safetyPaymentCardUrls(adapters, config) },
      ecpay: adapters.ecpay,
      messaging,
      throttle,
      publicUrl: config.publicUrl,
      log,
      notifier: safetyPaymentNotifier,
      shopOrderHooks: {
        onPaid: (trx, orderId, now) => shopOrders.applyPaid(trx, orderId, now),
        onCodeExpired: (trx, orderId, now) => shopOrders.applyCodeExpired(trx, orderId, now),
      },
      clock,
    }),
    safetyPaymentReleases,
    payoutBatches: new PayoutBatchesService({ db, cipher, payoutAccountOf: deps.payoutAccountOf ?? ((userId) => payoutAccountOf(db, cipher, userId)),
      notifier: safetyPaymentNotifier,
    }),
    safetyPaymentRefunds,
    refundDisputes: new OpsRefundDisputesService(db, safetyPaymentRefunds, shopOrders),
    trustFund: new TrustFundService({ db }),
    shopItems: new ShopItemsService({ db, storage, clock }),
    shopOrders,
    shopFeedbacks: new ShopFeedbacksService({ db, storage, clock, isOnSale: (itemId) => shopPublic.isOnSale(itemId) }),
    shopOrderMessages: new ShopOrderMessagesService({ db, storage, hub: adapters.hub, messaging, publicUrl: config.publicUrl, log, clock }),
  };
}

/** The card gateway's 3-D Secure return and notify for safety payments: the wallet's addresses with this feature's paths. */
function safetyPaymentCardUrls(adapters: Adapters, config: Config): { returnUrl: string; notifyUrl: string } {
  const { notifyUrl } = adapters.card.deps.threeDomainSecureUrls();
  const notifyBase = notifyUrl.slice(0, notifyUrl.length - CARD_CALLBACK_PATHS.tappayNotify.length);
  return { returnUrl: `${config.publicUrl}${config.apiPrefix}${SAFETY_PAY_CALLBACK_PATHS.cardReturn}`, notifyUrl: `${notifyBase}${SAFETY_PAY_CALLBACK_PATHS.cardNotify}` };
}
