import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Engine } from '../db/connection';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ContactChargeService } from '../features/bids';
import type { MessageMailer, QuoteNotifier } from '../features/messages';
import type { AutoTopupService } from '../features/auto-topup';
import type { EinvoiceService } from '../features/einvoices';
import type { SafetyPaymentReleaseService, SafetyPaymentsPayService } from '../features/safety-payments';
import type { PayoutBatchesService } from '../features/ops';
import type { ShopOrderMessagesService, ShopOrdersService } from '../features/shop-orders';
import type { BookingFeedsService } from '../features/reserve';
import { bookingFeedsJob } from './booking-feeds.job';
import type { CallsService } from '../features/calls';
import type { VoiceAppointmentsService } from '../features/voice-appointments';
import { autoTopupJob } from './auto-topup.job';
import { escrowReconciliationJob } from './escrow-reconciliation.job';
import { expireFreeCreditsJob } from './expire-free-credits.job';
import { expireUnpaidPurchasesJob } from './expire-unpaid-purchases.job';
import { issueEinvoicesJob } from './issue-einvoices.job';
import { createJobLock } from './job-lock';
import { createJobRunRecorder } from './job-runs';
import { liftExpiredSuspensionsJob } from './lift-expired-suspensions.job';
import { quoteNotificationsJob } from './quote-notifications.job';
import { refundUnopenedQuotesJob } from './refund-unopened-quotes.job';
import { payoutBatchJob } from './payout-batch.job';
import { safetyPaymentExpiryJob } from './safety-payment-expiry.job';
import { safetyPaymentReleaseJob } from './safety-payment-release.job';
import { shopOrderApplicationsJob, shopOrderMessageMailJob } from './shop-order-applications.job';
import { type Job, JobScheduler } from './scheduler';
import { unreadMessageMailJob } from './unread-message-mail.job';
import { voiceCallsJob } from './voice.job';
import { voiceAppointmentRemindersJob } from './voice-appointments.job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; running on their schedule unless JOBS_ENABLED=0 (tests run them on demand). */
    jobs: JobScheduler;
  }
}

/** What the jobs call: services from the composition root. */
export interface JobServices {
  db: Kysely<Database>;
  quoteNotifier: Pick<QuoteNotifier, 'sweep'>;
  messageMailer: Pick<MessageMailer, 'sweep'>;
  contact: Pick<ContactChargeService, 'refundUnopenedQuotes'>;
  autoTopup: Pick<AutoTopupService, 'sweep'>;
  einvoices: Pick<EinvoiceService, 'sweep'>;
  safetyPaymentReleases: Pick<SafetyPaymentReleaseService, 'autoReleaseDue' | 'sendReminders'>;
  safetyPaymentsPay: Pick<SafetyPaymentsPayService, 'expireCodes'>;
  payoutBatches: Pick<PayoutBatchesService, 'build'>;
  shopOrders: Pick<ShopOrdersService, 'resolveUnanswered' | 'remindUnanswered'>;
  shopOrderMessages: Pick<ShopOrderMessagesService, 'mailUnread'>;
  bookingFeeds: Pick<BookingFeedsService, 'write'>;
  calls: Pick<CallsService, 'sweep'>;
  voiceAppointments: Pick<VoiceAppointmentsService, 'remind'>;
  /** Where a job reports what operators must look at (the escrow's differences). */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Every background job of the app. */
export function appJobs({ db, quoteNotifier, messageMailer, contact, autoTopup, einvoices, safetyPaymentReleases, safetyPaymentsPay, payoutBatches, shopOrders, shopOrderMessages, bookingFeeds, calls, voiceAppointments, log }: JobServices): Job[] {
  return [
    quoteNotificationsJob({ notifier: quoteNotifier }),
    unreadMessageMailJob({ mailer: messageMailer }),
    expireUnpaidPurchasesJob({ db }),
    refundUnopenedQuotesJob({ contactCharges: contact }),
    autoTopupJob({ autoTopup }),
    expireFreeCreditsJob({ db }),
    issueEinvoicesJob({ einvoices }),
    liftExpiredSuspensionsJob({ db }),
    safetyPaymentReleaseJob({ releases: safetyPaymentReleases }),
    safetyPaymentExpiryJob({ payments: safetyPaymentsPay }),
    payoutBatchJob({ payouts: payoutBatches }),
    escrowReconciliationJob({ db, log }),
    shopOrderApplicationsJob({ orders: shopOrders }),
    shopOrderMessageMailJob({ messages: shopOrderMessages }),
    bookingFeedsJob({ feeds: bookingFeeds }),
    voiceCallsJob({ calls }),
    voiceAppointmentRemindersJob({ appointments: voiceAppointments }),
  ];
}

/** Runs the background jobs from the moment the app is ready until it closes (JOBS_ENABLED=0: on demand only). */
// Each run is given the app's clock (tests pin it), and is kept in job_runs for the console's job health page.
export const jobsPlugin = fp<{ engine: Engine; services: JobServices }>(async (app, { engine, services }) => {
  const scheduler = new JobScheduler({
    jobs: appJobs({ log: app.log, ...services }),
    lock: createJobLock(services.db, engine),
    log: app.log,
    now: () => app.clock.now(),
    record: createJobRunRecorder(services.db),
  });
  app.decorate('jobs', scheduler);
  if (!app.config.jobsEnabled) return;
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
});
