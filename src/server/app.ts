import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../domain/errors/app-error';
import { ErrorText } from '../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../domain/errors/messages';
import { applyZhTwValidationMessages } from '../domain/validation/zod-locale';
import { type Clock, systemClock } from './adapters/clock';
import type { Messaging } from './adapters/messaging/messaging';
import { compose } from './composition';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connection';
import { authRoutes, socialRoutes } from './features/auth';
import { catalogueRoutes } from './features/catalogue';
import { contentRoutes } from './features/content';
import { devOutboxPage, devOutboxRoutes } from './features/dev';
import { discoveryRoutes, seoRoutes } from './features/discovery';
import { healthRoutes } from './features/health';
import { clientErrorsRoutes } from './features/client-errors';
import { localesRoutes } from './features/locales';
import { ecpayPlugin, ecpayRoutes, purchasesRoutes, cardPaymentsPlugin, stripesRoutes, tapPayRoutes, packagesRoutes } from './features/payments';
import { otpRoutes } from './features/otp';
import { ibonOrdersRoutes, partnerEntryPlugin, partnerOffersRoutes, partnerReportRoutes, partnerShellRoutes } from './features/partners';
import { requestsRoutes } from './features/requests';
import { bidsRoutes, leadDetailRoutes } from './features/bids';
import { jobCenterRoutes } from './features/job-center';
import { autoQuoteRoutes, templatesRoutes } from './features/quote-templates';
import { feedbacksRoutes } from './features/feedbacks';
import { calendarRoutes } from './features/calendar';
import { voiceAppointmentRoutes } from './features/voice-appointments';
import { bookingServerPlugin, greserveRoutes } from './features/reserve';
import { freeCreditsRoutes } from './features/free-credits';
import { invoiceRoutes } from './features/invoices';
import { businessLoansRoutes } from './features/business-loans';
import { type MayReceivePayments, safetyPaymentRefundRoutes, safetyPaymentReleaseRoutes, safetyPaymentsCallbacksPlugin, safetyPaymentsPayRoutes, safetyPaymentsRoutes } from './features/safety-payments';
import { trustFundRoutes } from './features/trust-fund';
import { referralsRoutes } from './features/referrals';
import { autoTopupRoutes } from './features/auto-topup';
import { transactionsRoutes } from './features/wallet';
import { type WebAssets, pagesPlugin } from './features/pages';
import { privateFilesPlugin, uploadsPlugin } from './features/uploads';
import { usersRoutes } from './features/users';
import { messagesRoutes, messagesSocket } from './features/messages';
import { callSocketHandler } from './features/calls';
import { pushRoutes, pushWorkerPlugin } from './features/push';
import { servicesRoutes } from './features/services';
import { mediaRoutes } from './features/media';
import { certificatesRoutes, certificateFilesPlugin } from './features/certificates';
import { chargeApplicationsRoutes } from './features/charge-applications';
import { shopCategoriesRoutes } from './features/shop-categories';
import { shopFeedbacksRoutes } from './features/shop-feedbacks';
import { shopItemsRoutes } from './features/shop-items';
import { shopOrderMessagesRoutes, shopOrderReservationsRoutes, shopOrdersRoutes } from './features/shop-orders';
import { shopPublicRoutes } from './features/shop-public';
import { blockingRoutes } from './features/blocking';
import {
  catalogueAdminRoutes,
  contentPagesRoutes,
  certificateDocumentsForReviewers,
  contactInboxRoutes,
  dashboardRoutes,
  financeRoutes, einvoiceFailuresRoutes,
  jobsRoutes,
  loginRiskRoutes,
  moderationRoutes,
  opsCertificatesRoutes,
  opsChargeApplicationsRoutes,
  opsShopItemsRoutes,
  opsServiceReportsRoutes,
  chargeApplicationFilesPlugin,
  contactAttachmentFilesPlugin,
  opsContentRoutes,
  opsRefundDisputesRoutes,
  opsRoutes,
  opsUsersRoutes,
  queueRoutes,
  payoutBatchesRoutes,
  type PayoutAccountOf,
} from './features/ops';
import { dataCipherOf } from './lib/data-encryption';
import { contactRoutes } from './features/contact';
import { serviceReportsRoutes } from './features/service-reports';
import { einvoiceSandboxPlugin } from './features/einvoices';
import { jobsPlugin } from './jobs/jobs.plugin';
import { loggerOptions } from './logger';
import { installApiKeyCheck } from './plugins/api-key';
import { bodyParsingPlugin } from './plugins/body-parsing';
import { installApiErrorHandlers, sendError } from './plugins/errors';
import { isOpenapiPath, openapiPlugin } from './plugins/openapi';
import { sessionPlugin } from './plugins/session';
import './types';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The built web app; without it only the API is served (API-only deployments). */
  web?: WebAssets | undefined;
  /** E-mail and SMS senders; by default chosen from the configuration. */
  messaging?: Messaging | undefined;
  /** Where the log lines go instead of stdout (tests read them); ignored with LOG_FILE. */
  logStream?: DestinationStream | undefined;
  /** What time it is; the system clock unless a test pins it. */
  clock?: Clock | undefined;
  /** Whether a pro may receive safety payments; see CompositionDeps. */
  mayReceivePayments?: MayReceivePayments | undefined;
  /** Where a pro's payouts go; see CompositionDeps. */
  payoutAccountOf?: PayoutAccountOf | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const HSTS = 'max-age=31536000; includeSubDomains';
