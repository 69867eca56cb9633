import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Engine } from '../db/connection';
import { ContactChargeService } from '../features/bids/contact-charge.service';
import { acquireHub, type MessageHub, releaseHub } from '../features/messages/message-hub';
import { MessageMailer } from '../features/messages/message-mailer';
import { QuoteNotifier } from '../features/messages/quote-notifier';
import { PushSender } from '../features/push/push.sender';
import { AutoTopupService } from '../features/wallet/auto-topup.service';
import { autoTopupJob } from './auto-topup.job';
import { expireFreeCreditsJob } from './expire-free-credits.job';
import { expireUnpaidPurchasesJob } from './expire-unpaid-purchases.job';
import { createJobLock } from './job-lock';
import { quoteNotificationsJob } from './quote-notifications.job';
import { refundUnopenedQuotesJob } from './refund-unopened-quotes.job';
import { type Job, JobScheduler } from './scheduler';
import { unreadMessageMailJob } from './unread-message-mail.job';

/** Every background job of the app, built from its shared pieces. */
export function appJobs(app: FastifyInstance, hub: MessageHub): Job[] {
  const { db, config, messaging, log } = app;
  return [
    quoteNotificationsJob({
      notifier: new QuoteNotifier({ db, messaging, hub, push: new PushSender({ db, config: config.push, log }), publicUrl: config.publicUrl, log }),
    }),
    unreadMessageMailJob({ mailer: new MessageMailer({ db, messaging, publicUrl: config.publicUrl, log }) }),
    expireUnpaidPurchasesJob({ db }),
    refundUnopenedQuotesJob({ contactCharges: new ContactChargeService({ db, flags: config.flags }) }),
    autoTopupJob({ autoTopup: new AutoTopupService({ db, purchases: app.cardPurchases }) }),
    expireFreeCreditsJob({ db }),
  ];
}

// Keyed by the HTTP server, which the root app and its plugins share.
const schedulers = new WeakMap<object, JobScheduler>();

/** The app's job scheduler, when JOBS_ENABLED left it on (tests run its jobs on demand). */
export function schedulerOf(app: FastifyInstance): JobScheduler | undefined {
  return schedulers.get(app.server);
}

/** Runs the background jobs from the moment the app is ready until it closes (JOBS_ENABLED=0: none here). */
export const jobsPlugin: FastifyPluginAsync<{ engine: Engine }> = async (app, { engine }) => {
  if (!app.config.jobsEnabled) return;
  const hub = acquireHub(app.db, app.config.databaseUrl, app.log);
  const scheduler = new JobScheduler({ jobs: appJobs(app, hub), lock: createJobLock(app.db, engine), log: app.log });
  schedulers.set(app.server, scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await releaseHub(app.db);
  });
};