// Built files and uploaded pictures are static: the global rate limit guards dynamic work.
const UNLIMITED_PREFIXES = ['/assets/', '/uploads/'];

/** Builds the whole app: API under the prefix, then the web pages. Tests build it too. */
export async function buildApp({ config, database, web, messaging, logStream, clock, mayReceivePayments, payoutAccountOf }: AppDeps): Promise<FastifyInstance> {
  applyZhTwValidationMessages();
  const logger = loggerOptions(config);
  const app = Fastify({
    logger: logStream && typeof logger === 'object' && !('transport' in logger) ? { ...logger, stream: logStream } : logger,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // A malformed percent-encoding in the path is refused before routing: answer it in the envelope, in zh-TW.
    frameworkErrors: (error, request, reply) => {
      sendError(reply, request, error.code === 'FST_ERR_BAD_URL' ? AppError.invalid([{ field: 'url', message: '網址中有無效的編碼' }]) : error);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);
  // One clock for the routes, the services and the jobs (tests pin it).
  const appClock = clock ?? systemClock;
  app.decorate('clock', appClock);
  // Cheap headers on every answer (API JSON, callbacks, the socket's refusals); helmet, which
  // costs more, adds the rest to pages only.
  const production = config.env === 'production';
  // A callback hook, not an async one: every answer passes here, and a promise each costs more.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (production && !reply.hasHeader('strict-transport-security')) reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
  // Outside the API (callbacks, ECPay, the socket, files, pages) errors get the same envelope:
  // an unexpected one is a logged 500 with a reference, never its message.
  app.setErrorHandler((error, request, reply) => sendError(reply, request, error));
  app.setNotFoundHandler((request, reply) => sendError(reply, request, AppError.notFound('找不到這個頁面。')));
  if (config.rateLimitPerMinute > 0) {
    // A flood guard per server copy, in memory: every route registered after this counts.
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => request.method === 'GET' && UNLIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', ErrorText.RateLimited, ERROR_TEXT_MESSAGES[ErrorText.RateLimited]!, {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  }

  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(sessionPlugin);
  // Every adapter and service, once; the card gateway's local fake (sandbox mode) mounts here.
  const services = await compose(app, { config, database, messaging, clock: appClock, mayReceivePayments, payoutAccountOf });
  const { adapters } = services;
  app.sessionCache.follow(adapters.feed);
  app.decorate('messaging', adapters.messaging);
  app.decorate('throttle', adapters.throttle);
  app.decorate('background', adapters.background);
  app.addHook('onClose', async () => app.background.idle());
  // The card services and the gateway's callbacks, before the API.
  const { card } = adapters;
  await app.register(cardPaymentsPlugin, { cardPurchases: services.cardPurchases, cards: services.cards, gateway: card.gateway, sandbox: card.sandbox, provider: card.provider });

  await app.register(
    async (api) => {
      installApiErrorHandlers(api);
      // A browser opening the docs page cannot send the key; calls made from it still need one.
      installApiKeyCheck(api, config.apiKey, config.apiPrefix, config.openapiDocs ? isOpenapiPath : undefined);
      await api.register(bodyParsingPlugin);
      // First, so the document sees every API route registered after it.
      if (config.openapiDocs) await api.register(openapiPlugin, { version: config.release });
      await api.register(healthRoutes);
      await api.register(catalogueRoutes, { catalogue: services.catalogue });
      await api.register(contentRoutes, { content: services.content });
      await api.register(usersRoutes, { storage: adapters.storage });
      await api.register(authRoutes, { storage: adapters.storage, otp: services.otp, loginRisk: adapters.loginRisk });
      await api.register(otpRoutes, { otp: services.otp });
      await api.register(socialRoutes);
      await api.register(partnerShellRoutes);
      await api.register(partnerOffersRoutes);
      await api.register(ibonOrdersRoutes);
      await api.register(devOutboxRoutes);
      await api.register(requestsRoutes, { jobCenter: services.jobCenter, creation: services.requestCreation, requests: services.requests });
      await api.register(bidsRoutes, { bids: services.bids, contact: services.contact, cards: services.bidCards });
      await api.register(jobCenterRoutes, { bids: services.bids, jobCenter: services.jobCenter });
      await api.register(leadDetailRoutes, { leads: services.leads });
      await api.register(templatesRoutes, { storage: adapters.storage });
      await api.register(autoQuoteRoutes, { autoQuote: services.autoQuote });
      await api.register(feedbacksRoutes);
      await api.register(calendarRoutes, { calendar: services.calendar, reserves: services.reserves, clock: appClock });
      await api.register(greserveRoutes, { greserve: services.greserve, clock: appClock });
      await api.register(voiceAppointmentRoutes, { appointments: services.voiceAppointments });
      await api.register(invoiceRoutes);
      await api.register(freeCreditsRoutes);
      await api.register(referralsRoutes);
      await api.register(packagesRoutes);
      await api.register(transactionsRoutes);
      await api.register(tapPayRoutes);
      await api.register(stripesRoutes);
      await api.register(autoTopupRoutes, { autoTopup: services.autoTopup });
      await api.register(discoveryRoutes, { discovery: services.discovery });
      await api.register(messagesRoutes, { messages: services.messages, hub: adapters.hub, notifier: services.quoteNotifier });
      await api.register(purchasesRoutes, { purchases: services.purchases });
      await api.register(ecpayRoutes, { service: services.ecpayPurchases });
      await api.register(servicesRoutes, { services: services.quoteServices, parts: services.serviceParts, drawnAreas: services.drawnAreas, baseAddresses: services.baseAddresses, demand: services.demand });
      await api.register(mediaRoutes, { media: services.media, likes: services.photoLikes });
      await api.register(certificatesRoutes);
      await api.register(chargeApplicationsRoutes);
      await api.register(blockingRoutes);
      await api.register(clientErrorsRoutes);
      await api.register(pushRoutes);
      await api.register(opsRoutes, { ops: services.ops });
      await api.register(queueRoutes);
      await api.register(opsCertificatesRoutes);
      await api.register(opsChargeApplicationsRoutes);
      await api.register(opsUsersRoutes);
      await api.register(loginRiskRoutes);
      await api.register(contactInboxRoutes, { inbox: services.contactInbox });
      await api.register(opsContentRoutes);
      await api.register(contactRoutes, { contactMessages: services.contactMessages });
      await api.register(serviceReportsRoutes, { serviceReports: services.serviceReports });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(jobsRoutes, { dashboard: services.dashboard });
      await api.register(moderationRoutes, { moderation: services.moderation });
      await api.register(financeRoutes, { finance: services.finance });
      await api.register(partnerReportRoutes);
      // The release route first: its fixed action segment is matched before change_status/:action.
      await api.register(safetyPaymentReleaseRoutes, { releases: services.safetyPaymentReleases });
      await api.register(safetyPaymentsRoutes, { safetyPayments: services.safetyPayments });
      await api.register(einvoiceFailuresRoutes);
      await api.register(safetyPaymentsPayRoutes, { pay: services.safetyPaymentsPay });
      await api.register(payoutBatchesRoutes, { payouts: services.payoutBatches });
      await api.register(safetyPaymentRefundRoutes, { refunds: services.safetyPaymentRefunds });
      await api.register(opsRefundDisputesRoutes, { disputes: services.refundDisputes });
      await api.register(businessLoansRoutes);
      await api.register(trustFundRoutes, { trustFund: services.trustFund });
      await api.register(catalogueAdminRoutes);
      await api.register(shopItemsRoutes, { shopItems: services.shopItems });
      await api.register(shopOrdersRoutes, { shopOrders: services.shopOrders });
      await api.register(shopOrderReservationsRoutes, { shopOrders: services.shopOrders, clock: appClock });
      await api.register(shopOrderMessagesRoutes, { orderMessages: services.shopOrderMessages });
      await api.register(shopCategoriesRoutes);
      await api.register(shopPublicRoutes, { shopPublic: services.shopPublic });
      await api.register(shopFeedbacksRoutes, { shopFeedbacks: services.shopFeedbacks });
      await api.register(opsShopItemsRoutes);
      await api.register(opsServiceReportsRoutes, { reports: services.opsServiceReports });
      await api.register(contentPagesRoutes, { storage: adapters.storage });
    },
    { prefix: config.apiPrefix },
  );

  // Before the web pages' catch-all; neither exists in production.
  await app.register(devOutboxPage);
  // Partner apps' way in (PARTNERS_FILE); before the web pages' catch-all.
  await app.register(partnerEntryPlugin, { signIn: services.partnerSignIn });
  await app.register(uploadsPlugin);
  // Message and quote attachments and request photos: for the people who may see them only.
  await app.register(privateFilesPlugin, { storage: adapters.privateStorage, legacy: adapters.legacyUploads });
  // Certificate documents: private, for their owner and console operators who review certificates only.
  await app.register(certificateFilesPlugin, { readAsReviewer: certificateDocumentsForReviewers(app.db, dataCipherOf(app.config)) });
  // Charge application documents: for their owner and console operators who review applications only.
  await app.register(chargeApplicationFilesPlugin);
  // Contact-page attachments: for console operators who answer contact messages only, each read audited.
  await app.register(contactAttachmentFilesPlugin, { storage: adapters.privateStorage });
  // The socket also carries the call session of voice calls (docs/voice.md).
  await app.register(messagesSocket, { hub: adapters.hub, feed: adapters.feed, clients: callSocketHandler(services.calls, app.log) });
  await app.register(pushWorkerPlugin);
  // ECPay's webhooks (signed, no API key) and the sandbox under /sandbox-gateway/ecpay.
  await app.register(ecpayPlugin, { gateway: adapters.ecpay, service: services.ecpayPurchases });
  // The e-invoice sandbox under /sandbox-gateway/einvoice (EINVOICE_PROVIDER=sandbox).
  await app.register(einvoiceSandboxPlugin, { gateway: adapters.einvoice });
  // The gateways' word on safety payments (ECPay signed, card results asked of the gateway), no API key.
  await app.register(safetyPaymentsCallbacksPlugin, { prefix: config.apiPrefix, pay: services.safetyPaymentsPay, ecpay: adapters.ecpay });
  // The maps service's booking server (HTTP Basic, no API key): /booking-server/v3/{Method}.
  await app.register(bookingServerPlugin({ credentials: config.flags.mapsReservation ? config.bookingServer : undefined, bookingServer: services.bookingServer, clock: appClock }));
  await app.register(seoRoutes, { services });
  // Translations per namespace and language (spec section 9), before the pages' catch-all.
  await app.register(localesRoutes, { files: services.locales });
  if (web) await app.register(pagesPlugin, { web, services });
  await app.register(jobsPlugin, { engine: database.engine, services: { ...services, db: database.db } });
  return app;
}
